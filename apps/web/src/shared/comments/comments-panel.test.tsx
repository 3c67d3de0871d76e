import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { toast } from '@/shared/ui/toast';
import { CommentsPanel } from './comments-panel';

const DEAL = 100245;
const list = `/api/comment/get/${DEAL}/dealCommon`;
const post = `/api/comment/${DEAL}/dealCommon`;
const comment = {
  id: 88120,
  text: 'Клиент просит перезвонить после 18:00',
  createdAt: 1795158900,
  user: { id: 4, fio: 'Иванова Мария Сергеевна' },
};
const typical = [
  { id: 15, text: 'Требуется подтверждение дохода справкой 2-НДФЛ', isPrivate: false, roles: ['ROLE_UNDERWRITER'] },
  { id: 16, text: 'Перезвонить клиенту после 18:00', isPrivate: true, roles: [] },
];
const roles = [
  { value: 'ROLE_UNDERWRITER' as const, label: 'Андеррайтер' },
  { value: 'ROLE_GOZ' as const, label: 'Специалист ГОЗ' },
];

function setup(routes: Record<string, FakeAnswer> = {}, canCreate = true) {
  const api = fakeApi({
    [`GET ${list}`]: answer({ result: [comment] }),
    [`POST ${post}`]: answer({ result: { ...comment, id: 88121 } }),
    'GET /api/comment/default/get': answer({ result: { comments: typical, canCreateTypicalComments: canCreate } }),
    ...routes,
  });
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommentsPanel dealId={DEAL} roles={roles} />
      <ConfirmDialog />
    </QueryClientProvider>,
  );
  const textarea = () => screen.getByLabelText('Комментарий') as HTMLTextAreaElement;
  const send = () => screen.getByTestId(`deal-comment-${DEAL}-send`) as HTMLButtonElement;
  return { ...api, success, error, textarea, send };
}

const openTypical = async () => {
  await userEvent.click(screen.getByTestId('typical-toggle'));
  return screen.findAllByTestId('typical-comment');
};

describe('the deal comments', () => {
  it('lists the comments: text, author, dd.MM.yyyy HH:mm', async () => {
    setup();
    expect(await screen.findByText('Клиент просит перезвонить после 18:00')).toBeTruthy();
    expect(screen.getByText('Иванова Мария Сергеевна')).toBeTruthy();
    expect(screen.getByTestId('comment').querySelector('time')!.textContent).toMatch(
      /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    );
  });

  it('has a textarea of 3 rows growing to 8 at most; send is disabled while it is empty', () => {
    const { textarea, send } = setup();
    expect(textarea().rows).toBe(3);
    expect(textarea().style.maxHeight).toBe('184px');
    expect(send().disabled).toBe(true);
  });

  it("says 'Введите текст комментария' for an empty text sent with Ctrl+Enter and sends nothing", async () => {
    const { textarea, calls } = setup();
    fireEvent.change(textarea(), { target: { value: '  ' } });
    fireEvent.keyDown(textarea(), { key: 'Enter', ctrlKey: true });
    expect(screen.getByText('Введите текст комментария')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("sends a comment: 'Комментарий успешно отправлен!', the text cleared, the list reloaded", async () => {
    const { textarea, send, calls, success } = setup();
    await screen.findByText('Клиент просит перезвонить после 18:00');
    fireEvent.change(textarea(), { target: { value: 'Документы проверены' } });
    await userEvent.click(send());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Комментарий успешно отправлен!'));
    expect(calls.find((c) => c.path === post)!.body).toEqual({ text: 'Документы проверены' });
    expect(textarea().value).toBe('');
    await waitFor(() => expect(calls.filter((c) => c.path === list)).toHaveLength(2));
  });

  it("tells a failed send: 'Ошибка отправки комментария, попробуйте позже'", async () => {
    const { textarea, send, error } = setup({ [`POST ${post}`]: answer({ result: null }, 403) });
    fireEvent.change(textarea(), { target: { value: 'Текст' } });
    await userEvent.click(send());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка отправки комментария, попробуйте позже'));
  });

  it('puts a typical comment into the textarea, after what is written', async () => {
    const { textarea } = setup();
    fireEvent.change(textarea(), { target: { value: 'Начало' } });
    const [first] = await openTypical();
    await userEvent.click(within(first!).getByText('Требуется подтверждение дохода справкой 2-НДФЛ'));
    expect(textarea().value).toBe('Начало\nТребуется подтверждение дохода справкой 2-НДФЛ');
  });

  it("tells a failed load of the typical comments: 'Не удалось получить список типовых комментариев'", async () => {
    const { error } = setup({ 'GET /api/comment/default/get': answer({ result: null }, 400) });
    await userEvent.click(screen.getByTestId('typical-toggle'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Не удалось получить список типовых комментариев'));
  });

  it('offers delete only for private typical comments', async () => {
    setup();
    const [shared, own] = await openTypical();
    expect(within(shared!).queryByTestId('typical-delete')).toBeNull();
    expect(within(own!).getByTestId('typical-delete')).toBeTruthy();
  });

  it("asks 'Вы уверены, что хотите удалить комментарий?'; Нет keeps it, Да deletes it and says so", async () => {
    const { calls, success } = setup({ 'POST /api/comment/default/delete/16': answer({ result: true }) });
    const [, own] = await openTypical();
    await userEvent.click(within(own!).getByTestId('typical-delete'));
    expect(await screen.findByText('Вы уверены, что хотите удалить комментарий?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Нет' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(own!).getByTestId('typical-delete'));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Комментарий успешно удален'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/comment/default/delete/16']);
  });

  it("tells a failed delete: 'Не удалось удалить комментарий'", async () => {
    const { error } = setup({ 'POST /api/comment/default/delete/16': answer({ result: 'x' }, 403) });
    const [, own] = await openTypical();
    await userEvent.click(within(own!).getByTestId('typical-delete'));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Не удалось удалить комментарий'));
  });

  it("shows 'Добавить типовой комментарий' only with canCreateTypicalComments", async () => {
    const { calls } = setup({}, false);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/comment/default/get')).toBe(true));
    await screen.findByText(comment.text);
    expect(screen.queryByTestId('typical-add')).toBeNull();
    cleanup();
    setup({}, true);
    expect(await screen.findByTestId('typical-add')).toBeTruthy();
  });
});
