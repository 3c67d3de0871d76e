import type { Form, FormButtons, User } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeCall, type FakeRoute } from '@/shared/api/testing/fake-api';
import {
  draftScope,
  readDraft,
  setDraftOwner,
  taskFormEndpoint,
  useServerForm,
  type SaveOutcome,
} from '@/shared/form-engine';
import { formatMoney } from '@/shared/lib/format-money';
import { toast } from '@/shared/ui/toast';
import { INITIAL_FEE_WARNING } from '@/features/deal-workspace/steps/goz';
import { INVALID_12, VALID_36, VALID_60 } from '@/features/deal-workspace/testing/loan-variants';
import { ReleaseDecisionStep } from './release-decision-step';

const TASK = 731466;
const DEAL = 100245;
const ENV = {
  dealId: DEAL,
  underwriter: false,
  showChanged: false,
  phoneActions: false,
  canUpload: false,
  readOnly: false,
};
const FORM_URL = `/api/task/${TASK}`;
const LIMITS = `GET /api/autocredit/get-service-limits/with-variants/${DEAL}`;
const LIMITS_WITHOUT = `GET /api/autocredit/get-service-limits/without-variants/${DEAL}`;
const VARIANTS = `GET /api/autocredit/variants/${DEAL}`;

const CI_BUTTONS: FormButtons = {
  btnCancel: { label: 'Отказать' },
  btnReapprove: { label: 'Переутвердить' },
  btnGozReapprove: { label: 'Доработка ГОЗ' },
  btnConfirm: { label: 'Подтвердить' },
};

interface Terms {
  costRequested: number | null;
  initialFee: number | null;
  term: string | null;
  carCost: number | null;
  agreed: string | null;
}
const ORIGINAL: Terms = { costRequested: 1_250_000, initialFee: 250_000, term: '60', carCost: 1_500_000, agreed: null };

function releaseForm(terms: Terms, buttons: FormButtons | undefined): Form {
  return {
    formName: 'decision',
    steps: { accountDocuments: 'Документы на подписание', documents: 'Документы', decision: 'Решение' },
    current_step: 'decision',
    next_step: null,
    errors: [],
    fields: {
      creditInfo: {
        type: 'form',
        label: 'Условия кредита',
        children: {
          costRequested: { type: 'money', label: 'Сумма кредита', value: terms.costRequested },
          initialFeeClient: {
            type: 'money',
            label: 'Первоначальный взнос клиента',
            value: terms.initialFee,
            dependence: true,
          },
          term: {
            type: 'choice',
            label: 'Срок кредита, мес.',
            value: terms.term,
            choices: [
              { value: '36', label: '36' },
              { value: '60', label: '60' },
            ],
          },
        },
      },
      agreedAuto: {
        type: 'choice',
        label: 'Автомобиль и его стоимость согласованы с клиентом',
        value: terms.agreed,
        choices: [
          { value: '1', label: 'Да' },
          { value: '0', label: 'Нет' },
        ],
        attributes: { expanded: true },
      },
      carCostAgreedClient: {
        type: 'carCost',
        label: 'Стоимость автомобиля, согласованная с клиентом',
        value: terms.carCost,
        ...(terms.agreed === '1' && { attributes: { readonly: true } }),
      },
      autoService: {
        type: 'form',
        label: 'Автосалон',
        children: { name: { type: 'text', label: 'Наименование автосалона', value: 'ООО «Рольф Юг»' } },
      },
      services: {
        type: 'collection',
        label: 'Услуги',
        children: {
          '0': {
            type: 'form',
            label: null,
            children: {
              code: { type: 'hidden', label: 'code', value: 'lifeInsurance', attributes: { readonly: true } },
              active: { type: 'checkbox', label: 'Подключена', value: '1', dependence: true },
              name: { type: 'text', label: 'Услуга', value: 'Страхование жизни', attributes: { readonly: true } },
              cost: { type: 'money', label: 'Стоимость услуги', value: 82_500 },
              cancel: { type: 'cancelServiceBtn', label: 'Отказаться от услуги', value: 'lifeInsurance' },
            },
          },
        },
      },
    },
    ...(buttons && { buttons }),
  };
}

const user = (roles: User['roles']): User => ({
  id: 5,
  username: 'credit_inspector',
  fio: 'Кузнецова Ольга Петровна',
  roles,
  allPrivileges: [],
  isSwitched: false,
  salePoint: null,
});
const INSPECTOR = user(['ROLE_CREDIT_INSPECTOR']);
const GOZ = user(['ROLE_GOZ']);

let search = '';
function LocationProbe() {
  search = useLocation().search;
  return null;
}

