import type { DealHolderContacts, Role } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { sessionStore } from '@/shared/session/session-store';
import { callContact } from '@/shared/contacts';
import { toast } from '@/shared/ui/toast';
import { HolderContactsTables } from './holder-contacts';

const DEAL = 100245;
const AT = 1795158900;
const author = { id: 6, fio: 'Смирнова Ольга Викторовна', username: 'underwriter' };
const comment = (id: number, text: string, entityId: number) => ({ id, text, createdAt: AT, entityId, user: author });

const CONTACTS: DealHolderContacts = {
  client: {
    name: 'Иванов Иван Иванович',
    addressRegistration: { value: 'г Москва, ул Тверская, д 7, кв 12' },
    contacts: [
      {
        id: 5012,
        type: 'mobilePhone',
        value: '+79161234567',
        note: 'Основной номер',
        comments: [comment(1, 'Номер принадлежит клиенту', 5012)],
      },
      { id: 5013, type: 'email', value: 'ivanov.ii@mail.ru', note: null, comments: [] },
      { id: 5014, type: 'socialNetwork', value: 'https://vk.com/id1', note: null, comments: [] },
    ],
  },
  spouse: {
    name: 'Иванова Мария Петровна',
    addressRegistration: null,
    contacts: [{ id: 5017, type: 'mobilePhone', value: '+79167654321', note: null, comments: [] }],
  },
  thirdFace: null,
  employer: {
    name: 'ООО «Ромашка»',
    headFullName: 'Кузнецов Павел Андреевич',
    mobileOfficeNumber: '+79031112233',
    organizationEmail: 'info@romashka.ru',
    organizationSite: 'https://www.romashka.ru',
    comments: [comment(9, 'Работодатель подтвердил занятость', 5020)],
    contacts: [
      {
        id: 5020,
        phoneTypeTitle: 'Рабочий телефон',
        value: '+74957654321',
        additionalNumber: '214',
        note: 'Отдел кадров',
        comments: [],
      },
      { id: 5021, value: 'https://romashka.ru', contactType: 'clientWorkSite', comments: [] },
    ],
  },
};

const CHANGES = {
  client: { added: [5013], changed: [5012], deleted: [4990, 4991] },
  spouse: { added: [], changed: [], deleted: [] },
  thirdFace: { added: [], changed: [], deleted: [] },
  employer: { added: [], changed: [5020], deleted: [] },
};

const threadOf = (role: string, id: number) => `/api/comment/get/${DEAL}/underwriter/${role}Contact/${id}`;
const postOf = (role: string, id: number) => `/api/comment/${DEAL}/underwriter/${role}Contact/${id}`;

function setup(
  options: {
    roles?: Role[];
    showChanges?: boolean;
    thread?: FakeAnswer;
    sent?: FakeAnswer;
    phoneActions?: boolean;
    found?: FakeAnswer;
    privileges?: string[];
  } = {},
) {
  const { roles = ['ROLE_UNDERWRITER'], showChanges = true, phoneActions = false } = options;
  let contacts = structuredClone(CONTACTS);
  const api = fakeApi({
    'GET /api/user/': answer({
      result: {
        id: 6,
        username: 'underwriter',
        fio: author.fio,
        roles,
        allPrivileges: options.privileges ?? [],
        isSwitched: false,
      },
    }),
    [`GET /api/autocredit/contacts/${DEAL}`]: () => answer({ result: contacts }),
    [`GET /api/snapshot/changes/${DEAL}`]: answer({ result: CHANGES }),
    // The thread reads what the contacts hold (a sent comment is in both).
    [`GET ${threadOf('client', 5012)}`]: () =>
      options.thread ?? answer({ result: contacts.client!.contacts[0]!.comments }),
    [`GET ${threadOf('employer', 5020)}`]: answer({ result: [comment(2, 'Отдел кадров подтвердил', 5020)] }),
    [`POST ${postOf('client', 5012)}`]: (call) => {
      if (options.sent) return options.sent;
      const added = comment(3, (call.body as { text: string }).text, 5012);
      contacts = structuredClone(contacts);
      contacts.client!.contacts[0]!.comments!.push(added);
      return answer({ result: added });
    },
    'GET /api/pbx/user-contacts': answer({
      result: [
        { id: 31, value: '+74951234567', isDefault: true },
        { id: 32, value: '+74951234568', isDefault: false },
      ],
    }),
    'POST /api/pbx/show/5012': answer({ result: [] }),
    'GET /api/autocredit/list': options.found ?? answer({ result: { count: 0, deals: [] } }),
  });
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(toast, 'warn').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HolderContactsTables
        dealId={DEAL}
        underwriter={roles.includes('ROLE_UNDERWRITER')}
        phoneActions={phoneActions}
        username="underwriter"
        canDownload={false}
        showChanges={showChanges}
      />
    </QueryClientProvider>,
  );
  return { ...api, success, error, warn };
}

