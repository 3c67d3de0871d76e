import type { CallRecord, Privilege, Role } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '@/shared/api/testing/fake-api';
import { formatUnixSeconds } from '@/shared/lib/format-date';
import { saveBlob } from '@/shared/lib/save-blob';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { CallChat } from './call-chat';

vi.mock('@/shared/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const DEAL = 100245;
const CONTACT = { id: 5012, value: '+79161234567', holder: 'Клиент', role: 'client' as const };
const AT = 1795158905;
const CALLS: CallRecord[] = [
  {
    id: 90412,
    userFio: 'Смирнова Ольга Викторовна',
    caller: '+74951234567',
    callee: '+79161234567',
    createdAt: AT,
    talkDuration: 134,
    status: 'answered',
    downloaded: true,
  },
  {
    id: 90388,
    userFio: 'Новикова Елена Александровна',
    caller: '+74951234590',
    callee: '+79161234567',
    createdAt: AT - 3600,
    talkDuration: 0,
    status: 'noAnswer',
    downloaded: false,
  },
];

function setup(options: { roles?: Role[]; privileges?: Privilege[]; canDownload?: boolean; username?: string } = {}) {
  const { roles = ['ROLE_UNDERWRITER'], privileges = [], canDownload = false, username = 'underwriter' } = options;
  let calls = structuredClone(CALLS);
  const api = fakeApi({
    'GET /api/user/': answer({
      result: {
        id: 6,
        username,
        fio: 'Смирнова Ольга Викторовна',
        roles,
        allPrivileges: privileges,
        isSwitched: false,
      },
    }),
    'GET /api/pbx/user-contacts': answer({
      result: [
        { id: 31, value: '+74951234567', isDefault: false },
        { id: 32, value: '+74951234568', isDefault: true },
      ],
    }),
    [`POST /api/pbx/show/${CONTACT.id}`]: () => answer({ result: calls }),
    [`POST /api/pbx/call/32/${CONTACT.id}`]: () => {
      calls = [{ ...CALLS[1]!, id: 90413, status: 'inProgress', createdAt: AT + 60 }, ...calls];
      return answer({ result: { id: 90413 } });
    },
    [`POST /api/pbx/call/31/${CONTACT.id}`]: answer({ result: { id: 90414 } }),
    [`GET /api/pbx/download/90412`]: answer({ wav: true }),
    [`GET /api/comment/get/${DEAL}/underwriter/clientContact/${CONTACT.id}`]: answer({ result: [] }),
  });
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CallChat
        dealId={DEAL}
        contact={CONTACT}
        username={username}
        canDownload={canDownload}
        canComment
        onHide={() => {}}
      />
    </QueryClientProvider>,
  );
  return { ...api, success };
}

const calledFrom = () => screen.findByLabelText('Звонить с номера');

beforeEach(() => {
  sessionStore.setTokens('at', 'rt');
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(saveBlob).mockClear();
});

describe('the call chat', () => {
  it("offers the user's calling numbers, the default one chosen", async () => {
    setup();
    const from = await calledFrom();
    await waitFor(() => expect(from.closest('.p-dropdown')?.textContent).toContain('+74951234568'));
  });

  it('places a call from the chosen number to the contact, says so and lists it', async () => {
    const { calls, success } = setup();
    const chat = await screen.findByTestId('call-chat');
    await waitFor(() =>
      expect(within(chat).getByRole('button', { name: 'Позвонить' })).toHaveProperty('disabled', false),
    );
    await userEvent.click(within(chat).getByRole('button', { name: 'Позвонить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Звонок отправлен'));
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/pbx/call/32/${CONTACT.id}`)).toBe(true);
    await waitFor(() => expect(chat.textContent).toContain('Идёт разговор'));
  });

  it('keeps the chosen number per user in the session and calls from it', async () => {
    setup();
    await userEvent.click((await calledFrom()).closest('.p-dropdown')!);
    await userEvent.click(await screen.findByRole('option', { name: '+74951234567', hidden: true }));
    expect(sessionStorage.getItem('pbxUserContact:underwriter')).toBe('31');
    cleanup();
    const { calls } = setup();
    const chat = await screen.findByTestId('call-chat');
    await waitFor(async () =>
      expect((await calledFrom()).closest('.p-dropdown')?.textContent).toContain('+74951234567'),
    );
    await userEvent.click(within(chat).getByRole('button', { name: 'Позвонить' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `/api/pbx/call/31/${CONTACT.id}`)).toBe(true),
    );
    cleanup();
    setup({ username: 'underwriter_chief' });
    await waitFor(async () =>
      expect((await calledFrom()).closest('.p-dropdown')?.textContent).toContain('+74951234568'),
    );
  });

  it('lists the past calls: user, caller, callee, time DD.MM.YYYY HH:mm:ss, talk and status', async () => {
    setup();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table.textContent).toContain('Отвечен'));
    const row = within(table).getByText('Смирнова Ольга Викторовна').closest('tr')!;
    for (const text of ['+74951234567', '+79161234567', formatUnixSeconds(AT), '2:14', 'Отвечен'])
      expect(row.textContent).toContain(text);
    expect(formatUnixSeconds(AT)).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:05$/);
    expect(table.textContent).toContain('Нет ответа');
  });

  it('downloads the record of a call that has one, for who may download', async () => {
    const { calls } = setup({ canDownload: true });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table.textContent).toContain('Отвечен'));
    expect(screen.queryByRole('button', { name: 'Скачать запись звонка 90388' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать запись звонка 90412' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toMatch(/^call-90412\.(mp3|wav)$/);
    expect(calls.some((c) => c.path === '/api/pbx/download/90412')).toBe(true);
  });

  it('offers no download without the download privilege', async () => {
    setup({ canDownload: false });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table.textContent).toContain('Отвечен'));
    expect(screen.queryByRole('button', { name: /Скачать запись/ })).toBeNull();
  });

  it('gives a holder of pbx-get-info alone the past calls, no calling', async () => {
    const { calls } = setup({ roles: ['ROLE_VIEWER'], privileges: ['pbx-get-info'] });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table.textContent).toContain('Отвечен'));
    expect(screen.queryByLabelText('Звонить с номера')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Позвонить' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/pbx/user-contacts')).toBe(false);
  });

  it('gives a holder of pbx-call alone the calling, not the past calls', async () => {
    const { calls } = setup({ roles: ['ROLE_VIEWER'], privileges: ['pbx-call'] });
    await calledFrom();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/pbx/user-contacts')).toBe(true));
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/pbx/show/'))).toBe(false);
  });
});
