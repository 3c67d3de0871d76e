import type { Decision } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { formatDate } from '@/shared/lib/format-date';
import { formatMoney } from '@/shared/lib/format-money';
import { formatDateTimeSeconds, formatNumber } from '@/features/deal-workspace/ui/table-values';
import { DecisionListStep } from './decision-list-step';

const DEAL = 100245;
const DECISIONS = `GET /api/autocredit/decisions/${DEAL}`;

const approved: Decision = {
  title: 'Одобрение',
  typeLabel: 'Одобрено',
  stateLabel: 'Актуальное',
  createdAt: '2026-11-20T10:43:00+03:00',
  createdByFio: 'Смирнова Ольга Викторовна',
  strategyName: 'Стандартная проверка',
  clientRating: '742',
  initialFee: 500000,
  initialFeePercent: 25,
  riskClass: 'B2',
  carCostConfirmed: 2000000,
  carCostRequested: 2100000,
  program: 'Автокредит Стандарт',
  amount: 1500000,
  term: 60,
  rate: 15.9,
  paymentMonthlyConfirm: 36397.43,
  clientSumMaxConfirmed: 1800000,
  clientSumTotalConfirmed: 1500000,
  brand: 'LADA',
  model: 'Vesta',
  modification: '1.6 MT (106 л.с.)',
  transmissionType: 'Механическая',
  engineDisplacement: 1600,
  engineCapacity: 106,
  yearIssue: 2026,
  sumTotalRequested: 1585000,
  clientConfirmedIncomeBudget: 120000,
  timerMessage: 'Долгий ответ клиента',
  options: [
    { isActive: true, serviceName: 'КАСКО', cost: 85000, tariff: '4,5 %', term: 12, isCredit: true },
    {
      isActive: false,
      serviceName: 'Карта помощи на дорогах',
      cost: 15000,
      tariff: 'Стандарт',
      term: 12,
      isCredit: false,
    },
  ],
};
const earlier: Decision = {
  ...approved,
  title: 'Предварительный отказ',
  typeLabel: 'Отказано',
  stateLabel: 'Неактуальное',
  createdAt: '2026-11-18T09:05:00+03:00',
  amount: 1700000,
  paymentMonthlyConfirm: null,
  timerMessage: null,
  options: [],
};

function setup(route: FakeAnswer, underwriter = true) {
  const api = fakeApi({ [DECISIONS]: route });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DecisionListStep dealId={DEAL} underwriter={underwriter} />
    </QueryClientProvider>,
  );
  return api;
}

/** The value of a labelled line of a figures table. */
const valueOf = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
const tableNamed = (caption: string) => screen.getByRole('table', { name: caption });