/** The row of a contact's value in its table. */
const rowOf = async (value: string) => (await screen.findByText(value)).closest('tr')!;
/**
 * Opens the comments popover of a row; the popover. (jsdom lays nothing out, so PrimeReact leaves the placed panel
 * `display: none`: its roles are looked up among hidden elements.)
 */
async function openComments(value: string, title = value) {
  await userEvent.click(within(await rowOf(value)).getByRole('button', { name: 'Комментарии' }));
  return screen.findByRole('dialog', { name: `Комментарии: ${title}`, hidden: true });
}
const SEND = { name: 'Отправить', hidden: true } as const;

beforeEach(() => sessionStore.setTokens('at', 'rt'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the change markers of the holder contacts', () => {
  it("marks an underwriter's rows 'Добавлен' and 'Изменен' outside the deal view, asking for every holder", async () => {
    const { calls } = setup();
    await waitFor(async () => expect(within(await rowOf('+79161234567')).queryByText('Изменен')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(within(await rowOf('ivanov.ii@mail.ru')).getByText('Добавлен')).toBeTruthy();
    const untouched = await rowOf('https://vk.com/id1');
    expect(within(untouched).queryByText('Добавлен')).toBeNull();
    expect(within(untouched).queryByText('Изменен')).toBeNull();
    expect(within(await rowOf('+74957654321 доб. 214')).getByText('Изменен')).toBeTruthy();
    const asked = calls.find((c) => c.path === `/api/snapshot/changes/${DEAL}`)!;
    expect(asked.query.getAll('paths[]')).toEqual(['client', 'spouse', 'thirdFace', 'employer']);
  });

  it("says 'Было удалено N контактов' under a table whose contacts were deleted, nothing under the others", async () => {
    setup();
    const client = await screen.findByRole('region', { name: 'Клиент' });
    await waitFor(() => expect(client.textContent).toContain('Было удалено 2 контакта'), { timeout: 5000 });
    expect(screen.getByRole('region', { name: 'Супруг(а)' }).textContent).not.toContain('Было удалено');
    expect(screen.getByRole('region', { name: 'Работодатель' }).textContent).not.toContain('Было удалено');
  });

  it('shows no markers and asks for no changes on the deal view', async () => {
    const { calls } = setup({ showChanges: false });
    await screen.findByText('+79161234567');
    await screen.findByText('Номер принадлежит клиенту'); // the last comment: the underwriter's columns are there
    expect(screen.queryByText('Изменен')).toBeNull();
    expect(screen.queryByText('Добавлен')).toBeNull();
    expect(screen.queryByText(/Было удалено/)).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Изменения' })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/snapshot/changes'))).toBe(false);
  });

  it('shows no markers to others than underwriters', async () => {
    const { calls } = setup({ roles: ['ROLE_VIEWER'] });
    await screen.findByText('+79161234567');
    expect(screen.queryByText('Изменен')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Изменения' })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/snapshot/changes'))).toBe(false);
  });
});

