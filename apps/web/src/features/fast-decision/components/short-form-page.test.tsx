import type { FastDecisionAdditional, FastDecisionPersonForm } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeRoute } from '@/shared/api/testing/fake-api';
import { hubEvents } from '@/shared/events';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { MAX_CREDIT_TEXT, shortFormTexts } from '../lib/short-form';
import { ShortFormPage } from './short-form-page';

const DEAL = 100301;
const TASK = 730120;

const additional: FastDecisionAdditional = {
  genders: [
    { value: 'man', label: 'Мужской' },
    { value: 'woman', label: 'Женский' },
  ],
  maritalStatuses: [{ value: 'married', label: 'Женат / замужем' }],
  term: [{ value: 60, label: '60 мес.' }],
  partners: [{ value: 12, label: 'Рольф Юг' }],
  programs: [{ value: 14, label: 'Стандарт' }],
};

const filled = (): FastDecisionPersonForm => ({
  person: {
    firstName: 'Иван',
    surName: 'Иванов',
    middleName: 'Иванович',
    oldSurName: null,
    birthDate: '1985-04-12',
    gender: 'man',
    maritalStatus: 'married',
    phone: '+79161234567',
    addressRegistration: { value: 'г Москва, ул Тверская, д 7', isManual: '1' } as never,
    addressActual: null,
    isHaveActual: false,
    bornPlace: 'г. Москва',
  },
  passport: {
    series: '4510',
    number: '123456',
    issueDate: '2015-06-18',
    divisionCode: '770-001',
    divisionName: 'ОВД Тверской',
    files: [],
  },
  driverPassport: { series: null, number: null, issueDate: null, divisionName: null },
  autocredit: { initialFee: 250000, carCostRequested: 1500000, costRequested: 1250000, term: 60, partner: { id: 12 } },
  auto: { program: 14, brand: null, model: null },
  driverPassportType: 'borrower',
  consentToPPD: { files: [] },
});

