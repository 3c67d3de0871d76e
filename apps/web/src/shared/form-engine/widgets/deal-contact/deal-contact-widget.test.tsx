import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DealContact, FormField } from '@autocredit/generated/api';
import { toast } from '@/shared/ui/toast';
import type { FormEnvironment } from '../widget-types';
import { handleContactCalls } from '@/shared/contacts';
import { DealContactWidget, type DealContactValue } from './deal-contact-widget';
import { answer, fakeApi, type FakeRoute } from '@/shared/api/testing/fake-api';

const DEAL = 100245;
const base = `/api/autocredit/contacts/deal/${DEAL}`;

const contact = (over: Partial<DealContact> = {}): DealContact => ({
  id: 7001,
  fio: 'Петрова Мария Ивановна',
  phone: '+79167654321',
  type: 'relative',
  typeRole: 'Родственник',
  canModify: true,
  canDelete: true,
  comments: [],
  changes: null,
  ...over,
});

const field: FormField = { type: 'dealContact', label: 'Контакты сделки' } as FormField;

const env = (over: Partial<FormEnvironment> = {}): FormEnvironment => ({
  dealId: DEAL,
  underwriter: false,
  showChanged: false,
  phoneActions: false,
  canUpload: false,
  readOnly: false,
  requestReload: () => {},
  ...over,
});

function setup(
  contacts: DealContact[],
  options: {
    env?: Partial<FormEnvironment>;
    disabled?: boolean;
    field?: FormField;
    routes?: Record<string, FakeRoute>;
  } = {},
) {
  const api = fakeApi({
    [`GET ${base}`]: answer({ result: contacts }),
    [`GET /api/snapshot/changes/${DEAL}`]: answer({
      result: { dealContacts: { added: [], changed: [], deleted: [] } },
    }),
    ...options.routes,
  });
  const onChange = vi.fn<(value: DealContactValue) => void>();
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(toast, 'warn').mockImplementation(() => {});
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DealContactWidget
        field={options.field ?? field}
        name="dealContacts"
        id="f-dealContacts"
        value={contacts}
        onChange={onChange}
        onBlur={() => {}}
        inputRef={() => {}}
        disabled={options.disabled ?? false}
        invalid={false}
        env={env(options.env)}
      />
    </QueryClientProvider>,
  );
  return { ...api, onChange, error, warn, success };
}

const rows = () => screen.getAllByRole('row').slice(1);
const posts = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.path);

async function fillDialog(fio: string, phone: string, typeLabel: string) {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('ФИО'), { target: { value: fio } });
  fireEvent.change(within(dialog).getByLabelText('Телефон'), { target: { value: phone } });
  await userEvent.click(within(dialog).getByTestId('deal-contact-type'));
  await userEvent.click(await screen.findByRole('option', { name: typeLabel, hidden: true }));
  return dialog;
}