describe("a contact's comments popover", () => {
  it("lists the contact's comments with author and time", async () => {
    const { calls } = setup();
    const popover = await openComments('+79161234567');
    expect(await within(popover).findByText('Номер принадлежит клиенту')).toBeTruthy();
    expect(within(popover).getByText(author.fio)).toBeTruthy();
    expect(calls.some((c) => c.method === 'GET' && c.path === threadOf('client', 5012))).toBe(true);
  });

  it("sends a comment: 'Комментарий отправлен.', the text cleared, the last-comment column refreshed", async () => {
    const { calls, success } = setup();
    const popover = await openComments('+79161234567');
    const text = await within(popover).findByLabelText('Новый комментарий');
    await userEvent.type(text, '  Перезвонить вечером ');
    await userEvent.click(within(popover).getByRole('button', SEND));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Комментарий отправлен.'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: postOf('client', 5012),
      body: { text: 'Перезвонить вечером' },
    });
    expect((text as HTMLTextAreaElement).value).toBe('');
    const row = await rowOf('+79161234567');
    await waitFor(() => expect(row.textContent).toContain('Перезвонить вечером'));
    expect(calls.filter((c) => c.path === `/api/autocredit/contacts/${DEAL}`).length).toBeGreaterThanOrEqual(2);
  });

  it('sends nothing while the text is empty or only spaces', async () => {
    const { calls } = setup();
    const popover = await openComments('+79161234567');
    const send = within(popover).getByRole('button', SEND);
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(within(popover).getByLabelText('Новый комментарий'), '   ');
    await userEvent.click(send);
    expect(within(popover).getByText('Введите текст комментария')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("says 'Не удалось получить комментарии' when the thread cannot be read", async () => {
    setup({ thread: answer({ detail: 'Ошибка' }, 500) });
    const popover = await openComments('+79161234567');
    expect(await within(popover).findByText('Не удалось получить комментарии')).toBeTruthy();
  });

  it("says 'Не удалось отправить комментарий' when the comment is not sent, and keeps the text", async () => {
    const { error } = setup({ sent: answer({ detail: 'Ошибка' }, 500) });
    const popover = await openComments('+79161234567');
    const text = await within(popover).findByLabelText('Новый комментарий');
    await userEvent.type(text, 'Не дозвонился');
    await userEvent.click(within(popover).getByRole('button', SEND));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Не удалось отправить комментарий'));
    expect((text as HTMLTextAreaElement).value).toBe('Не дозвонился');
  });

  it('highlights the own comments and deletes one where canDelete', async () => {
    const own = { ...comment(7, 'Мой комментарий', 5012), canDelete: true };
    const { calls } = setup({ thread: answer({ result: [own] }) });
    const popover = await openComments('+79161234567');
    const item = (await within(popover).findByText('Мой комментарий')).closest('li')!;
    expect(item.classList.contains('comment-thread__item--own')).toBe(true);
    await userEvent.click(within(item).getByRole('button', { name: 'Удалить комментарий', hidden: true }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/comment/delete/7')).toBe(true));
  });

  it("reads the employer's contacts as `employerContact`", async () => {
    setup();
    const popover = await openComments('+74957654321 доб. 214', '+74957654321');
    expect(await within(popover).findByText('Отдел кадров подтвердил')).toBeTruthy();
  });

  it('gives auditors no comments (theirs are hidden, 001 §6), and other readers no composer', async () => {
    setup({ roles: ['ROLE_AUDITOR'] });
    await rowOf('+79161234567');
    expect(screen.queryByRole('button', { name: 'Комментарии' })).toBeNull();
    cleanup();
    setup({ roles: ['ROLE_VIEWER'] });
    const popover = await openComments('+79161234567');
    expect(await within(popover).findByText('Номер принадлежит клиенту')).toBeTruthy();
    expect(within(popover).queryByLabelText('Новый комментарий')).toBeNull();
    expect(within(popover).queryByRole('button', SEND)).toBeNull();
  });
});

describe("the employer's block", () => {
  it('shows the head, the office mobile, the name, the e-mail, the site and the comments', async () => {
    setup();
    const block = await screen.findByRole('region', { name: 'Работодатель' });
    for (const text of [
      'ООО «Ромашка»',
      'Кузнецов Павел Андреевич',
      '+79031112233',
      'info@romashka.ru',
      'https://www.romashka.ru',
    ])
      expect(block.textContent).toContain(text);
    expect(within(screen.getByTestId('employer-comments')).getByText('Работодатель подтвердил занятость')).toBeTruthy();
    expect((await rowOf('https://romashka.ru')).textContent).toContain('Сайт организации');
  });

  it('shows auditors no comments there', async () => {
    setup({ roles: ['ROLE_AUDITOR'] });
    await screen.findByRole('region', { name: 'Работодатель' });
    expect(screen.queryByTestId('employer-comments')).toBeNull();
    expect(screen.queryByText('Работодатель подтвердил занятость')).toBeNull();
  });
});

describe('the phone actions: source and call columns', () => {
  beforeEach(() => sessionStorage.clear());

  it("gives each phone a source, the user's default number, one choice for every row kept for the session", async () => {
    setup({ phoneActions: true });
    const source = (value: string) => screen.findByLabelText(`Источник: ${value}`);
    const cellOf = async (value: string) => (await source(value)).closest('.p-dropdown')!;
    await waitFor(async () => expect((await cellOf('+79161234567')).textContent).toContain('+74951234567'));
    expect(screen.queryByLabelText('Источник: ivanov.ii@mail.ru')).toBeNull();
    expect(screen.queryByLabelText('Источник: https://romashka.ru')).toBeNull();
    await userEvent.click(await cellOf('+79161234567'));
    await userEvent.click(await screen.findByRole('option', { name: '+74951234568', hidden: true }));
    expect(sessionStorage.getItem('pbxUserContact:underwriter')).toBe('32');
    await waitFor(async () => expect((await cellOf('+79167654321')).textContent).toContain('+74951234568'));
    expect((await cellOf('+74957654321')).textContent).toContain('+74951234568');
  });

  it("calls the employer's phones too, not its site", async () => {
    setup({ phoneActions: true });
    expect(within(await rowOf('+74957654321 доб. 214')).getByRole('button', { name: 'Позвонить' })).toBeTruthy();
    expect(within(await rowOf('https://romashka.ru')).queryByRole('button', { name: 'Позвонить' })).toBeNull();
    expect(within(await rowOf('ivanov.ii@mail.ru')).queryByRole('button', { name: 'Позвонить' })).toBeNull();
  });

  it("gives a holder of pbx-get-info alone the calls ('Звонки'), no source", async () => {
    const { calls } = setup({ roles: ['ROLE_VIEWER'], privileges: ['pbx-get-info'], phoneActions: true });
    await userEvent.click(within(await rowOf('+79161234567')).getByRole('button', { name: 'Звонки' }));
    expect(await screen.findByTestId('call-chat')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Источник' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/pbx/user-contacts')).toBe(false);
  });

  it('shows no phone actions without them', async () => {
    setup({ phoneActions: false });
    await rowOf('+79161234567');
    expect(screen.queryByRole('columnheader', { name: 'Звонок' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Источник' })).toBeNull();
  });
});

describe("the call chat of the deal's own contacts ('Контакты сделки')", () => {
  it('opens for a deal contact the form asks to call, with its comments (additionalDealContact)', async () => {
    const { calls } = setup({ phoneActions: true });
    await rowOf('+79161234567');
    act(() => callContact({ id: 7001, value: '+79167654321' }));
    const chat = await screen.findByTestId('call-chat');
    expect(chat.textContent).toContain('Контакты сделки: +79167654321');
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/comment/get/${DEAL}/underwriter/additionalDealContact/7001`)).toBe(
        true,
      ),
    );
    expect(calls.some((c) => c.path === '/api/pbx/show/7001')).toBe(true);
  });

  it('is not taken without phone actions', async () => {
    setup({ phoneActions: false });
    await rowOf('+79161234567');
    act(() => callContact({ id: 7001, value: '+79167654321' }));
    expect(screen.queryByTestId('call-chat')).toBeNull();
  });
});

describe('the call chat of a contact', () => {
  it('shows the comments on the contact under its calls', async () => {
    setup({ phoneActions: true });
    await userEvent.click(within(await rowOf('+79161234567')).getByRole('button', { name: 'Позвонить' }));
    const chat = await screen.findByTestId('call-chat');
    expect(await within(chat).findByText('Номер принадлежит клиенту')).toBeTruthy();
    expect(within(chat).getByLabelText('Новый комментарий')).toBeTruthy();
  });
});

describe("a phone's check (underwriters and admin)", () => {
  const FOUND = { id: 100198, createdAt: '2026-10-02T14:30:00', client: { id: 1, name: 'Петров Пётр Петрович' } };

  it('searches the other deals with the phone and lists them in the drawer', async () => {
    const { calls } = setup({ found: answer({ result: { count: 1, deals: [FOUND] } }) });
    await userEvent.click(within(await rowOf('+79161234567')).getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Перечень номеров заявок, дат обращения и ФИО')).toBeTruthy();
    expect(screen.getByRole('link', { name: '100198' }).getAttribute('href')).toBe('/deal/100198');
    expect(screen.getByText('Петров Пётр Петрович')).toBeTruthy();
    const query = calls.find((c) => c.path === '/api/autocredit/list')!.query;
    expect(Object.fromEntries(query)).toEqual({
      phone: '+79161234567',
      excludeDealId: String(DEAL),
      per_page: '15',
      group: 'dealBorrower',
    });
  });

  it("warns 'Нет данных' (8 s) when no other deal has the phone", async () => {
    const { warn } = setup();
    await userEvent.click(within(await rowOf('+74957654321 доб. 214')).getByRole('button', { name: 'Проверить' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Нет данных', 8000));
    expect(screen.queryByText('Перечень номеров заявок, дат обращения и ФИО')).toBeNull();
  });

  it('checks phones only, and is there for admin too, not for other readers', async () => {
    setup();
    expect(within(await rowOf('ivanov.ii@mail.ru')).queryByRole('button', { name: 'Проверить' })).toBeNull();
    cleanup();
    setup({ roles: ['ROLE_ADMIN'] });
    expect(within(await rowOf('+79161234567')).getByRole('button', { name: 'Проверить' })).toBeTruthy();
    cleanup();
    setup({ roles: ['ROLE_VIEWER'] });
    await rowOf('+79161234567');
    expect(screen.queryByRole('button', { name: 'Проверить' })).toBeNull();
  });
});
