import type { Comment, Role } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { formatUnixSeconds } from '@/shared/lib/format-date';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { DealCommentsStep } from './deal-comments-step';

const DEAL = 100245;
const AT = 1795158905;
const me = { id: 6, fio: 'Смирнова Ольга Викторовна', username: 'underwriter' };
const other = { id: 8, fio: 'Новикова Елена Александровна', username: 'underwriter_chief' };
const comment = (id: number, text: string, user: typeof me, canDelete: boolean): Comment => ({
  id,
  text,
  createdAt: AT,
  canDelete,
  entityId: DEAL,
  user,
});

const UNDERWRITER_GET = `GET /api/comment/get/${DEAL}/underwriter/deal`;
const COMMON_GET = `GET /api/comment/get/${DEAL}/dealCommon`;
const UNDERWRITER_POST = `POST /api/comment/${DEAL}/underwriter/deal/${DEAL}`;
const COMMON_POST = `POST /api/comment/${DEAL}/dealCommon/deal/${DEAL}`;

function setup(options: { roles?: Role[]; common?: FakeAnswer; sent?: FakeAnswer; deleted?: FakeAnswer } = {}) {
  const { roles = ['ROLE_UNDERWRITER'] } = options;
  let underwriter = [comment(1, 'Доход подтверждён звонком', me, true), comment(2, 'Проверить стаж', other, false)];
  let common = [comment(3, 'Клиент перезвонит после обеда', other, false)];
  const api = fakeApi({
    'GET /api/user/': answer({
      result: { ...me, roles, allPrivileges: [], isSwitched: false },
    }),
    [UNDERWRITER_GET]: () => answer({ result: underwriter }),
    [COMMON_GET]: () => options.common ?? answer({ result: common }),
    [UNDERWRITER_POST]: (call) => {
      if (options.sent) return options.sent;
      const added = comment(10, (call.body as { text: string }).text, me, true);
      underwriter = [...underwriter, added];
      return answer({ result: added });
    },
    [COMMON_POST]: (call) => {
      const added = comment(11, (call.body as { text: string }).text, me, true);
      common = [...common, added];
      return answer({ result: added });
    },
    'POST /api/comment/delete/1': () => {
      if (options.deleted) return options.deleted;
      underwriter = underwriter.filter((c) => c.id !== 1);
      return answer({ result: true });
    },
  });
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DealCommentsStep dealId={DEAL} />
    </QueryClientProvider>,
  );
  return { ...api, success, error };
}

const thread = (name: 'underwriter' | 'common') => screen.findByTestId(`deal-thread-${name}`);
const itemOf = async (text: string) => (await screen.findByText(text)).closest('li')!;

beforeEach(() => sessionStore.setTokens('at', 'rt'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the comments step', () => {
  it("shows the underwriters' and the common thread: author, DD.MM.YYYY HH:mm:ss, the own ones highlighted", async () => {
    setup();
    const own = await itemOf('Доход подтверждён звонком');
    expect(own.classList.contains('comment-thread__item--own')).toBe(true);
    expect(own.textContent).toContain(me.fio);
    expect(own.textContent).toContain(formatUnixSeconds(AT));
    expect(formatUnixSeconds(AT)).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:05$/);
    expect((await itemOf('Проверить стаж')).classList.contains('comment-thread__item--own')).toBe(false);
    expect(within(await thread('common')).getByText('Клиент перезвонит после обеда')).toBeTruthy();
  });

  it('deletes a comment where canDelete, and reloads the thread', async () => {
    const { calls } = setup();
    const own = await itemOf('Доход подтверждён звонком');
    expect(within(await itemOf('Проверить стаж')).queryByRole('button', { name: 'Удалить комментарий' })).toBeNull();
    await userEvent.click(within(own).getByRole('button', { name: 'Удалить комментарий' }));
    await waitFor(() => expect(screen.queryByText('Доход подтверждён звонком')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/comment/delete/1')).toBe(true);
  });

  it("says why a delete failed (the server's text)", async () => {
    const { error } = setup({ deleted: answer({ result: 'Не удалось удалить комментарий' }, 403) });
    await userEvent.click(
      within(await itemOf('Доход подтверждён звонком')).getByRole('button', { name: 'Удалить комментарий' }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Не удалось удалить комментарий'));
  });

  it("sends an underwriter comment: 'Комментарий отправлен.', the text cleared, the thread reloaded", async () => {
    const { calls, success } = setup();
    const box = await thread('underwriter');
    const text = await within(box).findByRole('textbox');
    await userEvent.type(text, '  Проверить работодателя ');
    await userEvent.click(within(box).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Комментарий отправлен.'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: UNDERWRITER_POST.slice(5),
      body: { text: 'Проверить работодателя' },
    });
    expect((text as HTMLTextAreaElement).value).toBe('');
    expect(await within(box).findByText('Проверить работодателя')).toBeTruthy();
  });

  it('sends a common comment to the deal', async () => {
    const { calls } = setup();
    const box = await thread('common');
    await userEvent.type(await within(box).findByRole('textbox'), 'Документы проверены');
    await userEvent.click(within(box).getByRole('button', { name: 'Отправить' }));
    expect(await within(box).findByText('Документы проверены')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: COMMON_POST.slice(5),
      body: { text: 'Документы проверены' },
    });
  });

  it('sends nothing while the text is empty or only spaces', async () => {
    const { calls } = setup();
    const box = await thread('underwriter');
    const send = await within(box).findByRole('button', { name: 'Отправить' });
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(within(box).getByRole('textbox'), '   {Enter}');
    expect(send).toHaveProperty('disabled', true);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("says 'Не удалось отправить комментарий' and keeps the text when a comment is not sent", async () => {
    const { error } = setup({ sent: answer({ detail: 'Ошибка' }, 400) });
    const box = await thread('underwriter');
    const text = await within(box).findByRole('textbox');
    await userEvent.type(text, 'Не дозвонился');
    await userEvent.click(within(box).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Не удалось отправить комментарий'));
    expect((text as HTMLTextAreaElement).value).toBe('Не дозвонился');
  });

  it("says 'Не удалось получить комментарии' when a thread cannot be read", async () => {
    setup({ common: answer({ detail: 'Ошибка' }, 404) });
    expect(await within(await thread('common')).findByText('Не удалось получить комментарии')).toBeTruthy();
  });

  it('lets an operator write the common thread only, a viewer neither', async () => {
    setup({ roles: ['ROLE_GOZ'] });
    await itemOf('Доход подтверждён звонком');
    expect(within(await thread('underwriter')).queryByRole('textbox')).toBeNull();
    expect(await within(await thread('common')).findByRole('textbox')).toBeTruthy();
    cleanup();
    setup({ roles: ['ROLE_VIEWER'] });
    await itemOf('Клиент перезвонит после обеда');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("shows auditors no comments (001 §6), asking for none: 'Нет данных для отображения'", async () => {
    const { calls } = setup({ roles: ['ROLE_AUDITOR'] });
    expect((await screen.findByTestId('deal-comments-none')).textContent).toBe('Нет данных для отображения');
    expect(screen.queryByTestId('deal-thread-common')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/comment/'))).toBe(false);
  });
});
