import type { AutocreditInfo, Form, Role } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/shared/api/client';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { DealPage } from './deal-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const deal = {
  id: 100273,
  client: { id: 50253, name: 'Смирнова Лариса Юрьевна' },
  collection: { id: 90273 },
  partner: { id: 12, specialName: 'Автосалон «Рольф Юг», Москва', isWithoutAcceptAct: true },
  createdUserName: 'Горшкова Маргарита Борисовна',
  createdAt: '2026-11-21T18:18:08+03:00',
  contractNumber: 'АК-100273',
  lastDecision: null,
  decisionTypeLabel: 'Полная заявка',
  costRequested: 1254000,
  term: 72,
  status: 'На доработке',
  currentVerificationStrategy: { id: 3, name: 'Усиленная проверка' },
  oldVerificationStrategy: { id: 2, name: 'Экспресс-проверка' },
} as unknown as AutocreditInfo;

const SPOUSE = 2000013;
const SPOUSE_INCOME = {
  id: 33120,
  type: 'income',
  typeTitle: 'Пенсия супруги',
  sum: 24000,
  status: 'not_confirmed',
  sumConfirmed: null,
};
/** The finance step's form: a group per person with its id and property (read-only: the deal view). */
const person = (label: string, id: number, apartment: string) => ({
  type: 'form' as const,
  label,
  children: {
    id: { type: 'hidden' as const, label: null, value: id },
    realEstate: {
      type: 'form' as const,
      label: 'Сведения об имуществе',
      children: {
        apartmentCheck: {
          type: 'choice' as const,
          label: 'Квартира',
          value: apartment,
          choices: [
            { value: 'confirmed', label: 'Подтверждено' },
            { value: 'absent', label: 'Отсутствует' },
          ],
          attributes: { readonly: true },
        },
      },
    },
  },
});

const STEPS = {
  client: 'Клиент',
  dealComments: 'Комментарии',
  financial: 'Финансы',
  history: 'История',
  unknownStep: 'Неизвестный шаг',
};
const formOf = (step: string): Form => ({
  formName: step,
  steps: STEPS,
  current_step: step,
  next_step: null,
  errors: [],
  fields:
    step === 'client'
      ? {
          client: {
            type: 'form',
            label: 'Заемщик',
            children: {
              fio: {
                type: 'fioAndGender',
                label: 'ФИО',
                value: { surName: 'Смирнова', firstName: 'Лариса', middleName: 'Юрьевна', gender: 'woman' },
                attributes: { readonly: true },
              },
              birthDate: {
                type: 'birthDate',
                label: 'Дата рождения',
                value: '1960-01-02',
                attributes: { readonly: true },
              },
              bornPlace: {
                type: 'text',
                label: 'Место рождения',
                value: 'г. Сочи',
                attributes: { readonly: true, changed: true },
              },
            },
          },
          spouse: { type: 'form', label: 'Супруг(а)', children: {} },
        }
      : step === 'financial'
        ? { client: person('Заемщик', 50253, 'confirmed'), spouse: person('Супруг(а)', SPOUSE, 'absent') }
        : {},
});

const FSSP_LINK =
  'https://fssp.gov.ru/iss/ip?is%5Bvariant%5D=1&is%5Blast_name%5D=%D0%A1%D0%BC%D0%B8%D1%80%D0%BD%D0%BE%D0%B2%D0%B0';
let innLoads = 0;
let innFails = false;
let dealFailures = 0;
/** The steps the deal-info form was asked for. */
let formLoads: Array<string | null> = [];
/** A deal the server does not know (404) and one the user may not see (403). */
const GONE = 404404;
const HIDDEN = 403403;
let maxSum = 2400000;
let calls: Array<Record<string, unknown>> = [];
const posted: Array<{ path: string; body: unknown }> = [];
/** The holder of the deal's open underwriter task (`u`: the signed-in user works the deal). */
let holder: string | null = 'u';
const SENT_AT = new Date(2026, 10, 22, 10, 0, 5).getTime() / 1000;

