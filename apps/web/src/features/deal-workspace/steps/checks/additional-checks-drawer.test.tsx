import type { AdditionalCheck, AdditionalCheckPersonData, CompleteCheckEvent } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { hubEvents } from '@/shared/events';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { AdditionalChecksDrawer } from './additional-checks-drawer';

const DEAL = 100245;
const LIST = 'GET /api/check';
const CREATE = 'POST /api/check';

const ALGORITHMS = [
  { type: 'passportValidity', name: 'Проверка действительности паспорта' },
  { type: 'fsspDebts', name: 'Исполнительные производства ФССП' },
  { type: 'innByPassport', name: 'Поиск ИНН по паспорту' },
];

const PERSON: AdditionalCheckPersonData = {
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  birthDate: '1985-04-12',
  placeOfBirth: 'г. Москва',
  passportSeries: '4510',
  passportNumber: '123456',
  passportIssueDate: '2015-05-20',
  passportDivisionName: 'ОУФМС России по гор. Москве',
  passportIssueCode: '770-001',
  pastLastName: null,
  pastFirstName: null,
  pastMiddleName: null,
  pastIdSeries: null,
  pastIdNum: null,
  pastIssueDate: null,
  pastIssueCode: null,
  pastIssueAuthority: null,
  regAddrCountry: 'Россия',
  regAddrRegion: 'г Москва',
  regAddrCity: 'Москва',
  regAddrStreet: 'ул Тверская',
  regHouseExp: 'д 7',
  regFlatExp: 'кв 12',
  actAddrCountry: 'Россия',
  actAddrRegion: 'г Москва',
  actAddrCity: 'Москва',
  actAddrStreet: 'ул Тверская',
};

const run = (status: string, message: string | null) => ({
  status,
  data: message === null ? null : { message },
  createtAt: '2026-11-20T10:15:00+03:00',
  updatedAt: message === null ? null : '2026-11-20T10:15:09+03:00',
  request: null,
});

const COMPLETED = {
  id: 3021,
  createdAt: '2026-11-20T10:15:00+03:00',
  updatedAt: '2026-11-20T10:15:09+03:00',
  fullname: 'Иванов Иван Иванович',
  status: 'error',
  algorithms: {
    passportValidity: run('success', 'Сведения о недействительности паспорта не найдены'),
    fsspDebts: run('failure', 'Найдены исполнительные производства'),
    innByPassport: run('interrupted', 'Не выполнялась: предыдущая проверка провалена'),
  },
} as AdditionalCheck;
const ACTIVE = {
  id: 3022,
  createdAt: '2026-11-21T11:00:00+03:00',
  updatedAt: null,
  fullname: 'Иванов Иван Иванович',
  status: 'active',
  algorithms: { passportValidity: run('in_progress', null) },
} as AdditionalCheck;
const DONE = {
  ...ACTIVE,
  status: 'completed',
  updatedAt: '2026-11-21T11:00:04+03:00',
  algorithms: { passportValidity: run('success', 'Сведения о недействительности паспорта не найдены') },
} as AdditionalCheck;

function setup(options: { canRunChecks?: boolean; list?: FakeAnswer; create?: FakeAnswer } = {}) {
  let checks: AdditionalCheck[] = [ACTIVE, COMPLETED];
  const api = fakeApi({
    [LIST]: () => options.list ?? answer({ result: checks }),
    'GET /api/check/algorithm': answer({ result: ALGORITHMS }),
    [`GET /api/check/client-check-info/${DEAL}`]: answer({ result: PERSON }),
    [CREATE]: options.create ?? answer({ result: { success: true, id: 3023 } }),
  });
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AdditionalChecksDrawer dealId={DEAL} canRunChecks={options.canRunChecks ?? true} />
    </QueryClientProvider>,
  );
  const callsTo = (key: string) => api.calls.filter((c) => `${c.method} ${c.path}` === key);
  const setChecks = (next: AdditionalCheck[]) => (checks = next);
  return { ...api, success, error, callsTo, setChecks };
}

/**
 * Waits until an opened drawer or dialog has taken the focus (PrimeReact focuses it when its entering transition
 * ends: typing before that would go astray when the focus moves).
 */
const focusedWithin = (container: Element) =>
  waitFor(() => expect(container.contains(document.activeElement)).toBe(true));