describe('the dealContact widget', () => {
  it("shows the field's label and the deal's contacts: ФИО, phone in the mask, the type's title", async () => {
    const { calls } = setup([contact(), contact({ id: 7002, typeRole: null, type: 'colleague', fio: 'Козлов А. П.' })]);
    expect(screen.getByRole('heading', { name: 'Контакты сделки' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === base)).toBe(true));
    const [first, second] = rows();
    expect(first!.textContent).toContain('Петрова Мария Ивановна');
    expect(first!.textContent).toContain('+7 (916) 765-43-21');
    expect(first!.textContent).toContain('Родственник');
    expect(second!.textContent).toContain('Коллега');
  });

  it('shows neither markers nor comments to a non-underwriter, and does not ask for the changes', async () => {
    const { calls } = setup([contact({ changes: { added: true, changed: false, deleted: false } })]);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByText('Добавлен')).toBeNull();
    expect(screen.queryByText('Последний комментарий')).toBeNull();
    expect(screen.queryByTestId('contact-comments')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/snapshot'))).toBe(false);
  });

  it('shows underwriters the markers, the last comment and how many contacts were deleted', async () => {
    const comment = {
      id: 1,
      text: 'Подтвердила, что знает клиента 10 лет',
      createdAt: 1795158900,
      user: { fio: 'Смирнова Ольга Викторовна' },
    };
    const { calls } = setup(
      [contact({ comments: [comment] }), contact({ id: 7002, fio: 'Козлов Андрей Петрович' }), contact({ id: 7003 })],
      {
        env: { underwriter: true, showChanged: true },
        routes: {
          [`GET /api/snapshot/changes/${DEAL}`]: answer({
            result: { dealContacts: { added: [7001], changed: [7002], deleted: [6998, 6999] } },
          }),
        },
      },
    );
    await waitFor(() => expect(screen.getByTestId('contact-deleted').textContent).toBe('Было удалено 2 контакта'));
    const snapshot = calls.find((c) => c.path === `/api/snapshot/changes/${DEAL}`)!;
    expect(snapshot.query.getAll('paths[]')).toEqual(['dealContacts']);
    const [first, second, third] = rows();
    expect(first!.textContent).toContain('Добавлен');
    expect(first!.textContent).toContain('Подтвердила, что знает клиента 10 лет');
    expect(second!.textContent).toContain('Изменен');
    expect(third!.textContent).not.toMatch(/Добавлен|Изменен/);
    expect(screen.getAllByTestId('contact-comments')).toHaveLength(3);
  });

  it('marks the rows when the changes come after the contacts are shown', async () => {
    let release: () => void = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    setup([contact(), contact({ id: 7002, fio: 'Козлов Андрей Петрович' })], {
      env: { underwriter: true, showChanged: true },
      routes: {
        [`GET /api/snapshot/changes/${DEAL}`]: async () => {
          await later;
          return answer({ result: { dealContacts: { added: [], changed: [7002], deleted: [] } } });
        },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]!.textContent).not.toContain('Изменен');
    release();
    await waitFor(() => expect(rows()[1]!.textContent).toContain('Изменен'));
    expect(rows()[0]!.textContent).not.toMatch(/Добавлен|Изменен/);
  });

  it('shows no markers on the deal view (001 §2.3: outside it only)', async () => {
    const { calls } = setup([contact()], { env: { underwriter: true, showChanged: false } });
    await screen.findByText('Петрова Мария Ивановна');
    expect(screen.queryByText('Изменения')).toBeNull();
    expect(calls.some((c) => c.path === `/api/snapshot/changes/${DEAL}`)).toBe(false);
  });

  it('hides every edit button when disabled; the search stays', async () => {
    setup([contact()], { disabled: true });
    await screen.findByText('Петрова Мария Ивановна');
    expect(screen.queryByTestId('contact-add')).toBeNull();
    expect(screen.queryByTestId('contact-edit')).toBeNull();
    expect(screen.queryByTestId('contact-delete')).toBeNull();
    expect(screen.getByTestId('contact-search')).toBeTruthy();
  });

  it('offers change only with canModify and delete only with canDelete', async () => {
    setup([contact({ canModify: false, canDelete: true }), contact({ id: 7002, canModify: true, canDelete: false })]);
    await screen.findAllByText('Петрова Мария Ивановна');
    const [first, second] = rows();
    expect(within(first!).queryByTestId('contact-edit')).toBeNull();
    expect(within(first!).getByTestId('contact-delete')).toBeTruthy();
    expect(within(second!).getByTestId('contact-edit')).toBeTruthy();
    expect(within(second!).queryByTestId('contact-delete')).toBeNull();
  });

  it("adds a contact: 'Сохранить' waits for ФИО, phone and type; the list is refetched and emitted", async () => {
    const added = contact({ id: 50000001, fio: 'Сидоров Пётр Петрович', phone: '+79161234567', type: 'friend' });
    let listed = [contact()];
    const { calls, routes, onChange } = setup(listed, {
      routes: { [`POST ${base}/set`]: answer({ result: added }) },
    });
    routes[`GET ${base}`] = () => answer({ result: listed });
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(screen.getByTestId('contact-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Добавить контакт')).toBeTruthy();
    const save = within(dialog).getByTestId('contact-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('ФИО'), { target: { value: 'Сидоров Пётр Петрович' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Телефон'), { target: { value: '916123' } });
    expect(save.disabled).toBe(true);
    await fillDialog('Сидоров Пётр Петрович', '89161234567', 'Друг');
    expect((within(dialog).getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 (916) 123-45-67');
    expect(save.disabled).toBe(false);
    listed = [contact(), added];
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === `${base}/set`)!.body).toEqual({
      fio: 'Сидоров Пётр Петрович',
      phone: '+79161234567',
      type: 'friend',
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(listed));
    expect(await screen.findByText('Сидоров Пётр Петрович')).toBeTruthy();
  });

  it("changes a contact in 'Изменить контакт', filled with what it holds", async () => {
    const { calls } = setup([contact()], {
      routes: { [`POST ${base}/set/7001`]: answer({ result: contact({ fio: 'Петрова Мария Петровна' }) }) },
    });
    await userEvent.click(await screen.findByTestId('contact-edit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Изменить контакт')).toBeTruthy();
    expect((within(dialog).getByLabelText('ФИО') as HTMLInputElement).value).toBe('Петрова Мария Ивановна');
    expect((within(dialog).getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 (916) 765-43-21');
    fireEvent.change(within(dialog).getByLabelText('ФИО'), { target: { value: 'Петрова Мария Петровна' } });
    await userEvent.click(within(dialog).getByTestId('contact-save'));
    await waitFor(() => expect(posts(calls)).toEqual([`${base}/set/7001`]));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      fio: 'Петрова Мария Петровна',
      phone: '+79167654321',
      type: 'relative',
    });
  });

  it.each([
    ['a 400', answer({ result: 'Ошибка редактирования' }, 400), ['Ошибка редактирования']],
    [
      'an array result',
      answer({ result: [{ message: 'Введите ФИО' }, { message: 'Контакт с таким телефоном уже существует' }] }, 400),
      ['Введите ФИО', 'Контакт с таким телефоном уже существует'],
    ],
    ['a 403', answer({ result: 'Доступ к контакту запрещен' }, 403), ['Доступ к контакту запрещен']],
  ])('tells %s of a save and keeps the dialog open', async (_name, failure, texts) => {
    const { error } = setup([contact()], { routes: { [`POST ${base}/set/7001`]: failure } });
    await userEvent.click(await screen.findByTestId('contact-edit'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('contact-save'));
    await waitFor(() => expect(error.mock.calls.map(([text]) => text)).toEqual(texts));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("on a 404 says 'Контакт не найден', closes the dialog and reloads the list", async () => {
    const { calls, error } = setup([contact()], {
      routes: { [`POST ${base}/set/7001`]: answer({ result: 'Контакт не найден' }, 404) },
    });
    await userEvent.click(await screen.findByTestId('contact-edit'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByTestId('contact-save'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Контакт не найден'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === base)).toHaveLength(2));
  });

  it('deletes a contact and refetches the list; a refusal is told', async () => {
    const { calls, routes, error } = setup([contact()], {
      routes: { [`POST ${base}/delete/7001`]: answer({ result: true }) },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    routes[`GET ${base}`] = answer({ result: [] });
    await userEvent.click(await screen.findByTestId('contact-delete'));
    await waitFor(() => expect(posts(calls)).toEqual([`${base}/delete/7001`]));
    await waitFor(() => expect(screen.getByText('Нет данных')).toBeTruthy());
    expect(error).not.toHaveBeenCalled();
  });

  it("tells a refused delete: 'Доступ к контакту запрещен'", async () => {
    const { error } = setup([contact()], {
      routes: { [`POST ${base}/delete/7001`]: answer({ result: 'Доступ к контакту запрещен' }, 403) },
    });
    await userEvent.click(await screen.findByTestId('contact-delete'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Доступ к контакту запрещен'));
  });

  it('closes the contact dialog with Escape, saving nothing', async () => {
    const { calls } = setup([contact()]);
    await userEvent.click(screen.getByTestId('contact-add'));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([]);
  });

  it("opens a contact's comments from its row (underwriters)", async () => {
    const { calls } = setup([contact()], {
      env: { underwriter: true },
      routes: { [`GET /api/comment/get/${DEAL}/underwriter/additionalDealContact/7001`]: answer({ result: [] }) },
    });
    await userEvent.click(await screen.findByTestId('contact-comments'));
    expect(await screen.findByText('Комментарии: Петрова Мария Ивановна')).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/comment/get/${DEAL}/underwriter/additionalDealContact/7001`)).toBe(
        true,
      ),
    );
  });

  it("takes the type choices from the field's choices when it has some", async () => {
    setup([], { field: { ...field, choices: [{ value: 'spouse', label: 'Супруг(а)' }] } });
    await userEvent.click(screen.getByTestId('contact-add'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('deal-contact-type'));
    expect(await screen.findByRole('option', { name: 'Супруг(а)', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Друг', hidden: true })).toBeNull();
  });

  it("searches the phone in other deals: none is the warning 'Нет данных по данному номеру'", async () => {
    const { calls, warn } = setup([contact()], {
      routes: { 'GET /api/autocredit/list': answer({ result: { count: 0, deals: [] } }) },
    });
    await userEvent.click(await screen.findByTestId('contact-search'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Нет данных по данному номеру'));
    const query = calls.find((c) => c.path === '/api/autocredit/list')!.query;
    expect(Object.fromEntries(query)).toEqual({
      phone: '+79167654321',
      excludeDealId: String(DEAL),
      per_page: '15',
      group: 'dealBorrower',
    });
    expect(screen.queryByText('Перечень номеров заявок, дат обращения и ФИО')).toBeNull();
  });

  it("says 'Нет данных' (warning) for a contact without a whole phone, and asks nothing", async () => {
    const { calls, warn } = setup([contact({ phone: '' })]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(await screen.findByTestId('contact-search'));
    expect(warn).toHaveBeenCalledWith('Нет данных');
    expect(calls.some((c) => c.path === '/api/autocredit/list')).toBe(false);
  });

  it('lists the deals found in the drawer: number (a new tab), date, client', async () => {
    const deal = { id: 100198, createdAt: '2026-10-02T14:30:00', client: { id: 1, name: 'Иванов Иван Иванович' } };
    setup([contact()], { routes: { 'GET /api/autocredit/list': answer({ result: { count: 1, deals: [deal] } }) } });
    await userEvent.click(await screen.findByTestId('contact-search'));
    expect(await screen.findByText('Перечень номеров заявок, дат обращения и ФИО')).toBeTruthy();
    const link = screen.getByRole('link', { name: '100198' });
    expect(link.getAttribute('href')).toBe('/deal/100198');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('02.10.2026')).toBeTruthy();
    expect(screen.getByText('Иванов Иван Иванович')).toBeTruthy();
  });

  it("says 'Найдено более 15 совпадений' above 15 matches, with the link to the full list by the phone", async () => {
    const deal = { id: 100198, createdAt: '2026-10-02T14:30:00', client: { id: 1, name: 'Иванов Иван Иванович' } };
    setup([contact()], { routes: { 'GET /api/autocredit/list': answer({ result: { count: 16, deals: [deal] } }) } });
    await userEvent.click(await screen.findByTestId('contact-search'));
    expect(await screen.findByText(/Найдено более 15 совпадений/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Перейти к списку заявок' });
    expect(link.getAttribute('href')).toBe('/deal?phone=%2B79167654321');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe('the call column of the deal contacts', () => {
  it('hands a phone to the page that takes the calls (its call chat), for who has the phone actions', async () => {
    const called = vi.fn();
    const stop = handleContactCalls(called);
    try {
      setup([contact(), contact({ id: 7002, fio: 'Козлов Андрей Петрович', phone: '' })], {
        env: { phoneActions: true },
      });
      await screen.findByText('Козлов Андрей Петрович');
      const [full, empty] = rows();
      expect(within(empty!).queryByRole('button', { name: 'Позвонить' })).toBeNull();
      await userEvent.click(within(full!).getByRole('button', { name: 'Позвонить' }));
      expect(called).toHaveBeenCalledWith({ id: 7001, value: '+79167654321' });
    } finally {
      stop();
    }
  });

  it('has no call column without the phone actions, or where no page takes the calls', async () => {
    const stop = handleContactCalls(() => {});
    setup([contact()]);
    await screen.findAllByText('Петрова Мария Ивановна');
    expect(screen.queryByRole('button', { name: 'Позвонить' })).toBeNull();
    stop();
    cleanup();
    setup([contact()], { env: { phoneActions: true } });
    await screen.findByText('Петрова Мария Ивановна');
    expect(screen.queryByRole('button', { name: 'Позвонить' })).toBeNull();
  });
});