function start(path: string, roles: Role[] = ['ROLE_UNDERWRITER']) {
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    {
      fetch: (async (request: Request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/user/')
          return json({
            result: { id: 3, username: 'u', fio: 'Ю', roles, allPrivileges: ['deal-view-info'], isSwitched: false },
          });
        if (url.pathname.endsWith(`/${GONE}`) || url.pathname.endsWith(`/${GONE}/`))
          return json({ result: 'Заявка не найдена', detail: 'Заявка не найдена' }, 404);
        if (url.pathname.endsWith(`/${HIDDEN}`)) return json({ result: 'Нет доступа', detail: 'Нет доступа' }, 403);
        if (url.pathname === `/api/autocredit/${deal.id}`) {
          if (dealFailures > 0) {
            dealFailures -= 1;
            return json({ result: 'Сервис недоступен' }, 418);
          }
          return json({ result: deal });
        }
        if (url.pathname === `/api/deal/${deal.id}/tasks`)
          return json({
            result: [{ id: 731523, name: 'Проверка андеррайтером', currentRole: 'underwriter', assignee: holder }],
          });
        if (url.pathname === `/api/autocredit/contacts/${deal.id}`)
          return json({
            result: {
              client: {
                name: 'Смирнова Лариса Юрьевна',
                addressRegistration: { value: 'г Москва, ул Набережная, д 43, кв 260' },
                contacts: [
                  {
                    id: 5012,
                    type: 'mobilePhone',
                    value: '+79426669897',
                    note: 'Основной',
                    comments: [
                      { id: 1, text: 'Не берет трубку', createdAt: SENT_AT, user: { id: 6, fio: 'Смирнова О. В.' } },
                    ],
                  },
                ],
              },
              spouse: null,
              thirdFace: null,
              employer: {
                name: 'ООО «Вектор-Строй»',
                headFullName: 'Кузнецов Павел Андреевич',
                contacts: [
                  { id: 5020, phoneTypeTitle: 'Рабочий телефон', value: '+74957654321', additionalNumber: '214' },
                ],
              },
            },
          });
        if (url.pathname === `/api/autocredit/deal-info/${deal.id}`) {
          formLoads.push(url.searchParams.get('step'));
          if (url.searchParams.get('step') === 'bogus')
            return json({ result: 'Шаг формы не найден', detail: 'Шаг формы не найден' }, 400);
          return json({ result: formOf(url.searchParams.get('step') ?? 'client') });
        }
        if (url.pathname === `/api/person/${deal.client!.id}/inn/load`) {
          innLoads += 1;
          if (innFails) return json({ result: 'ИНН не найден по паспортным данным' }, 400);
          return json({ result: { inn: '500100732259' } });
        }
        if (url.pathname === `/api/person/${deal.client!.id}/budget/get/incomes`)
          return json({
            result: {
              title: 'Доходы',
              items: [
                {
                  id: 33107,
                  type: 'income',
                  typeTitle: 'Заработная плата по основному месту работы',
                  sum: 150000,
                  status: 'confirmed',
                  sumConfirmed: 150000,
                  sumGksConfirmed: null,
                },
              ],
            },
          });
        if (url.pathname === `/api/person/${deal.client!.id}/budget/get/charges/true`)
          return json({
            result: {
              title: 'Расходы',
              items: [
                {
                  id: 33110,
                  type: 'loans_month',
                  typeTitle: 'Платежи по кредитам',
                  sum: 18500,
                  status: 'confirmed',
                  sumConfirmed: 18500,
                },
              ],
            },
          });
        if (url.pathname.startsWith(`/api/person/${deal.client!.id}/budget/get/loans/`))
          return json({ result: { title: 'Кредиты', items: [] } });
        if (url.pathname.startsWith('/api/person/budget/')) return json({ result: [] });
        if (url.pathname === `/api/person/${SPOUSE}/budget/get/incomes`)
          return json({ result: { title: 'Доходы', items: [{ ...SPOUSE_INCOME }] } });
        if (url.pathname === `/api/autocredit/${deal.id}/client/getMaxCreditSum`)
          return json({
            result: {
              sumMaxConfirmed: maxSum,
              sumTotalConfirmed: 1254000,
              paymentMonthlyMax: 58000,
              srd: 150000,
              pd: 18500,
              paymentMonthly: 42039,
            },
          });
        if (url.pathname.startsWith(`/api/person/${deal.client!.id}/budget/set/incomes/33107/`)) {
          maxSum = 2000000;
          return json({
            result: {
              id: 33107,
              type: 'income',
              typeTitle: 'З',
              sum: 150000,
              status: 'adjustment',
              sumConfirmed: 120000,
            },
          });
        }
        if (url.pathname === `/api/pdn/${deal.id}`)
          return json({
            result: {
              pdn: 32.7,
              totalPayments: 60539.02,
              totalIncomes: 185000,
              incomeType: 'Подтвержденный доход (справка 2-НДФЛ)',
              messageGuid: '4f6b2d8e-1a3c-4e5f-9b7d-2c8e0a1f3b5d',
              bkiReport: null,
            },
          });
        if (url.pathname === '/api/pbx/user-contacts')
          return json({
            result: [
              { id: 31, value: '+74951234567', isDefault: true },
              { id: 32, value: '+74951234568', isDefault: false },
            ],
          });
        if (url.pathname === '/api/pbx/show/5012') return json({ result: calls });
        if (url.pathname === '/api/pbx/call/31/5012') {
          calls.unshift({
            id: 90413,
            userFio: 'Смирнова О. В.',
            caller: '+74951234567',
            callee: '+79426669897',
            createdAt: 1795982400,
            talkDuration: 0,
            status: 'inProgress',
            downloaded: false,
          });
          return json({ result: { id: 90413 } });
        }
        if (url.pathname === `/api/autocredit/get-link-fssp/${deal.id}`)
          return url.searchParams.get('personType') === 'client'
            ? json({ result: FSSP_LINK })
            : json({ result: 'Лицо не указано в заявке' }, 404);
        if (url.pathname === '/api/comment/default/get')
          return json({ result: { comments: [], canCreateTypicalComments: false } });
        if (url.pathname === `/api/comment/get/${deal.id}/dealCommon`)
          return json({
            result: [
              {
                id: 1,
                text: 'Клиент перезвонит после обеда',
                user: { id: 3, fio: 'Иванова М. С.', username: 'u' },
                createdAt: SENT_AT,
                canDelete: true,
              },
            ],
          });
        if (url.pathname === `/api/comment/get/${deal.id}/underwriter/deal`) return json({ result: [] });
        if (url.pathname === `/api/comment/get/${deal.id}/underwriter/clientContact/5012`) return json({ result: [] });
        if (request.method === 'POST' && url.pathname.startsWith(`/api/comment/${deal.id}/`)) {
          posted.push({ path: url.pathname, body: JSON.parse(await request.text()) });
          return json({ result: { id: 9, text: 'x', createdAt: SENT_AT, user: { id: 3, fio: 'Ю' } } });
        }
        return json({ result: {} });
      }) as typeof fetch,
      toaster: { show: () => undefined },
    },
  );
  const router = createMemoryRouter([{ path: '/deal/:id', element: <DealPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  maxSum = 2400000;
  holder = 'u';
  innLoads = 0;
  innFails = false;
  dealFailures = 0;
  formLoads = [];
  calls = [
    {
      id: 90412,
      userFio: 'Смирнова О. В.',
      caller: '+74951234567',
      callee: '+79426669897',
      createdAt: 1795626900,
      talkDuration: 134,
      status: 'answered',
      downloaded: true,
    },
  ];
  sessionStore.setTokens('at', 'rt');
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the deal page', () => {
  it("shows the deal's head, 'Решения по заявке еще не принято' without a decision, and no contract number but to chief GOZ", async () => {
    start(`/deal/${deal.id}`);
    const head = await screen.findByTestId('deal-header');
    for (const text of [
      '100273',
      'Смирнова Лариса Юрьевна',
      'Полная заявка',
      'Автосалон «Рольф Юг», Москва',
      'Горшкова Маргарита Борисовна',
      '21.11.2026',
      'Решения по заявке еще не принято',
      'Сделка без акта ПП',
    ])
      expect(head.textContent).toContain(text);
    expect(head.textContent).not.toContain('АК-100273');
  });

  it('shows the contract number to chief GOZ', async () => {
    start(`/deal/${deal.id}`, ['ROLE_GOZ_CHIEF']);
    expect((await screen.findByTestId('deal-header')).textContent).toContain('АК-100273');
  });

  it("shows a step's form read-only, and the steps in the URL", async () => {
    const router = start(`/deal/${deal.id}`);
    expect(await screen.findByLabelText('Место рождения')).toHaveProperty('disabled', true);
    // the deal view marks no changed field, even for an underwriter (001 §2.2: outside the deal view only)
    expect(screen.queryByText('Изменено')).toBeNull();
    // the deal view is read-only: no tab of the client step offers an edit or a save
    expect(screen.queryByRole('toolbar', { name: /^Действия: / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Комментарии/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=dealComments'));
    expect(await screen.findByText('Клиент перезвонит после обеда')).toBeTruthy();
  });

  it('shows the two threads of comments, the own ones highlighted, and sends one', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    start(`/deal/${deal.id}?step=dealComments`);
    const common = await screen.findByTestId('deal-thread-common');
    const own = await within(common).findByText('Клиент перезвонит после обеда');
    expect(own.closest('li')?.classList.contains('comment-thread__item--own')).toBe(true);
    expect(common.textContent).toContain('22.11.2026 10:00:05');
    await userEvent.click(await screen.findByRole('button', { name: 'Понятно' }, { timeout: 5000 })); // the strategy warning first
    const underwriter = screen.getByTestId('deal-thread-underwriter');
    expect(within(underwriter).getByRole('button', { name: 'Отправить' })).toHaveProperty('disabled', true);
    await userEvent.type(within(underwriter).getByRole('textbox'), 'Проверить работодателя');
    await userEvent.click(within(underwriter).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Комментарий отправлен.'));
    expect(posted).toEqual([
      { path: `/api/comment/${deal.id}/underwriter/deal/${deal.id}`, body: { text: 'Проверить работодателя' } },
    ]);
  });

  it("shows auditors no comments (001 §6): 'Нет данных для отображения'", async () => {
    start(`/deal/${deal.id}?step=dealComments`, ['ROLE_AUDITOR']);
    expect((await screen.findByTestId('deal-comments-none')).textContent).toBe('Нет данных для отображения');
    expect(screen.queryByText('Клиент перезвонит после обеда')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить' })).toBeNull();
  });

  it('shows a step it does not know (a server may add one) with its title and a plain note, never a broken page', async () => {
    start(`/deal/${deal.id}?step=unknownStep`);
    expect(await screen.findByRole('heading', { name: 'Неизвестный шаг' })).toBeTruthy();
    expect(screen.getByText('Этот шаг пока недоступен на странице заявки')).toBeTruthy();
  });

  it('warns once that the verification strategy changed, with the old and the new one', async () => {
    start(`/deal/${deal.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Стратегия верификации изменена' });
    expect(dialog.textContent).toContain('Экспресс-проверка');
    expect(dialog.textContent).toContain('Усиленная проверка');
    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    start(`/deal/${deal.id}`);
    await screen.findByTestId('deal-header');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the strategy warning with Escape (650 px wide), and it does not come back for the deal', async () => {
    start(`/deal/${deal.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Стратегия верификации изменена' }, { timeout: 5000 });
    expect((dialog.closest('.p-dialog') as HTMLElement | null)?.style.width ?? dialog.style.width).toBe('650px');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Понятно'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('verificationStrategy:100273')).toBe('3');
  });

  it("gives underwriters the person's searches and 'Загрузить ИНН' on the client's tab", async () => {
    start(`/deal/${deal.id}`);
    const searches = await screen.findByTestId('person-searches-client');
    expect(searches.querySelector('a[href^="https://vk.com/search"]')).not.toBeNull();
    await waitFor(() => expect(within(searches).getByRole('link', { name: 'Банк данных ФССП' })).toBeTruthy());
    expect(within(searches).getByRole('link', { name: 'Банк данных ФССП' }).getAttribute('href')).toBe(FSSP_LINK);
    expect(within(searches).getByRole('button', { name: 'Отчет ФССП' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить ИНН' }));
    await waitFor(() => expect(innLoads).toBe(1));
  });

  it('gives the searches to underwriters only', async () => {
    start(`/deal/${deal.id}`, ['ROLE_VIEWER']);
    await screen.findByRole('tab', { name: 'Заемщик' });
    expect(screen.queryByTestId('person-searches-client')).toBeNull();
  });

  it("shows the people's and the employer's contacts on the contacts step, the last comment to underwriters", async () => {
    start(`/deal/${deal.id}?step=contacts`);
    const tables = await screen.findByTestId('holder-contacts');
    await waitFor(() => expect(tables.textContent).toContain('Мобильный телефон'));
    for (const text of [
      '+79426669897',
      'Основной',
      'Не берет трубку',
      'ООО «Вектор-Строй»',
      'Кузнецов Павел Андреевич',
      '+74957654321 доб. 214',
    ])
      expect(tables.textContent).toContain(text);
  });

  it('shows no last-comment column to others', async () => {
    start(`/deal/${deal.id}?step=contacts`, ['ROLE_VIEWER']);
    const tables = await screen.findByTestId('holder-contacts');
    await waitFor(() => expect(tables.textContent).toContain('Мобильный телефон'));
    expect(tables.textContent).not.toContain('Не берет трубку');
  });

  it("places a call from the contacts step through the call chat 'Чаты' and lists it", async () => {
    start(`/deal/${deal.id}?step=contacts`);
    await userEvent.click(await screen.findByRole('button', { name: 'Понятно' }, { timeout: 5000 })); // the strategy warning first
    const row = (await screen.findByText('+79426669897')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Позвонить' }));
    const chat = await screen.findByTestId('call-chat');
    await waitFor(() => expect(chat.textContent).toContain('Отвечен'));
    expect(chat.textContent).toContain('2:14');
    await waitFor(() =>
      expect(within(chat).getByRole('button', { name: 'Позвонить' })).toHaveProperty('disabled', false),
    );
    await userEvent.click(within(chat).getByRole('button', { name: 'Позвонить' }));
    await waitFor(() => expect(chat.textContent).toContain('Идёт разговор'));
  });

  it('lets an underwriter edit a confirmed sum, which recalculates the results panel; loans_month stays as it is', async () => {
    start(`/deal/${deal.id}?step=financial`);
    await userEvent.click(await screen.findByRole('button', { name: 'Понятно' }, { timeout: 5000 })); // the strategy warning first
    const results = await screen.findByTestId('finance-results');
    await waitFor(() => expect(results.textContent?.replace(/\s/g, ' ')).toContain('2 400 000'));
    const income = await screen.findByLabelText('Подтвержденная сумма: Заработная плата по основному месту работы');
    expect(screen.queryByLabelText('Подтвержденная сумма: Платежи по кредитам')).toBeNull();
    await userEvent.clear(income);
    await userEvent.type(income, '120000{Enter}');
    await waitFor(() => expect(results.textContent?.replace(/\s/g, ' ')).toContain('2 000 000'));
  });

  it('gives an underwriter who does not work the deal the sums without their edit controls', async () => {
    holder = 'someone_else';
    start(`/deal/${deal.id}?step=financial`);
    await userEvent.click(await screen.findByRole('button', { name: 'Понятно' }, { timeout: 5000 }));
    const results = await screen.findByTestId('finance-results');
    await waitFor(() => expect(results.textContent?.replace(/\s/g, ' ')).toContain('2 400 000'));
    expect(screen.queryByLabelText('Подтвержденная сумма: Заработная плата по основному месту работы')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить кредит' })).toBeNull();
  });

  it('shows the results panel, the debt-load ratio and the salary estimate to underwriters, not to auditors', async () => {
    start(`/deal/${deal.id}?step=financial`);
    const pdn = await screen.findByTestId('pdn-result');
    await waitFor(() => expect(pdn.textContent).toContain('32,7 %'));
    expect(pdn.textContent).toContain('Подтвержденный доход (справка 2-НДФЛ)');
    expect(screen.getByTestId('finance-results').textContent).toContain('Максимальный ежемесячный платеж');
    expect(await screen.findByRole('button', { name: 'Калькулятор ГКС' })).toBeTruthy();
    cleanup();
    start(`/deal/${deal.id}?step=financial`, ['ROLE_AUDITOR']);
    await screen.findByTestId('finance-incomes');
    expect(screen.queryByTestId('finance-results')).toBeNull();
    expect(screen.queryByTestId('pdn-result')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Калькулятор ГКС' })).toBeNull();
  });

  it("shows each person's budget and the property of 'Сведения об имуществе' from the step's form", async () => {
    start(`/deal/${deal.id}?step=financial`, ['ROLE_AUDITOR']);
    await screen.findByTestId('finance-incomes');
    expect(await screen.findByText('Заработная плата по основному месту работы')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Супруг(а)' }));
    expect(await screen.findByText('Пенсия супруги')).toBeTruthy();
    expect(screen.queryByText('Заработная плата по основному месту работы')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Сведения об имуществе' }));
    const property = await screen.findByTestId('finance-property');
    expect(within(property).getByRole('tab', { name: 'Заемщик' })).toBeTruthy();
    expect(property.textContent).toContain('Квартира');
    expect(property.textContent).toContain('Подтверждено');
  });

  it("opens the call chat of a person's phone from the page's 'Чаты'; nobody without phone actions sees it", async () => {
    start(`/deal/${deal.id}?step=credit`);
    await userEvent.click(await screen.findByRole('button', { name: 'Понятно' }, { timeout: 5000 })); // the strategy warning first
    await userEvent.click(screen.getByRole('button', { name: 'Чаты' }));
    const drawer = await screen.findByTestId('deal-chats');
    await userEvent.click(await within(drawer).findByRole('button', { name: /\+79426669897/ }));
    const chat = await screen.findByTestId('call-chat');
    expect(chat.textContent).toContain('Клиент: +79426669897');
    cleanup();
    start(`/deal/${deal.id}?step=credit`, ['ROLE_AUDITOR']);
    await screen.findByTestId('deal-header');
    expect(screen.queryByRole('button', { name: 'Чаты' })).toBeNull();
  });

  it("says 'Заявка не найдена' for a deal the server does not know, with nothing broken around it", async () => {
    start(`/deal/${GONE}`);
    const notice = (await screen.findByText('Заявка не найдена')).closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(screen.queryByTestId('deal-header')).toBeNull();
  });

  it("says 'Нет доступа' for a deal the user may not see", async () => {
    start(`/deal/${HIDDEN}`);
    expect((await screen.findByText('Нет доступа')).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByTestId('deal-header')).toBeNull();
  });

  it("offers 'Повторить' when the load fails otherwise, and loads again", async () => {
    dealFailures = 1;
    start(`/deal/${deal.id}`);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Не удалось загрузить заявку');
    await userEvent.click(within(notice).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('deal-header')).toBeTruthy();
  });

  it("opens the first step, with the server's words, when the URL names a step the server refuses", async () => {
    const warn = vi.spyOn(toast, 'warn').mockImplementation(() => undefined);
    const router = start(`/deal/${deal.id}?step=bogus`);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Шаг формы не найден'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByLabelText('Место рождения')).toBeTruthy();
    expect(formLoads).toEqual(['bogus', null]);
  });

  it('goes back and forward through the steps with the browser history', async () => {
    const router = start(`/deal/${deal.id}`);
    await screen.findByLabelText('Место рождения');
    await userEvent.click(await screen.findByRole('button', { name: 'Понятно' }, { timeout: 5000 })); // the strategy warning first
    await userEvent.click(screen.getByRole('button', { name: /Комментарии/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=dealComments'));
    await userEvent.click(screen.getByRole('button', { name: /Неизвестный шаг/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=unknownStep'));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?step=dealComments');
    expect(await screen.findByText('Клиент перезвонит после обеда')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Комментарии/ }).getAttribute('aria-current')).toBe('step');
    await act(() => router.navigate(1));
    expect(router.state.location.search).toBe('?step=unknownStep');
    expect(await screen.findByRole('heading', { name: 'Неизвестный шаг' })).toBeTruthy();
  });
});
