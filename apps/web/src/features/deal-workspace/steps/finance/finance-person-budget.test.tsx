import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeRoute } from '@/shared/api/testing/fake-api';
import { toast } from '@/shared/ui/toast';
import { FinancePersonBudget } from './finance-person-budget';

const DEAL = 100273;
const PERSON = 50253;
const base = `/api/person/${PERSON}/budget`;

const block = (title: string, items: unknown[]) => answer({ result: { title, items } });
const income = {
  id: 33107,
  type: 'income',
  typeTitle: 'Заработная плата по основному месту работы',
  sum: 150000,
  status: 'confirmed',
  sumConfirmed: 150000,
};
const charge = {
  id: 33110,
  type: 'rent',
  typeTitle: 'Аренда жилья',
  sum: 30000,
  status: 'confirmed',
  sumConfirmed: 30000,
};
const rent = { id: 5120, type: { id: 2, name: 'Доход от сдачи имущества в аренду' }, sum: 35000 };

function setup(routes: Record<string, FakeRoute> = {}, canEdit = true) {
  const api = fakeApi({
    [`GET ${base}/get/incomes`]: block('Доходы', [income]),
    [`GET ${base}/get/charges/true`]: block('Расходы', [charge]),
    [`GET ${base}/get/loans/90273`]: block('Кредиты', []),
    [`GET /api/person/budget/${PERSON}/extended/list`]: answer({ result: [rent] }),
    [`GET /api/person/budget/${PERSON}/extended/set`]: answer({
      result: [
        { id: 2, name: 'Доход от сдачи имущества в аренду' },
        { id: 5, name: 'Пенсия' },
      ],
    }),
    'GET /api/suggest/creditCodes': answer({
      result: [
        { code: '01', name: 'Автокредит' },
        { code: '04', name: 'Потребительский кредит' },
      ],
    }),
    ...routes,
  });
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FinancePersonBudget dealId={DEAL} personId={PERSON} collectionId={90273} canEdit={canEdit} />
    </QueryClientProvider>,
  );
  return { ...api, error };
}

/** Picks an option of a PrimeReact Dropdown by its label. */
async function pick(input: HTMLElement, option: string) {
  await userEvent.click(input.closest('.p-dropdown') as HTMLElement);
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const posts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a confirmed sum (001 §5)', () => {
  it('takes a negative sum for a charge, sent with the set button; the button waits for a sum', async () => {
    const { calls } = setup({
      [`POST ${base}/set/charge/33110/-500`]: answer({ result: { ...charge, sumConfirmed: -500 } }),
    });
    const input = await screen.findByLabelText('Подтвержденная сумма: Аренда жилья');
    const set = within(input.closest('.confirmed-sum')!).getByRole('button', {
      name: 'Установить подтвержденную сумму',
    });
    await userEvent.clear(input);
    expect(set).toHaveProperty('disabled', true);
    await userEvent.type(input, '-500');
    expect((input as HTMLInputElement).value).toBe('-500');
    await userEvent.click(set);
    await waitFor(() => expect(posts(calls).map((c) => c.path)).toEqual([`${base}/set/charge/33110/-500`]));
  });

  it('keeps an income non-negative', async () => {
    setup();
    const input = await screen.findByLabelText('Подтвержденная сумма: Заработная плата по основному месту работы');
    await userEvent.clear(input);
    await userEvent.type(input, '-120000');
    expect((input as HTMLInputElement).value).toBe('120 000');
  });

  it("puts a 400's first message under the sum and keeps what was typed; a 403 says 'Доступ запрещен'", async () => {
    const { routes, error } = setup({
      [`POST ${base}/set/incomes/33107/99`]: answer(
        { result: [{ propertyPath: 'sumConfirmed', message: 'Сумма больше заявленной' }, { message: 'Второе' }] },
        400,
      ),
    });
    const input = await screen.findByLabelText('Подтвержденная сумма: Заработная плата по основному месту работы');
    await userEvent.clear(input);
    await userEvent.type(input, '99{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Сумма больше заявленной');
    expect(screen.queryByText('Второе')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('99');
    routes[`POST ${base}/set/incomes/33107/99`] = answer({ result: 'Нет доступа', detail: 'Нет доступа' }, 403);
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Доступ запрещен'));
  });
});