function start(routes: Record<string, FakeRoute> = {}, form = filled()) {
  const api = fakeApi({
    [`GET /api/deal/${DEAL}/tasks`]: answer({
      result: [{ id: TASK, name: 'Быстрое решение', processName: 'fast_decision', currentRole: 'goz' }],
    }),
    [`GET /api/task/dto/${TASK}`]: answer({ result: { fast_decision_create_person: form, additional } }),
    'GET /api/suggest/get-car-info': answer({
      result: { brand: ['KIA', 'LADA'], model: [], modification: [], year: [], carInfo: null },
    }),
    [`POST /api/task/dto/${TASK}`]: answer({ result: { id: TASK } }),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/short-request-person/:id', element: <ShortFormPage /> },
      { path: '/deal', element: <h1>Заявки</h1> },
    ],
    { initialEntries: [`/short-request-person/${DEAL}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...api, router };
}

const saveButton = () => screen.findByRole('button', { name: 'Сохранить' });
const posts = (calls: ReturnType<typeof start>['calls']) =>
  calls.filter((c) => c.method === 'POST' && c.path === `/api/task/dto/${TASK}`);

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.setTokens('at', 'rt');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the short form page', () => {
  it("loads the deal's fast-decision task and shows its data in sections", async () => {
    start();
    expect(await screen.findByDisplayValue('Иванов')).toBeTruthy();
    for (const section of ['Основные данные', 'Адрес регистрации', 'Паспорт', 'Автомобиль и условия кредита'])
      expect(screen.getAllByText(section).length).toBeGreaterThan(0);
    expect(screen.getByDisplayValue('ОВД Тверской')).toBeTruthy();
  });

  it("saves the form's DTO and goes to the deal list", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { calls, router } = start();
    await userEvent.click(await saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/deal'));
    const [post] = posts(calls);
    expect(post?.body).toEqual({
      fast_decision_create_person: {
        ...filled(),
        person: { ...filled().person, oldSurName: null, addressActual: null },
      },
    });
    expect(success).toHaveBeenCalled();
  });

  it('checks the masks before posting: nothing is sent, the error is on its field', async () => {
    const form = filled();
    form.person.middleName = 'Ivanovich';
    const { calls } = start({}, form);
    await userEvent.click(await saveButton());
    expect(await screen.findByText(`Отчество: ${shortFormTexts.middleName}`)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it("shows the server's field errors on their fields and keeps the values", async () => {
    const { router } = start({
      [`POST /api/task/dto/${TASK}`]: answer(
        { errors: [{ propertyPath: 'passport.series', message: 'Паспорт недействителен' }] },
        400,
      ),
    });
    await userEvent.click(await saveButton());
    expect(await screen.findByText('Паспорт недействителен')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/short-request-person/${DEAL}`);
    expect(screen.getByDisplayValue('Иванов')).toBeTruthy();
  });

  it("says 'Что-то пошло не так...' when a refusal names no field", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    start({ [`POST /api/task/dto/${TASK}`]: answer({ result: null }, 400) });
    await userEvent.click(await saveButton());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Что-то пошло не так...'));
    expect(screen.getByDisplayValue('Иванов')).toBeTruthy();
  });

  it("above 12,000,000 says 'Максимальная сумма кредита - 12 млн. рублей' and cannot be saved", async () => {
    const form = filled();
    form.autocredit.costRequested = 12_000_001;
    start({}, form);
    expect(await screen.findByTestId('short-form-limit')).toHaveProperty('textContent', ` ${MAX_CREDIT_TEXT}`);
    expect((await saveButton()).hasAttribute('disabled')).toBe(true);
  });

  it("opens 'Прежняя фамилия' when the surname changed", async () => {
    start();
    await screen.findByDisplayValue('Иванов');
    expect(screen.queryByLabelText(/Прежняя фамилия/)).toBeNull();
    await userEvent.click(screen.getByLabelText('Фамилия менялась'));
    expect(await screen.findByLabelText(/Прежняя фамилия/)).toBeTruthy();
  });

  it("says 'Данная задача не существует' and goes to the deal list when the deal has no such task", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { router } = start({ [`GET /api/deal/${DEAL}/tasks`]: answer({ result: [] }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/deal'));
    expect(error).toHaveBeenCalledWith('Данная задача не существует');
  });

  it("says 'Нет доступа' on a 403", async () => {
    start({ [`GET /api/task/dto/${TASK}`]: answer({ result: 'Нет доступа' }, 403) });
    expect(await screen.findByText('Нет доступа')).toBeTruthy();
  });

  it('fills the empty fields from the recognised passport and keeps what was typed; the files go with the save', async () => {
    const form = filled();
    form.person = { ...form.person, firstName: null, middleName: null, birthDate: null, gender: null };
    form.passport = { ...form.passport, number: null, divisionName: null };
    const { calls } = start(
      {
        'POST /api/file/uploadAndRecognized/default': answer({
          result: { collectionId: 70412, files: [{ id: 90311, name: 'паспорт.pdf', mimeType: 'application/pdf' }] },
        }),
      },
      form,
    );
    await screen.findByDisplayValue('Иванов');
    const input = screen.getByTestId('short-form-passport-files-input') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'паспорт.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('паспорт.pdf')).toBeTruthy();
    act(() =>
      hubEvents.dispatch({
        type: 'getRecognizedData',
        data: {
          collectionId: 70412,
          fileId: 90311,
          person: {
            surName: 'Петров',
            firstName: 'Пётр',
            middleName: 'Петрович',
            birthDate: '1990-01-02',
            gender: 'man',
          },
          passport: { series: '9999', number: '654321', divisionName: 'ОУФМС Марьино' },
        },
      } as never),
    );
    expect(await screen.findByDisplayValue('Пётр')).toBeTruthy();
    expect(screen.getByDisplayValue('Иванов')).toBeTruthy();
    expect(screen.queryByDisplayValue('Петров')).toBeNull();
    expect(screen.getByDisplayValue('654321')).toBeTruthy();
    expect(screen.getByDisplayValue('4510')).toBeTruthy();
    expect(screen.getByDisplayValue('ОУФМС Марьино')).toBeTruthy();

    await userEvent.click(await saveButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const body = posts(calls)[0]?.body as { fast_decision_create_person: FastDecisionPersonForm };
    expect(body.fast_decision_create_person.person).toMatchObject({
      firstName: 'Пётр',
      surName: 'Иванов',
      gender: 'man',
    });
    expect(body.fast_decision_create_person.passport.files).toEqual([
      { id: 90311, name: 'паспорт.pdf', path: '/api/file/get/90311', mimeType: 'application/pdf' },
    ]);
  });
});
