import type { FsspResultItem, GetFsspResponseEvent } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { hubEvents } from '@/shared/events';
import { formatMoney } from '@/shared/lib/format-money';
import { toast } from '@/shared/ui/toast';
import { FsspReportDialog } from './fssp-report-dialog';

const DEAL = 100245;
const GUID = '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e';
const START = `GET /api/autocredit/spectrum-data-fssp-search-phisical/${DEAL}`;
const RESULT = `GET /api/autocredit/get-fssp-result-by-message-guid/${GUID}`;

const active: FsspResultItem = {
  name: 'Иванов Иван Иванович',
  entBdate: '1985-04-12',
  entBplace: 'г. Москва',
  epNumber: '123456/25/77001-ИП',
  weRisedate: '2025-03-14',
  weTypeName: 'Судебный приказ',
  weDate: '2025-02-20',
  weNumber: '2-345/2025',
  weIssuer: 'Судебный участок № 12 района Тверской г. Москвы',
  creditorInn: '7707083893',
  endDate: null,
  endArticle: null,
  endPoint: null,
  endSubpoint: null,
  weSubjTypeName: 'Задолженность по кредитным платежам',
  debtBalanceEp: 48250.5,
  debtBalanceDuty: 3377.54,
  debtBalanceTotal: 51628.04,
  bailiffOfficeTerotdel: 'Тверской ОСП ГУФССП России по г. Москве',
  bailiffOfficeAddress: '125009, г. Москва, ул. Тверская, д. 10',
  bailiffName: 'Орлов Дмитрий Сергеевич',
  bailiffPhone: '+74951112233',
  active: true,
};
const finished: FsspResultItem = {
  ...active,
  epNumber: '98765/21/77001-ИП',
  weRisedate: '2021-06-01',
  weTypeName: 'Исполнительный лист',
  weSubjTypeName: 'Штраф ГИБДД',
  creditorInn: null,
  endDate: '2022-01-15',
  endArticle: '46',
  endPoint: '1',
  endSubpoint: '3',
  debtBalanceEp: null,
  debtBalanceDuty: null,
  debtBalanceTotal: null,
  active: false,
};

const event = (data: Partial<GetFsspResponseEvent['data']>): GetFsspResponseEvent => ({
  type: 'getFsspResponse',
  data: { messageGuid: GUID, dealId: DEAL, personType: 'client', ...data },
  error: null,
});
const dispatch = (e: GetFsspResponseEvent) => act(() => hubEvents.dispatch(e));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(routes: { start?: FakeAnswer; result?: FakeAnswer } = {}) {
  const api = fakeApi({
    [START]: routes.start ?? answer({ result: { messageGuid: GUID } }),
    [RESULT]: routes.result ?? answer({ result: [finished, active] }),
  });
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  const onHide = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FsspReportDialog dealId={DEAL} visible onHide={onHide} />
    </QueryClientProvider>,
  );
  const started = () => waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(START));
  const resultCalls = () => api.calls.filter((c) => `${c.method} ${c.path}` === RESULT);
  return { ...api, error, onHide, started, resultCalls };
}