describe('the blocks of a budget (001 §2.4, §4, §8)', () => {
  const loan = {
    id: 33131,
    type: 'loan',
    typeTitle: 'ПАО Сбербанк, потребительский кредит',
    sum: 18000,
    sumAmount: 600000,
    status: 'not_confirmed',
    sumConfirmed: 18000,
  };
  const loansMonth = {
    id: 33121,
    type: 'loans_month',
    typeTitle: 'Ежемесячные платежи по кредитам',
    sum: 18000,
    status: 'adjustment',
    sumConfirmed: 18000,
  };

  it('shows each block with its title, items and the status texts; loans_month is not editable', async () => {
    setup({
      [`GET ${base}/get/charges/true`]: block('Расходы', [charge, loansMonth]),
      [`GET ${base}/get/loans/90273`]: block('Кредиты', [loan]),
    });
    const incomes = await screen.findByTestId('finance-incomes');
    expect(await within(incomes).findByRole('heading', { name: 'Доходы' })).toBeTruthy();
    expect(incomes.textContent).toContain('Проверка проведена');
    const charges = screen.getByTestId('finance-charges');
    expect(await within(charges).findByText('Ежемесячные платежи по кредитам')).toBeTruthy();
    expect(charges.textContent).toContain('Корректировка андерайтера');
    expect(screen.queryByLabelText('Подтвержденная сумма: Ежемесячные платежи по кредитам')).toBeNull();
    const loans = screen.getByTestId('finance-loans');
    expect(await within(loans).findByText('Проверка не проведена')).toBeTruthy();
    expect(loans.textContent?.replace(/\s/g, ' ')).toContain('600 000 ₽');
    expect(screen.getByLabelText('Подтвержденная сумма: ПАО Сбербанк, потребительский кредит')).toBeTruthy();
  });

  it("reloads the person's blocks after a loan's confirmed payment: the charges' loans_month follows", async () => {
    let payments = 18000;
    const { calls } = setup({
      [`GET ${base}/get/charges/true`]: () => block('Расходы', [charge, { ...loansMonth, sumConfirmed: payments }]),
      [`GET ${base}/get/loans/90273`]: () => block('Кредиты', [{ ...loan, sumConfirmed: payments }]),
      [`POST ${base}/set/loan/33131/20500.5`]: () => {
        payments = 20500.5;
        return answer({ result: { ...loan, sumConfirmed: payments, status: 'adjustment' } });
      },
    });
    const input = await screen.findByLabelText('Подтвержденная сумма: ПАО Сбербанк, потребительский кредит');
    await userEvent.clear(input);
    await userEvent.type(input, '20500.5{Enter}');
    const charges = screen.getByTestId('finance-charges');
    await waitFor(() => expect(charges.textContent?.replace(/\s/g, ' ')).toContain('20 500,50 ₽'));
    expect(posts(calls).map((c) => c.path)).toEqual([`${base}/set/loan/33131/20500.5`]);
    expect(calls.filter((c) => c.path === `${base}/get/charges/true`).length).toBe(2);
  });

  it('takes a sum with a comma or a dot and sends it with a dot', async () => {
    const { calls } = setup({
      [`POST ${base}/set/incomes/33107/120000.75`]: answer({ result: { ...income, sumConfirmed: 120000.75 } }),
    });
    const input = await screen.findByLabelText('Подтвержденная сумма: Заработная плата по основному месту работы');
    await userEvent.clear(input);
    await userEvent.type(input, '120000,75{Enter}');
    await waitFor(() => expect(posts(calls).map((c) => c.path)).toEqual([`${base}/set/incomes/33107/120000.75`]));
  });

  it("says 'Данные не найдены' (8 s) for a sum of an item gone, and for a block not found", async () => {
    const notFound = answer({ result: 'Данные не найдены', detail: 'Данные не найдены' }, 404);
    const { error } = setup({
      [`POST ${base}/set/incomes/33107/5`]: notFound,
      [`GET ${base}/get/loans/90273`]: notFound,
    });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Данные не найдены'));
    expect(screen.getByTestId('finance-loans').textContent).toContain('Данные не найдены');
    error.mockClear();
    const input = await screen.findByLabelText('Подтвержденная сумма: Заработная плата по основному месту работы');
    await userEvent.clear(input);
    await userEvent.type(input, '5{Enter}');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Данные не найдены'));
  });

  it("shows 'Нет данных для отображения' for an empty block", async () => {
    setup();
    const loans = await screen.findByTestId('finance-loans');
    await waitFor(() => expect(loans.textContent).toContain('Нет данных для отображения'));
  });
});