describe('the decisions step', () => {
  it('a tab per decision, newest first, named by the decision and its date', async () => {
    const { calls } = setup(answer({ result: [approved, earlier] }));
    expect(screen.getByRole('status')).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      `Одобрение от ${formatDate(approved.createdAt)}`,
      `Предварительный отказ от ${formatDate(earlier.createdAt)}`,
    ]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([DECISIONS]);
  });

  it("the decision's info, figures and input data, every field of the decision", async () => {
    setup(answer({ result: [approved] }));
    await screen.findAllByRole('tab');
    const info = tableNamed('Информация о решении');
    expect(valueOf(info, 'Решение')).toBe('Одобрение');
    expect(valueOf(info, 'Тип решения')).toBe('Одобрено');
    expect(valueOf(info, 'Состояние')).toBe('Актуальное');
    expect(valueOf(info, 'Дата решения')).toBe(formatDateTimeSeconds(approved.createdAt));
    expect(valueOf(info, 'Автор решения')).toBe('Смирнова Ольга Викторовна');
    expect(valueOf(info, 'Стратегия верификации')).toBe('Стандартная проверка');
    expect(valueOf(info, 'Рейтинг клиента')).toBe('742');
    expect(valueOf(info, 'Причина задержки')).toBe('Долгий ответ клиента');
    const figures = tableNamed('Показатели');
    expect(valueOf(figures, 'Кредитная программа')).toBe('Автокредит Стандарт');
    expect(valueOf(figures, 'Сумма кредита')).toBe(formatMoney(1500000));
    expect(valueOf(figures, 'Срок кредита')).toBe('60 мес.');
    expect(valueOf(figures, 'Ставка, % годовых')).toBe('15,9');
    expect(valueOf(figures, 'Ежемесячный платеж')).toBe(formatMoney(36397.43));
    expect(valueOf(figures, 'Первоначальный взнос')).toBe(formatMoney(500000));
    expect(valueOf(figures, 'Первоначальный взнос, %')).toBe('25 %');
    expect(valueOf(figures, 'Подтвержденная стоимость автомобиля')).toBe(formatMoney(2000000));
    expect(valueOf(figures, 'Максимальная сумма кредита')).toBe(formatMoney(1800000));
    expect(valueOf(figures, 'Общая сумма кредита')).toBe(formatMoney(1500000));
    expect(valueOf(figures, 'Подтвержденный доход')).toBe(formatMoney(120000));
    const input = tableNamed('Входные данные решения');
    expect(valueOf(input, 'Запрошенная стоимость автомобиля')).toBe(formatMoney(2100000));
    expect(valueOf(input, 'Запрошенная сумма кредита')).toBe(formatMoney(1585000));
    expect(valueOf(input, 'Марка')).toBe('LADA');
    expect(valueOf(input, 'Модель')).toBe('Vesta');
    expect(valueOf(input, 'Модификация')).toBe('1.6 MT (106 л.с.)');
    expect(valueOf(input, 'Коробка передач')).toBe('Механическая');
    expect(valueOf(input, 'Объем двигателя, куб. см')).toBe(formatNumber(1600));
    expect(valueOf(input, 'Мощность двигателя, л.с.')).toBe('106');
    expect(valueOf(input, 'Год выпуска')).toBe('2026');
  });

  it("the services table: each service, active and in credit as 'Да'/'Нет'", async () => {
    setup(answer({ result: [approved] }));
    await screen.findAllByRole('tab');
    const services = screen.getByText('Услуга').closest('table')!;
    const rows = within(services)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['КАСКО', 'Да', formatMoney(85000), '4,5 %', '12 мес.', 'Да'],
      ['Карта помощи на дорогах', 'Нет', formatMoney(15000), 'Стандарт', '12 мес.', 'Нет'],
    ]);
  });

  it('the costs of another product (costConfirmed, costRequested) are shown the same', async () => {
    const { carCostConfirmed: _c, carCostRequested: _r, ...rest } = approved;
    setup(answer({ result: [{ ...rest, costConfirmed: 900000, costRequested: 950000 }] }));
    await screen.findAllByRole('tab');
    expect(valueOf(tableNamed('Показатели'), 'Подтвержденная стоимость автомобиля')).toBe(formatMoney(900000));
    expect(valueOf(tableNamed('Входные данные решения'), 'Запрошенная стоимость автомобиля')).toBe(formatMoney(950000));
  });

  it('the risk class for underwriters only', async () => {
    setup(answer({ result: [approved] }), true);
    await screen.findAllByRole('tab');
    expect(valueOf(tableNamed('Информация о решении'), 'Класс риска')).toBe('B2');
  });

  it('no risk class line for the others', async () => {
    setup(answer({ result: [approved] }), false);
    await screen.findAllByRole('tab');
    expect(within(tableNamed('Информация о решении')).queryByRole('rowheader', { name: 'Класс риска' })).toBeNull();
  });

  it("another tab shows that decision; a decision without services says 'Нет данных для отображения'", async () => {
    setup(answer({ result: [approved, earlier] }));
    const tabs = await screen.findAllByRole('tab');
    await userEvent.click(tabs[1]!);
    const info = tableNamed('Информация о решении');
    expect(valueOf(info, 'Решение')).toBe('Предварительный отказ');
    expect(valueOf(info, 'Состояние')).toBe('Неактуальное');
    expect(valueOf(tableNamed('Показатели'), 'Ежемесячный платеж')).toBe('—');
    expect(within(info).queryByRole('rowheader', { name: 'Причина задержки' })).toBeNull();
    expect(screen.getByText('Нет данных для отображения')).toBeTruthy();
  });

  it("a deal without decisions: 'Нет данных для отображения'", async () => {
    setup(answer({ result: [] }));
    expect(await screen.findByText('Нет данных для отображения')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('a failed load says so', async () => {
    setup(answer({ result: 'Нет доступа', detail: 'Нет доступа' }, 403));
    expect((await screen.findByRole('alert')).textContent).toContain('Нет доступа');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