const openDrawer = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'История доп. проверок' }));
  const drawer = await screen.findByTestId('additional-checks');
  await focusedWithin(drawer.closest('.p-sidebar')!);
  return drawer;
};
const listTable = () => screen.getByRole('table', { name: 'История доп. проверок' });
const openForm = async () => {
  await openDrawer();
  await userEvent.click(screen.getByRole('button', { name: 'Новая проверка' }));
  await screen.findByLabelText('Фамилия');
  const dialog = screen.getByRole('dialog', { name: 'Новая дополнительная проверка' });
  await focusedWithin(dialog);
  return dialog;
};
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const completeCheck = (dealId: number): CompleteCheckEvent => ({
  type: 'completeCheck',
  data: { dealId, message: `Завершена дополнительная проверка по заявке № ${dealId}`, checkId: 3022 },
  error: null,
});

beforeEach(() => sessionStore.setTokens('at', 'rt'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the drawer 'История доп. проверок'", () => {
  it('lists the checks of the deal with their status texts, 80rem wide', async () => {
    const { callsTo } = setup();
    const drawer = await openDrawer();
    expect(drawer.closest('.p-sidebar')!.getAttribute('style')).toContain('width: 80rem');
    await within(drawer).findByText('Завершена с ошибкой');
    expect(within(listTable()).getByText('Выполняется')).toBeTruthy();
    expect(within(listTable()).getAllByText('Иванов Иван Иванович')).toHaveLength(2);
    expect(callsTo(LIST)[0]!.query.get('dealId')).toBe(String(DEAL));
  });

  it("says 'Нет позиций для отображения' for none and 'Что-то пошло не так' when the list fails", async () => {
    setup({ list: answer({ result: [] }) });
    expect(await within(await openDrawer()).findByText('Нет позиций для отображения')).toBeTruthy();
    cleanup();
    setup({ list: answer({ result: 'Заявка не найдена' }, 404) });
    expect((await within(await openDrawer()).findByRole('alert')).textContent).toBe('Что-то пошло не так');
  });

  it("shows a check with each algorithm's status: 'Успешно', 'Провалена', 'Прервана', 'Выполняется'", async () => {
    setup();
    await openDrawer();
    const completedRow = (await within(listTable()).findByText('Завершена с ошибкой')).closest('tr')!;
    await userEvent.click(within(completedRow).getByRole('button', { name: 'Просмотр' }));
    const dialog = await screen.findByRole('dialog', { name: 'Дополнительная проверка' });
    const runs = within(dialog).getByRole('table', { name: 'Дополнительная проверка' });
    const rowOf = (name: string) => within(runs).getByText(name).closest('tr')!;
    await within(runs).findByText('Проверка действительности паспорта');
    expect(within(rowOf('Проверка действительности паспорта')).getByText('Успешно')).toBeTruthy();
    expect(within(rowOf('Исполнительные производства ФССП')).getByText('Провалена')).toBeTruthy();
    expect(
      within(rowOf('Исполнительные производства ФССП')).getByText('Найдены исполнительные производства'),
    ).toBeTruthy();
    expect(within(rowOf('Поиск ИНН по паспорту')).getByText('Прервана')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Дополнительная проверка' })).toBeNull());

    const activeRow = within(listTable()).getByText('Выполняется').closest('tr')!;
    await userEvent.click(within(activeRow).getByRole('button', { name: 'Просмотр' }));
    const active = await screen.findByRole('dialog', { name: 'Дополнительная проверка' });
    expect(within(within(active).getByRole('table')).getByText('Выполняется')).toBeTruthy();
  });

  it('reloads the list when a completeCheck event of the deal comes, not for another deal', async () => {
    const { callsTo, setChecks } = setup();
    await openDrawer();
    await within(listTable()).findByText('Выполняется');
    expect(callsTo(LIST)).toHaveLength(1);
    act(() => hubEvents.dispatch(completeCheck(100999)));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(callsTo(LIST)).toHaveLength(1);
    setChecks([DONE, COMPLETED]);
    act(() => hubEvents.dispatch(completeCheck(DEAL)));
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
    expect(await within(listTable()).findByText('Завершена')).toBeTruthy();
    expect(within(listTable()).queryByText('Выполняется')).toBeNull();
  });

  it("offers 'Новая проверка' only to those who may run checks", async () => {
    setup({ canRunChecks: false });
    await openDrawer();
    await within(listTable()).findByText('Выполняется');
    expect(screen.queryByRole('button', { name: 'Новая проверка' })).toBeNull();
  });
});

describe('the creation dialog', () => {
  it("is prefilled with the client's data; 'Проверить' needs a chosen check, 'Проверить все' none", async () => {
    setup();
    await openForm();
    expect((screen.getByLabelText('Фамилия') as HTMLInputElement).value).toBe('Иванов');
    expect((screen.getByLabelText('Дата рождения') as HTMLInputElement).value).toBe('12.04.1985');
    expect((screen.getByLabelText('Серия паспорта') as HTMLInputElement).value).toBe('4510');
    expect((screen.getByLabelText('Код подразделения') as HTMLInputElement).value).toBe('770-001');
    await screen.findByLabelText('Поиск ИНН по паспорту');
    expect(button('Проверить').disabled).toBe(true);
    expect(button('Проверить все').disabled).toBe(false);
    await userEvent.click(screen.getByLabelText('Поиск ИНН по паспорту'));
    expect(button('Проверить').disabled).toBe(false);
    expect(button('Проверить все').disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('Поиск ИНН по паспорту'));
    expect(button('Проверить').disabled).toBe(true);
    expect(button('Проверить все').disabled).toBe(false);
  });

  it('keeps the masks: series 4 digits, number 6, issue code 999-999', async () => {
    setup();
    await openForm();
    const series = screen.getByLabelText('Серия паспорта') as HTMLInputElement;
    await userEvent.clear(series);
    await userEvent.type(series, '45a1099');
    expect(series.value).toBe('4510');
    const number = screen.getByLabelText('Номер паспорта') as HTMLInputElement;
    await userEvent.clear(number);
    await userEvent.type(number, '12-34 5678');
    expect(number.value).toBe('123456');
    const code = screen.getByLabelText('Код подразделения') as HTMLInputElement;
    await userEvent.clear(code);
    await userEvent.type(code, '7700019');
    expect(code.value).toBe('770-001');
    // A pasted passport keeps the series' four digits.
    await userEvent.clear(series);
    await userEvent.paste('45 10 123456');
    expect(series.value).toBe('4510');
  });

  it("refuses an incomplete mask ('Неверные данные!') and a missing surname ('Обязательное поле!') without a call", async () => {
    const { callsTo } = setup();
    await openForm();
    await userEvent.clear(screen.getByLabelText('Серия паспорта'));
    await userEvent.type(screen.getByLabelText('Серия паспорта'), '45');
    await userEvent.clear(screen.getByLabelText('Фамилия'));
    await userEvent.type(screen.getByLabelText('Дата выдачи'), '{Backspace}{Backspace}{Backspace}{Backspace}');
    await userEvent.click(button('Проверить все'));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['Неверные данные!', 'Обязательное поле!', 'Введите валидное значение!']),
    );
    expect(screen.getByLabelText('Серия паспорта').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(CREATE)).toHaveLength(0);
    // Typing in a field takes its error away.
    await userEvent.type(screen.getByLabelText('Серия паспорта'), '10');
    expect(screen.getByLabelText('Серия паспорта').getAttribute('aria-invalid')).toBeNull();
  });

  it("'Проверить' runs the chosen checks: 'Данные успешно сохранены', the dialog closes, the list reloads", async () => {
    const { callsTo, success } = setup();
    await openForm();
    await within(listTable()).findByText('Выполняется');
    await userEvent.click(await screen.findByLabelText('Проверка действительности паспорта'));
    await userEvent.click(screen.getByLabelText('Поиск ИНН по паспорту'));
    await userEvent.click(button('Проверить'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Данные успешно сохранены'));
    const [sent] = callsTo(CREATE);
    expect(sent!.query.get('dealId')).toBe(String(DEAL));
    expect(sent!.body).toEqual({
      type: 'default',
      checkAlgorithmTypes: ['passportValidity', 'innByPassport'],
      data: PERSON,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новая дополнительная проверка' })).toBeNull());
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
  });

  it("'Проверить все' runs every check up to the first failure, with the data as typed", async () => {
    const { callsTo, success } = setup();
    await openForm();
    await userEvent.clear(screen.getByLabelText('Отчество'));
    await userEvent.type(screen.getByLabelText('Прежняя фамилия'), 'Петров');
    await userEvent.click(button('Проверить все'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Данные успешно сохранены'));
    expect(callsTo(CREATE)[0]!.body).toEqual({
      type: 'beforeFirstError',
      checkAlgorithmTypes: [],
      data: { ...PERSON, middleName: null, pastLastName: 'Петров' },
    });
  });

  it("says 'Ошибка сохранения формы' and puts the server's field errors at their fields", async () => {
    const { error, success } = setup({
      create: answer(
        { result: null, errors: [{ propertyPath: 'data.passportIssueDate', message: 'Введите валидное значение!' }] },
        400,
      ),
    });
    const dialog = await openForm();
    await userEvent.click(button('Проверить все'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка сохранения формы'));
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Дата выдачи').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('alert').textContent).toBe('Введите валидное значение!');
    expect(screen.getByRole('dialog', { name: 'Новая дополнительная проверка' })).toBeTruthy();
  });

  it("says 'Ошибка сохранения формы' when the server did not start the check", async () => {
    const { error } = setup({ create: answer({ result: { success: false } }) });
    await openForm();
    await userEvent.click(button('Проверить все'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка сохранения формы'));
  });
});