describe('the extended incomes of a person', () => {
  it('lists them, adds one once type and sum are given, and deletes one', async () => {
    const { calls } = setup({
      [`POST /api/person/budget/${PERSON}/extended/set`]: answer({ result: { ...rent, id: 5121 } }),
      'POST /api/person/budget/extended/delete/5120': answer({ result: true }),
    });
    const editor = await screen.findByTestId('extended-incomes');
    expect(await within(editor).findByText('Доход от сдачи имущества в аренду')).toBeTruthy();
    expect(editor.textContent?.replace(/\s/g, ' ')).toContain('35 000 ₽');
    const add = within(editor).getByRole('button', { name: 'Добавить доход' });
    expect(add).toHaveProperty('disabled', true);
    await userEvent.type(within(editor).getByLabelText('Сумма'), '12000');
    expect(add).toHaveProperty('disabled', true);
    await pick(within(editor).getByLabelText('Тип дохода'), 'Пенсия');
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    await userEvent.click(add);
    await waitFor(() =>
      expect(posts(calls)[0]).toMatchObject({
        path: `/api/person/budget/${PERSON}/extended/set`,
        body: { extendedBudget: { type: 5, sum: 12000 } },
      }),
    );
    await userEvent.click(
      within(editor).getByRole('button', { name: 'Удалить доход: Доход от сдачи имущества в аренду' }),
    );
    await waitFor(() => expect(posts(calls)[1]?.path).toBe('/api/person/budget/extended/delete/5120'));
  });

  it('tells each message of a refusal, else that something went wrong', async () => {
    const { routes, error } = setup({
      'POST /api/person/budget/extended/delete/5120': answer(
        { result: [{ message: 'Доход уже подтвержден и не может быть удален' }, { message: 'Второе сообщение' }] },
        400,
      ),
    });
    const editor = await screen.findByTestId('extended-incomes');
    const remove = await within(editor).findByRole('button', { name: /^Удалить доход/ });
    await userEvent.click(remove);
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      'Доход уже подтвержден и не может быть удален',
      'Второе сообщение',
    ]);
    routes['POST /api/person/budget/extended/delete/5120'] = answer({}, 409);
    await userEvent.click(remove);
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Что-то пошло не так'));
  });
});

it("says 'Что-то пошло не так' when the extended incomes cannot be loaded", async () => {
  const { error } = setup({
    [`GET /api/person/budget/${PERSON}/extended/list`]: answer({ result: 'Данные не найдены' }, 404),
  });
  await waitFor(() => expect(error).toHaveBeenCalledWith('Что-то пошло не так'));
  expect(screen.getByTestId('extended-incomes').textContent).toContain('Что-то пошло не так');
});

describe("the add-loan dialog ('Добавить кредит')", { timeout: 15000 }, () => {
  async function fill() {
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить кредит' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Кредитор'), 'ПАО Сбербанк');
    await pick(within(dialog).getByLabelText('Тип кредита'), 'Потребительский кредит');
    await userEvent.type(within(dialog).getByLabelText('Тип записи БКИ'), 'active');
    await userEvent.type(within(dialog).getByLabelText('Сумма кредита'), '600000');
    await userEvent.type(within(dialog).getByLabelText('Подтвержденный платеж'), '-18500');
    return dialog;
  }

  it('waits for every field and a monthly payment that starts with 1-9, then adds the loan', async () => {
    const { calls } = setup({ [`POST ${base}/add/loan`]: answer({ result: { id: 1, type: 'loan' } }) });
    const dialog = await fill();
    const add = within(dialog).getByRole('button', { name: 'Добавить' });
    expect(add).toHaveProperty('disabled', true);
    const payment = within(dialog).getByLabelText('Ежемесячный платеж');
    await userEvent.type(payment, '018500');
    await userEvent.tab();
    expect(within(dialog).getByRole('alert').textContent).toBe('Введите валидное значение!');
    expect(add).toHaveProperty('disabled', true);
    await userEvent.clear(payment);
    await userEvent.type(payment, '18500,5');
    expect(add).toHaveProperty('disabled', false);
    await userEvent.click(add);
    await waitFor(() =>
      expect(posts(calls)[0]).toMatchObject({
        path: `${base}/add/loan`,
        body: {
          title: 'ПАО Сбербанк',
          sumAmount: 600000,
          bkiType: 'active',
          type: '04',
          sum: 18500.5,
          sumConfirm: -18500,
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Доступ запрещен' (8 s) when the loan is refused with a 403, and keeps the dialog", async () => {
    const { error } = setup({ [`POST ${base}/add/loan`]: answer({ result: 'Нет доступа' }, 403) });
    const dialog = await fill();
    await userEvent.type(within(dialog).getByLabelText('Ежемесячный платеж'), '18500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Доступ запрещен'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("puts a 400's first message at its field and keeps the dialog as typed", async () => {
    setup({
      [`POST ${base}/add/loan`]: answer({ result: [{ propertyPath: 'title', message: 'Укажите кредитора' }] }, 400),
    });
    const dialog = await fill();
    await userEvent.type(within(dialog).getByLabelText('Ежемесячный платеж'), '18500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Укажите кредитора');
    expect((within(dialog).getByLabelText('Кредитор') as HTMLInputElement).value).toBe('ПАО Сбербанк');
  });
});

it('offers no edits to who may not change the budget', async () => {
  setup({}, false);
  await screen.findByText('Доход от сдачи имущества в аренду');
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Добавить кредит' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Добавить доход' })).toBeNull();
});
