import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeRoute } from '@/shared/api/testing/fake-api';
import { toast } from '@/shared/ui/toast';
import { PDN_POLL_MS } from './finance-api';
import { FinanceResults } from './finance-results';
import { PdnResult } from './pdn-result';

const DEAL = 100273;
const figures = {
  sumMaxConfirmed: 2400000,
  sumTotalConfirmed: 1254000,
  paymentMonthlyMax: 58000,
  srd: 150000,
  pd: 18500,
  paymentMonthly: 42039,
};
const pdnOf = (over: Record<string, unknown> = {}) => ({
  pdn: 32.7,
  totalPayments: 60539.02,
  totalIncomes: 185000,
  incomeType: 'Подтвержденный доход (справка 2-НДФЛ)',
  messageGuid: '4f6b2d8e-1a3c-4e5f-9b7d-2c8e0a1f3b5d',
  bkiReport: null,
  ...over,
});

function setup(routes: Record<string, FakeRoute>, ui: React.ReactNode) {
  const api = fakeApi(routes);
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );
  return { ...api, error };
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the results panel (001 §2.4)', () => {
  const routes = { [`GET /api/autocredit/${DEAL}/client/getMaxCreditSum`]: answer({ result: figures }) };

  it('shows max loan sum, total loan sum, max monthly payment, СрД and ПД to viewers and underwriters', async () => {
    setup(routes, <FinanceResults dealId={DEAL} showPaymentMax />);
    const panel = await screen.findByTestId('finance-results');
    await waitFor(() => expect(text(panel)).toContain('2 400 000'));
    expect([...panel.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Максимальная сумма кредита',
      'Общая сумма кредита',
      'Максимальный ежемесячный платеж',
      'СрД',
      'ПД',
    ]);
    expect(text(panel)).toContain('1 254 000');
    expect(text(panel)).toContain('58 000');
    expect(text(panel)).toContain('150 000');
    expect(text(panel)).toContain('18 500');
  });

  it('shows no max monthly payment to the others (001 §6: viewer or underwriter)', async () => {
    setup(routes, <FinanceResults dealId={DEAL} showPaymentMax={false} />);
    const panel = await screen.findByTestId('finance-results');
    await waitFor(() => expect(text(panel)).toContain('2 400 000'));
    expect(panel.textContent).not.toContain('Максимальный ежемесячный платеж');
    expect(text(panel)).not.toContain('58 000');
  });

  it("says 'Данные не найдены' (8 s) when the deal's figures are not found", async () => {
    const { error } = setup(
      {
        [`GET /api/autocredit/${DEAL}/client/getMaxCreditSum`]: answer(
          { result: 'Данные не найдены', detail: 'Данные не найдены' },
          404,
        ),
      },
      <FinanceResults dealId={DEAL} showPaymentMax />,
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Данные не найдены'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('finance-results').textContent).not.toContain('…');
  });
});

describe('the debt-load ratio (ПДН)', () => {
  it('shows ПДН, payments, incomes, the income type, the request id and the credit-bureau link', async () => {
    setup(
      { [`GET /api/pdn/${DEAL}`]: answer({ result: pdnOf({ bkiReport: 'https://bki.example/report/77' }) }) },
      <PdnResult dealId={DEAL} />,
    );
    const pdn = await screen.findByTestId('pdn-result');
    expect(text(pdn)).toContain('32,7 %');
    expect(text(pdn)).toContain('60 539,02');
    expect(text(pdn)).toContain('185 000');
    expect(pdn.textContent).toContain('Подтвержденный доход (справка 2-НДФЛ)');
    expect(pdn.textContent).toContain('4f6b2d8e-1a3c-4e5f-9b7d-2c8e0a1f3b5d');
    const link = screen.getByRole('link', { name: 'Отчет БКИ' });
    expect(link.getAttribute('href')).toBe('https://bki.example/report/77');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("downloads a report that is the API's file with the session", async () => {
    const { calls } = setup(
      {
        [`GET /api/pdn/${DEAL}`]: answer({ result: pdnOf({ bkiReport: '/api/file/get/1900100273' }) }),
        'GET /api/file/get/1900100273': answer('%PDF'),
      },
      <PdnResult dealId={DEAL} />,
    );
    const url = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL: url, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'Отчет БКИ.pdf' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/file/get/1900100273')).toBe(true));
    await waitFor(() => expect(click).toHaveBeenCalled());
  });

  it('asks again while the bureau has not answered, and shows the figures once it has', async () => {
    let answered = false;
    const { calls } = setup(
      {
        [`GET /api/pdn/${DEAL}`]: () =>
          answer({
            result: answered
              ? pdnOf()
              : pdnOf({ pdn: null, totalPayments: null, totalIncomes: null, incomeType: null }),
          }),
      },
      <PdnResult dealId={DEAL} />,
    );
    const pdn = await screen.findByTestId('pdn-result');
    expect(pdn.textContent).toContain('Ответ бюро кредитных историй еще не получен');
    answered = true;
    await waitFor(() => expect(text(pdn)).toContain('32,7 %'), { timeout: PDN_POLL_MS + 2000 });
    expect(pdn.textContent).not.toContain('Ответ бюро кредитных историй еще не получен');
    const asked = calls.filter((c) => c.path === `/api/pdn/${DEAL}`).length;
    expect(asked).toBe(2);
  }, 10000);

  it("says 'Данные не найдены' (8 s) for a deal not found", async () => {
    const { error } = setup(
      { [`GET /api/pdn/${DEAL}`]: answer({ result: 'Данные не найдены', detail: 'Данные не найдены' }, 404) },
      <PdnResult dealId={DEAL} />,
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Данные не найдены'));
    expect(screen.queryByTestId('pdn-result')).toBeNull();
  });
});