describe("the dialog 'Отчет ФССП'", () => {
  it("asks for the report and says 'Отчет формируется, пожалуйста подождите' until the event comes", async () => {
    const { started, resultCalls } = setup();
    expect(screen.getByRole('dialog', { name: 'Отчет ФССП' })).toBeTruthy();
    expect(screen.getByText('Отчет формируется, пожалуйста подождите')).toBeTruthy();
    await started();
    // Another search's event (another guid, or another deal's failure) changes nothing.
    dispatch(event({ messageGuid: '11111111-2222-4333-8444-555555555555' }));
    dispatch(event({ messageGuid: null, dealId: 100999 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Отчет формируется, пожалуйста подождите')).toBeTruthy();
    expect(resultCalls()).toHaveLength(0);
  });

  it("fetches the result of its guid and lists the active proceedings apart from 'ИП отсутствуют на сайте'", async () => {
    const { started, resultCalls } = setup();
    await started();
    dispatch(event({}));
    const activeSection = await screen.findByRole('region', { name: 'Действующие ИП' });
    const inactiveSection = screen.getByRole('region', { name: 'ИП отсутствуют на сайте' });
    expect(resultCalls()).toHaveLength(1);
    expect(screen.queryByText('Отчет формируется, пожалуйста подождите')).toBeNull();
    const summary = within(activeSection).getByText(/123456\/25\/77001-ИП от 14\.03\.2025/);
    expect(summary.textContent).toContain(formatMoney(51628.04));
    expect(within(activeSection).queryByText(/98765\/21/)).toBeNull();
    expect(within(inactiveSection).getByText(/98765\/21\/77001-ИП от 01\.06\.2021 · Штраф ГИБДД/)).toBeTruthy();
    expect(within(inactiveSection).queryByText(/123456\/25/)).toBeNull();
  });

  it("shows every field of a row with 'Подробно' and hides them with 'Скрыть'", async () => {
    const { started } = setup();
    await started();
    dispatch(event({}));
    const activeSection = await screen.findByRole('region', { name: 'Действующие ИП' });
    const more = within(activeSection).getByRole('button', { name: 'Подробно' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    const row = within(activeSection).getByTestId('fssp-proceeding');
    const value = (label: string) => within(row).getByText(label).nextElementSibling?.textContent;
    expect(value('Должник')).toBe('Иванов Иван Иванович');
    expect(value('Дата рождения')).toBe('12.04.1985');
    expect(value('Дата возбуждения ИП')).toBe('14.03.2025');
    expect(value('Дата исполнительного документа')).toBe('20.02.2025');
    expect(value('Номер исполнительного документа')).toBe('2-345/2025');
    expect(value('ИНН взыскателя')).toBe('7707083893');
    expect(value('Остаток долга')).toBe(formatMoney(48250.5));
    expect(value('Остаток долга')).toMatch(/^48\s250,50\s₽$/);
    expect(value('Исполнительский сбор')).toBe(formatMoney(3377.54));
    expect(value('Общая сумма задолженности')).toBe(formatMoney(51628.04));
    expect(value('Дата окончания ИП')).toBe('—');
    expect(value('Судебный пристав-исполнитель')).toBe('Орлов Дмитрий Сергеевич');
    expect(value('Телефон пристава')).toBe('+74951112233');
    expect(value('Действующее ИП')).toBe('Да');
    expect(within(row).getAllByRole('term')).toHaveLength(23);
    await userEvent.click(within(activeSection).getByRole('button', { name: 'Скрыть' }));
    expect(within(row).queryByText('Должник')).toBeNull();
    expect(within(activeSection).getByRole('button', { name: 'Подробно' })).toBeTruthy();

    const inactiveSection = screen.getByRole('region', { name: 'ИП отсутствуют на сайте' });
    await userEvent.click(within(inactiveSection).getByRole('button', { name: 'Подробно' }));
    const closed = within(inactiveSection).getByTestId('fssp-proceeding');
    const closedValue = (label: string) => within(closed).getByText(label).nextElementSibling?.textContent;
    expect(closedValue('Дата окончания ИП')).toBe('15.01.2022');
    expect(closedValue('Статья окончания')).toBe('46');
    expect(closedValue('Остаток долга')).toBe('—');
    expect(closedValue('Действующее ИП')).toBe('Нет');
  });

  it('keeps an event that comes before the guid, and uses it once the guid is known', async () => {
    const { resultCalls } = setup();
    dispatch(event({}));
    expect(await screen.findByRole('region', { name: 'Действующие ИП' })).toBeTruthy();
    expect(resultCalls()).toHaveLength(1);
  });

  it("says 'Нет данных для отображения' when nothing was found", async () => {
    const { started } = setup({ result: answer({ result: [] }) });
    await started();
    dispatch(event({}));
    expect(await screen.findByText('Нет данных для отображения')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("closes with 'При запросе отчета возникла ошибка' when the request fails", async () => {
    const { error, onHide } = setup({ start: answer({ result: 'При запросе отчета возникла ошибка' }, 500) });
    await waitFor(() => expect(error).toHaveBeenCalledWith('При запросе отчета возникла ошибка'));
    expect(onHide).toHaveBeenCalled();
  });

  it("says 'При формировании отчета возникла ошибка' for an event without a message guid", async () => {
    const { started, resultCalls, onHide } = setup();
    await started();
    dispatch({ ...event({ messageGuid: null }), error: 'Сервис ФССП не ответил' });
    expect((await screen.findByRole('alert')).textContent).toBe('При формировании отчета возникла ошибка');
    expect(screen.queryByText('Отчет формируется, пожалуйста подождите')).toBeNull();
    expect(resultCalls()).toHaveLength(0);
    expect(onHide).not.toHaveBeenCalled();
  });

  it("closes with 'Ошибка загрузки данных' when the result cannot be fetched", async () => {
    const { started, error, onHide } = setup({ result: answer({ result: 'Отчет не найден' }, 404) });
    await started();
    dispatch(event({}));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка загрузки данных'));
    expect(onHide).toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const { started, onHide } = setup();
    await started();
    await userEvent.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalled();
  });
});