function Harness(props: {
  user: User;
  readOnly: boolean;
  onSaved(outcome: SaveOutcome, how: { closed: boolean }): void;
  onRefused(): void;
}) {
  const endpoint = useMemo(() => taskFormEndpoint(TASK), []);
  const form = useServerForm({ endpoint });
  return <ReleaseDecisionStep taskId={TASK} dealId={DEAL} step="decision" form={form} env={ENV} {...props} />;
}

/** The form the server answers a post with: the recalculation shows the values posted (the agreed ones as the stub). */
function answered(call: FakeCall, buttons: FormButtons | undefined): Form {
  const values = (call.body as { decision: Record<string, unknown> }).decision;
  const credit = (values.creditInfo ?? {}) as Record<string, unknown>;
  const agreed = (values.agreedAuto as string | null) ?? null;
  return releaseForm(
    {
      costRequested: credit.costRequested as number,
      initialFee: credit.initialFeeClient as number,
      term: credit.term as string,
      carCost: agreed === '1' ? 1_650_000 : (values.carCostAgreedClient as number) || null,
      agreed,
    },
    buttons,
  );
}

function show({
  as = INSPECTOR,
  readOnly = false,
  buttons = CI_BUTTONS as FormButtons | null,
  routes = {} as Record<string, FakeRoute>,
} = {}) {
  const api = fakeApi({
    [`GET ${FORM_URL}`]: (call) => {
      const variant = call.query.get('variant');
      const terms =
        variant === '2'
          ? { ...ORIGINAL, costRequested: VALID_60.sumRequested, term: '60', carCost: VALID_60.carCost }
          : ORIGINAL;
      return answer({ result: { task: { id: TASK }, form: releaseForm(terms, buttons ?? undefined) } });
    },
    [`POST ${FORM_URL}`]: (call) => answer({ result: { form: answered(call, buttons ?? undefined) } }),
    [VARIANTS]: answer({ result: [INVALID_12, VALID_36, VALID_60] }),
    [LIMITS]: (call) =>
      answer({
        result: {
          maxAdditionalEquipment: 150_000,
          minBankService: Math.round(Number(call.query.get('costRequested')) * 0.02),
        },
      }),
    [LIMITS_WITHOUT]: answer({ result: { maxAdditionalEquipment: 100_000, minBankService: 0 } }),
    [`POST /api/autocredit/change-agreed-auto/${DEAL}/0`]: answer({ result: true }),
    [`POST /api/autocredit/change-agreed-auto/${DEAL}/1`]: answer({ result: true }),
    'GET /api/task/refusal/reasons': answer({
      result: [
        {
          groupCode: 'dealClient',
          groupName: 'Причины со стороны клиента',
          reasons: [{ reasonCode: 'client_refused', reasonName: 'Клиент отказался от сделки' }],
        },
      ],
    }),
    [`POST /api/task/refusal/${TASK}`]: answer({ result: true }),
    [`POST /api/autocredit/${DEAL}/optional/cancel/lifeInsurance`]: answer({ result: true }),
    ...routes,
  });
  const onSaved = vi.fn<(outcome: SaveOutcome, how: { closed: boolean }) => void>();
  const onRefused = vi.fn<() => void>();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/task-credit-inspector/${TASK}?step=decision`]}>
        <Harness user={as} readOnly={readOnly} onSaved={onSaved} onRefused={onRefused} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...api, onSaved, onRefused };
}

const named = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);
const limitsCalls = (calls: FakeCall[]) =>
  named(calls, 'GET', `/api/autocredit/get-service-limits/with-variants/${DEAL}`);
const formPosts = (calls: FakeCall[]) => named(calls, 'POST', FORM_URL);
const loaded = () => screen.findByLabelText(/^Сумма кредита/);
const variantsTable = () => screen.findByRole('table', { name: 'Варианты кредита' });
const toolbar = () => screen.getByRole('toolbar', { name: 'Решение по задаче' });

let success: ReturnType<typeof vi.fn<(text: string) => void>>;
let failure: ReturnType<typeof vi.fn<(text: string) => void>>;
beforeEach(() => {
  sessionStorage.clear();
  setDraftOwner('release_manager');
  success = vi.fn<(text: string) => void>();
  failure = vi.fn<(text: string) => void>();
  vi.spyOn(toast, 'success').mockImplementation(success);
  vi.spyOn(toast, 'error').mockImplementation(failure);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the release decision step', () => {
  it("shows the variants, the service limits of the form's terms in roubles, the form and the server's buttons", async () => {
    const { calls } = show();
    await loaded();
    const table = await variantsTable();
    expect(within(table).getAllByRole('button', { name: /^Применить/ })).toHaveLength(2);
    const limits = screen.getByRole('group', { name: 'Лимиты по заявке' });
    await waitFor(() => expect(limits.textContent).toContain(`Доп. оборудование: не более ${formatMoney(150_000)}`));
    expect(limits.textContent).toContain(`Услуги банка: не менее ${formatMoney(25_000)}`);
    expect(Object.fromEntries(limitsCalls(calls)[0]!.query)).toEqual({
      costRequested: '1250000',
      carCost: '1500000',
      initialFee: '250000',
      term: '60',
    });
    expect(
      within(toolbar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Отказать', 'Переутвердить', 'Доработка ГОЗ', 'Подтвердить']);
    // The fee is below 30 % as loaded: nothing to warn about until it changes.
    expect(screen.queryByText(INITIAL_FEE_WARNING)).toBeNull();
  });

  it('counts the limits without variants when the deal has none', async () => {
    const { calls } = show({ routes: { [VARIANTS]: answer({ result: [] }) } });
    await loaded();
    const limits = screen.getByRole('group', { name: 'Лимиты по заявке' });
    await waitFor(() => expect(limits.textContent).toContain(formatMoney(100_000)));
    expect(limits.textContent).toContain(`Услуги банка: не менее ${formatMoney(0)}`);
    expect(limitsCalls(calls)).toEqual([]);
  });

  it('asks the limits again 300 ms after the credit terms change, and warns of an initial fee changed below 30 %', async () => {
    const { calls } = show();
    await loaded();
    await waitFor(() => expect(limitsCalls(calls)).toHaveLength(1));
    const fee = screen.getByLabelText('Первоначальный взнос клиента');
    fireEvent.change(fee, { target: { value: '300000' } });
    expect(await screen.findByText(INITIAL_FEE_WARNING)).toBeTruthy();
    expect(limitsCalls(calls)).toHaveLength(1);
    await waitFor(() => expect(limitsCalls(calls)).toHaveLength(2));
    expect(limitsCalls(calls)[1]!.query.get('initialFee')).toBe('300000');
    // Left, the fee asks for the recalculation: its answer (the fee as typed) is no new baseline.
    fireEvent.blur(fee);
    await waitFor(() => expect(formPosts(calls)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByLabelText('Первоначальный взнос клиента')).toHaveProperty('value', '300 000'),
    );
    expect(screen.getByText(INITIAL_FEE_WARNING)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Первоначальный взнос клиента'), { target: { value: '600000' } });
    await waitFor(() => expect(screen.queryByText(INITIAL_FEE_WARNING)).toBeNull());
  });

  it('without an agreed car cost, counts the fee against the credit with the fee', async () => {
    show({
      routes: {
        [`GET ${FORM_URL}`]: answer({
          result: { task: { id: TASK }, form: releaseForm({ ...ORIGINAL, carCost: null }, CI_BUTTONS) },
        }),
      },
    });
    await loaded();
    // 250 000 of 1 500 000 as loaded; 200 000 of 1 450 000 is still below 30 % and changed.
    fireEvent.change(screen.getByLabelText('Первоначальный взнос клиента'), { target: { value: '200000' } });
    expect(await screen.findByText(INITIAL_FEE_WARNING)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Первоначальный взнос клиента'), { target: { value: '700000' } });
    await waitFor(() => expect(screen.queryByText(INITIAL_FEE_WARNING)).toBeNull());
  });

  it("'Применить' reloads the form with the variant, dropping what was typed; the reset reloads without it", async () => {
    const { calls } = show();
    await loaded();
    await userEvent.type(screen.getByLabelText('Наименование автосалона'), ' Север');
    await waitFor(() => expect(readDraft(draftScope('task', TASK, 'decision'))).not.toBeNull());
    const table = await variantsTable();
    await userEvent.click(within(table).getAllByRole('button', { name: /^Применить/ })[1]!);
    await waitFor(() => expect(new URLSearchParams(search).get('variant')).toBe('2'));
    await waitFor(() =>
      expect(screen.getByLabelText('Наименование автосалона')).toHaveProperty('value', 'ООО «Рольф Юг»'),
    );
    expect(named(calls, 'GET', FORM_URL).map((c) => c.query.get('variant'))).toEqual([null, '2']);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Стоимость автомобиля/)).toHaveProperty(
        'value',
        expect.stringMatching(/^2\s000\s000/),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Вернуть к первоначальным данным' }));
    await waitFor(() => expect(new URLSearchParams(search).get('variant')).toBeNull());
    expect(new URLSearchParams(search).get('step')).toBe('decision');
  });

  it('offers no variant to apply to GOZ, nor on a read-only step', async () => {
    show({ as: GOZ });
    await loaded();
    const table = await variantsTable();
    expect(within(table).queryByRole('button', { name: /^Применить/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Вернуть к первоначальным данным' })).toBeNull();
    cleanup();
    show({ readOnly: true });
    await loaded();
    expect(within(await variantsTable()).queryByRole('button', { name: /^Применить/ })).toBeNull();
    expect(screen.getByLabelText(/^Сумма кредита/)).toHaveProperty('disabled', true);
  });

  it("the client's answer about the car is posted at once, then the form is recalculated with it", async () => {
    const { calls } = show();
    await loaded();
    await userEvent.click(screen.getByLabelText('Нет'));
    await waitFor(() => expect(formPosts(calls)).toHaveLength(1));
    expect(named(calls, 'POST', `/api/autocredit/change-agreed-auto/${DEAL}/0`)).toHaveLength(1);
    expect(formPosts(calls)[0]!.query.get('reload')).toBe('true');
    // Not agreed: the agreed cost is to be typed.
    expect(formPosts(calls)[0]!.body).toMatchObject({ decision: { agreedAuto: '0', carCostAgreedClient: 0 } });
    await waitFor(() => expect(screen.getByLabelText(/^Стоимость автомобиля/)).toHaveProperty('value', ''));

    await userEvent.click(screen.getByLabelText('Да'));
    await waitFor(() => expect(formPosts(calls)).toHaveLength(2));
    expect(named(calls, 'POST', `/api/autocredit/change-agreed-auto/${DEAL}/1`)).toHaveLength(1);
    const cost = screen.getByLabelText(/^Стоимость автомобиля/);
    await waitFor(() => expect(cost).toHaveProperty('value', expect.stringMatching(/^1\s650\s000/)));
    expect(cost).toHaveProperty('disabled', true);
  });

  it('a refused answer about the car is told and the choice put back', async () => {
    const { calls } = show({
      routes: {
        [`POST /api/autocredit/change-agreed-auto/${DEAL}/1`]: answer(
          { result: 'Заявка завершена, изменение невозможно' },
          400,
        ),
      },
    });
    await loaded();
    await userEvent.click(screen.getByLabelText('Да'));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Заявка завершена, изменение невозможно'));
    await waitFor(() => expect(screen.getByLabelText('Да')).toHaveProperty('checked', false));
    expect(formPosts(calls)).toEqual([]);
  });

  it("'Отказать' asks the reasons first; confirmed, the task is refused and the page told", async () => {
    const { calls, onRefused, onSaved } = show();
    await loaded();
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Отказать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Причины отказа' });
    await userEvent.click(await within(dialog).findByLabelText('Клиент отказался от сделки'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(named(calls, 'POST', `/api/task/refusal/${TASK}`)[0]?.body).toEqual({ code: ['client_refused'] });
    expect(formPosts(calls)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refused press closes nothing: the page is told it stays', async () => {
    const { onSaved } = show({
      routes: {
        [`POST ${FORM_URL}`]: (call) =>
          answer({ result: { form: answered(call, CI_BUTTONS), errors: ['Данные не сохранены'] } }, 400),
      },
    });
    await loaded();
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]![1]).toEqual({ closed: false });
  });

  it("'Подтвердить' posts the button with the values; the page gets the answer of a closing button", async () => {
    const { calls, onSaved } = show();
    await loaded();
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]).toEqual([expect.objectContaining({ kind: 'saved' }), { closed: true }]);
    expect(formPosts(calls)[0]!.body).toMatchObject({
      decision: { btnConfirm: 1, creditInfo: { costRequested: 1_250_000, initialFeeClient: 250_000, term: '60' } },
    });
  });

  it("an account button keeps the step open: 'Успешно сохранено.'", async () => {
    const { calls, onSaved } = show({
      buttons: { btnRelease: { label: 'Одобрить выдачу' }, saveAccount: { label: 'Сохранить счет' } },
    });
    await loaded();
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Сохранить счет' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно сохранено.'));
    expect(formPosts(calls)[0]!.body).toMatchObject({ decision: { saveAccount: 1 } });
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Сумма кредита/)).toBeTruthy();
  });

  it("without the server's buttons, 'Далее' saves the step", async () => {
    const { calls, onSaved } = show({ buttons: null });
    await loaded();
    expect(
      within(toolbar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Далее']);
    await userEvent.click(within(toolbar()).getByRole('button', { name: 'Далее' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ kind: 'saved' }), { closed: false }),
    );
    expect(formPosts(calls)[0]!.body).not.toHaveProperty('decision.btnConfirm');
  });

  it('cancels an optional service with its dates, then recalculates the form', async () => {
    const { calls } = show();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Отказаться от услуги' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Дата заявления об отказе'), { target: { value: '20112026' } });
    fireEvent.change(within(dialog).getByLabelText('Дата повышения ставки'), { target: { value: '20122026' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(formPosts(calls)).toHaveLength(1));
    expect(named(calls, 'POST', `/api/autocredit/${DEAL}/optional/cancel/lifeInsurance`)[0]?.body).toEqual({
      cancelStatementDate: '2026-11-20',
      cancelUpPercentDate: '2026-12-20',
    });
    expect(formPosts(calls)[0]!.query.get('reload')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
