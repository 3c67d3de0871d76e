import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Calculator, Role, User } from '@autocredit/generated/api';
import { queryKeys } from '@/shared/api/query-keys';
import { answer, fakeApi, type FakeCall, type FakeRoute } from '@/shared/api/testing/fake-api';
import { formatMoney } from '@/shared/lib/format-money';
import { toast } from '@/shared/ui/toast';
import { CAR_INFO, INITIAL, PROGRAMS, PROMOS, SERVICES, VARIANTS, recalculated } from '../testing/calculator-fixtures';
import { CalculatorPage } from './calculator-page';

const CALCULATE = 'POST /api/fastDecision/calculate';
const VARIANTS_CALL = 'POST /api/fastDecision/variants';
const PROMO = 'GET /api/fastDecision/programsPromo/3';

let pathname = '';
function LocationProbe() {
  pathname = useLocation().pathname;
  return null;
}

/** The signed-in user of a role (an operator unless told). */
const userOf = (role: Role): User => ({
  id: 2,
  username: 'goz',
  fio: 'Иванова Мария Сергеевна',
  roles: [role],
  allPrivileges: [],
  isSwitched: false,
  salePoint: null,
});

function setup({
  withoutDealCreate = false,
  routes = {},
  role = 'ROLE_GOZ',
}: { withoutDealCreate?: boolean; routes?: Record<string, FakeRoute>; role?: Role } = {}) {
  const api = fakeApi({
    'GET /api/fastDecision/calculate': answer({ result: INITIAL }),
    [CALCULATE]: (call) => answer({ result: recalculated((call.body as { calculator: Calculator }).calculator) }),
    [VARIANTS_CALL]: answer({ result: VARIANTS }),
    'GET /api/fastDecision/programs/3': answer({ result: PROGRAMS }),
    [PROMO]: answer({ result: PROMOS }),
    'GET /api/fastDecision/servicesInfo/3': answer({ result: SERVICES }),
    'GET /api/fastDecision/program/14/carInfo': answer({ result: CAR_INFO }),
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.user, userOf(role));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/create-short-request']}>
        <CalculatorPage withoutDealCreate={withoutDealCreate} />
        <ConfirmDialog />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

/** Money as the user reads it (the formatter's no-break spaces read as spaces). */
const money = (value: number) => formatMoney(value).replace(/\s/g, ' ');

const count = (calls: FakeCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length;
const bodyOf = (calls: FakeCall[], key: string) =>
  (calls.filter((c) => `${c.method} ${c.path}` === key).at(-1)?.body as { calculator: Calculator }).calculator;

/** Picks an option of a labelled dropdown (a light one wakes up on the click). */
async function choose(label: string, option: string) {
  const input = await screen.findByLabelText(label);
  fireEvent.click(input.closest('[data-light-dropdown], .p-dropdown')!);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillMainFields() {
  await choose('Партнер', 'Дилерский центр «Рольф»');
  await waitFor(() => expect(screen.getByLabelText('Программа')).not.toHaveProperty('disabled', true));
  await choose('Программа', 'Автокредит Стандарт');
  await userEvent.type(screen.getByLabelText('Стоимость автомобиля'), '2150000');
  await userEvent.type(screen.getByLabelText('Первоначальный взнос'), '500000');
}

const variantsTable = () => screen.findByRole('table', { name: 'Варианты кредита' }, { timeout: 5000 });

afterEach(() => vi.restoreAllMocks());

describe('the credit calculator page', { timeout: 15_000 }, () => {
  it('shows a loading state, then the form with its defaults and no variants yet', async () => {
    const { calls } = setup();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByLabelText('Стоимость автомобиля')).toBeTruthy();
    expect(screen.getByText('Варианты появятся, когда заполнены основные поля')).toBeTruthy();
    expect(document.querySelector('#calc-autocredit-term')?.closest('.p-dropdown')?.textContent).toContain('60');
    expect(count(calls, CALCULATE)).toBe(0);
  });

  it('loads the partner’s programs, promo programs and services when the partner changes', async () => {
    const { calls } = setup();
    await choose('Партнер', 'Дилерский центр «Рольф»');
    const services = await screen.findByRole('table', { name: 'Дополнительные услуги' });
    expect(within(services).getByText('Страхование жизни и здоровья')).toBeTruthy();
    expect(within(services).getByText('Телемедицина')).toBeTruthy();
    expect(count(calls, 'GET /api/fastDecision/programs/3')).toBe(1);
    expect(count(calls, PROMO)).toBe(1);
    expect(count(calls, 'GET /api/fastDecision/servicesInfo/3')).toBe(1);
    await choose('Акция', 'Акция «Ставка 9,9 %»');
    await choose('Программа', 'Автокредит Экспресс');
  });

  it("says 'Не удалось получить список программ' when the promo programs fail", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    setup({ routes: { [PROMO]: answer({ result: 'Ошибка' }, 500) } });
    await choose('Партнер', 'Дилерский центр «Рольф»');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Не удалось получить список программ'));
  });

  it('reloads the car info on a program change and clears the year of a new car', async () => {
    const { calls } = setup();
    await choose('Партнер', 'Дилерский центр «Рольф»');
    const year = screen.getByLabelText('Год выпуска') as HTMLInputElement;
    await userEvent.type(year, '20a21');
    expect(year.value).toBe('2021');
    await choose('Программа', 'Автокредит Стандарт');
    await waitFor(() => expect(count(calls, 'GET /api/fastDecision/program/14/carInfo')).toBe(1));
    await waitFor(() => expect(year.value).toBe(''));
  });

  it('recalculates once when every main field is set, shows the variants with money formatted, and clears them on a change', async () => {
    const { calls } = setup();
    await fillMainFields();
    const table = await variantsTable();
    expect(count(calls, CALCULATE)).toBe(1);
    expect(count(calls, VARIANTS_CALL)).toBe(1);
    expect(bodyOf(calls, VARIANTS_CALL).autocredit).toMatchObject({ carCostRequested: 2_150_000, initialFee: 500_000 });
    expect(calls.find((c) => c.path === '/api/fastDecision/variants')?.body).toMatchObject({
      needSave: 0,
      confirmBudget: 0,
    });
    expect(within(table).getAllByText(money(1_650_000))).toHaveLength(3);
    expect(within(table).getByText(money(40_037.18))).toBeTruthy();
    expect(within(table).getByText(money(752_230.8))).toBeTruthy();
    expect(within(table).getAllByText('23,26 %')).toHaveLength(3);
    // The server's answer fills the form.
    expect((screen.getByLabelText('Ставка, %') as HTMLInputElement).value).toBe('15,9');
    expect((screen.getByLabelText('Сумма кредита') as HTMLInputElement).value).toBe('1 650 000');

    await userEvent.type(screen.getByLabelText('Доп. оборудование'), '45000');
    expect(screen.queryByRole('table', { name: 'Варианты кредита' })).toBeNull();
    await variantsTable();
    expect(count(calls, CALCULATE)).toBe(2);
    expect(bodyOf(calls, CALCULATE).equipment.cost).toBe(45_000);
  });

  it('marks the current term, and a chosen variant’s term becomes current', async () => {
    const { calls } = setup();
    await fillMainFields();
    const table = await variantsTable();
    const rowOf = (term: string) => within(table).getByText(term, { selector: 'span' }).closest('tr')!;
    expect(within(rowOf('60')).getByRole('img', { name: 'Текущий срок' })).toBeTruthy();
    await userEvent.click(rowOf('36'));
    await waitFor(() => expect(within(rowOf('36')).queryByRole('img', { name: 'Текущий срок' })).toBeTruthy());
    expect(within(rowOf('60')).queryByRole('img', { name: 'Текущий срок' })).toBeNull();
    await waitFor(() => expect(bodyOf(calls, CALCULATE).autocredit.term).toBe(36));
    expect(screen.getByRole('table', { name: 'Варианты кредита' })).toBeTruthy();
    expect(count(calls, VARIANTS_CALL)).toBe(1);
  });

  it('turns a service on when it is put in the credit, and shows its percent of the car’s cost', async () => {
    const { calls } = setup();
    await fillMainFields();
    await variantsTable();
    await userEvent.click(screen.getByLabelText('Телемедицина: В кредит'));
    expect((screen.getByLabelText('Телемедицина: Подключена') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('calc-services-total').textContent?.replace(/\s/g, ' ')).toBe('9 900,00 ₽');
    expect(screen.getAllByText('0,46')).toHaveLength(2); // the service's and the total's
    await variantsTable();
    expect(bodyOf(calls, VARIANTS_CALL).optionalServices[1]).toMatchObject({ active: true, isCredit: true });
  });

  it('shows the errors of a 400 as messages for 8 s and on their fields', async () => {
    const show = vi.spyOn(toast, 'show').mockImplementation(() => {});
    const message = 'Первоначальный взнос не может превышать стоимость автомобиля';
    setup({
      routes: {
        [VARIANTS_CALL]: answer(
          { result: null, errors: [{ propertyPath: 'calculator.autocredit.initialFee', message }] },
          400,
        ),
      },
    });
    await fillMainFields();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ severity: 'error', summary: message, detail: 'Первоначальный взнос', life: 8000 }),
      ),
    );
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('has no create button without deal creation (credit-calculator-lite)', async () => {
    setup({ withoutDealCreate: true });
    await screen.findByLabelText('Стоимость автомобиля');
    expect(screen.queryByRole('button', { name: 'Создать заявку' })).toBeNull();
  });

  it("offers 'Создать заявку' to operators only, whatever the route (the calculator-only user gets 403 on it)", async () => {
    setup({ role: 'ROLE_CREDIT_CALCULATOR' });
    await screen.findByLabelText('Стоимость автомобиля');
    expect(screen.queryByRole('button', { name: 'Создать заявку' })).toBeNull();
  });

  it('asks for the required fields before it creates', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Создать заявку' }));
    expect(screen.getAllByText('Пожалуйста, заполните это поле.')).toHaveLength(2); // partner and car cost
    expect(screen.queryByText('Вы действительно хотите создать новую сделку?')).toBeNull();
    expect(count(calls, 'POST /api/fastDecision/create')).toBe(0);
  });

  it('refuses to create above 12 000 000', async () => {
    setup();
    await userEvent.type(await screen.findByLabelText('Стоимость автомобиля'), '13000000');
    expect(screen.getAllByText('Максимальная сумма кредита - 12 млн. рублей').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Создать заявку' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates a fast-decision deal after Да, claims its first task and opens the short form', async () => {
    const { calls } = setup({
      routes: {
        'POST /api/fastDecision/create': answer({ result: { id: 555 } }),
        'GET /api/deal/555/tasks': answer({ result: [{ id: 901, processName: 'fast_decision', currentRole: 'goz' }] }),
        'POST /api/task/claim/901': answer({ result: { id: 901 } }),
      },
    });
    await fillMainFields();
    await variantsTable();
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    expect(await screen.findByText('Вы действительно хотите создать новую сделку?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(pathname).toBe('/short-request-person/555'));
    expect(bodyOf(calls, 'POST /api/fastDecision/create').autocredit).toMatchObject({
      partner: { id: 3 },
      program: { id: 14 },
      carCostRequested: 2_150_000,
    });
    const order = calls.map((c) => `${c.method} ${c.path}`).filter((k) => /create|tasks|claim/.test(k));
    expect(order).toEqual(['POST /api/fastDecision/create', 'GET /api/deal/555/tasks', 'POST /api/task/claim/901']);
  });
});
