import type { DecisionCodeGroup, Form, FormField } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer, type FakeCall } from '@/shared/api/testing/fake-api';
import {
  FormCommonErrors,
  dealInfoFormEndpoint,
  draftScope,
  readDraft,
  setDraftOwner,
  useServerForm,
} from '@/shared/form-engine';
import { toast } from '@/shared/ui/toast';
import { MakeDecisionStep } from './make-decision-step';

const DEAL = 100245;
const ENV = { underwriter: true, showChanged: false, phoneActions: false, canUpload: false, readOnly: true };
const STEPS = { decision: 'Решение', underwriterDecision: 'Решение андеррайтера' };
const FORM_URL = `/api/autocredit/deal-info/${DEAL}`;

const statuses = [
  { value: 'confirmed', label: 'Подтверждено' },
  { value: 'not_confirmed', label: 'Не подтверждено' },
  { value: 'not_checked', label: 'Не проверялось' },
];
const radio = (label: string, value: string | null): FormField => ({
  type: 'choice',
  label,
  value,
  choices: statuses,
  attributes: { expanded: true },
});

const FINAL_BUTTONS = {
  btnFinal: { label: 'Сохранить решение' },
  btnRework: { label: 'Отправить на доработку' },
  btnRescoring: { label: 'Рескоринг' },
};

function underwriterForm(overrides: Partial<Form> = {}, extraFields: Form['fields'] = {}): Form {
  return {
    formName: 'underwriterDecision',
    steps: STEPS,
    current_step: 'underwriterDecision',
    next_step: null,
    errors: [],
    fields: {
      decision: {
        type: 'choice',
        label: 'Решение',
        value: null,
        choices: [
          { value: 'approved', label: 'Одобрить' },
          { value: 'rejected', label: 'Отказать' },
        ],
        attributes: { expanded: true },
      },
      reasons: {
        type: 'choice',
        label: 'Коды причин',
        value: [],
        choices: [{ value: 'R12', label: 'Недостаточный подтверждённый доход' }],
        attributes: { multiple: true },
      },
      ...extraFields,
      comment: { type: 'textarea', label: 'Комментарий', value: null, attributes: { rows: 3 } },
    },
    buttons: FINAL_BUTTONS,
    ...overrides,
  };
}

function verificationForm(overrides: Partial<Form> = {}): Form {
  return {
    formName: 'decision',
    steps: STEPS,
    current_step: 'decision',
    next_step: 'underwriterDecision',
    errors: [],
    fields: {
      verifications: {
        type: 'form',
        label: 'Верификация',
        children: {
          passport: radio('Паспорт клиента', 'confirmed'),
          income: radio('Доход клиента', null),
        },
      },
    },
    buttons: { btnFullRescoring: { label: 'Полный рескоринг' } },
    ...overrides,
  };
}

const reason = (reasonId: number, reasonCode: string, reasonName: string, reasonParentId: number | null = null) => ({
  reasonId,
  reasonCode,
  reasonName,
  reasonParentId,
});
const CODES: Record<string, DecisionCodeGroup[]> = {
  rejected: [
    {
      groupName: 'Платёжеспособность',
      reasons: [
        reason(41, 'R12', 'Недостаточный подтверждённый доход'),
        reason(42, 'R12.1', 'Доход не подтверждён работодателем', 41),
      ],
    },
  ],
  approved: [{ groupName: 'Условия одобрения', reasons: [reason(11, 'A01', 'Одобрено без условий')] }],
  reworked: [{ groupName: 'Документы', reasons: [reason(61, 'W05', 'Требуется подтверждение дохода')] }],
  rescoring: [{ groupName: 'Изменение данных', reasons: [reason(71, 'RS01', 'Изменены условия кредита')] }],
};

let success: ReturnType<typeof vi.fn<(text: string) => void>>;
let failure: ReturnType<typeof vi.fn<(text: string) => void>>;

beforeEach(() => {
  sessionStorage.clear();
  setDraftOwner('underwriter');
  success = vi.fn<(text: string) => void>();
  failure = vi.fn<(text: string) => void>();
  vi.spyOn(toast, 'success').mockImplementation(success);
  vi.spyOn(toast, 'error').mockImplementation(failure);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness({
  step,
  underwriter,
  auditor,
}: {
  step: 'decision' | 'underwriterDecision';
  underwriter: boolean;
  auditor: boolean;
}) {
  const endpoint = useMemo(() => dealInfoFormEndpoint(DEAL), []);
  const form = useServerForm({ endpoint });
  return (
    <>
      <FormCommonErrors errors={form.commonErrors} />
      {form.form ? (
        <MakeDecisionStep
          dealId={DEAL}
          step={step}
          form={form}
          env={{ ...ENV, underwriter }}
          underwriter={underwriter}
          auditor={auditor}
        />
      ) : null}
    </>
  );
}

function setup(
  options: {
    form?: Form;
    post?: (call: FakeCall) => FakeAnswer;
    step?: 'decision' | 'underwriterDecision';
    underwriter?: boolean;
    auditor?: boolean;
    timeOut?: boolean;
    rejectReasons?: unknown[];
  } = {},
) {
  const step = options.step ?? 'underwriterDecision';
  const shown = options.form ?? (step === 'decision' ? verificationForm() : underwriterForm());
  const api = fakeApi({
    [`GET ${FORM_URL}`]: answer({ result: shown }),
    [`POST ${FORM_URL}`]:
      options.post ??
      (() =>
        answer({
          result: { form: { ...shown, buttons: undefined } },
          messages: [{ type: 'success', message: 'Успешно сохранено.' }],
        })),
    [`GET /api/autocredit/${DEAL}`]: answer({ result: { id: DEAL, riskLevel: 'Средний', riskClass: 'B2' } }),
    [`GET /api/autocredit/${DEAL}/rejectReason`]: answer({ result: options.rejectReasons ?? [] }),
    [`GET /api/underwriter/isTimeOut/${DEAL}`]: answer({ result: { isTimeOut: options.timeOut ?? false } }),
    'GET /api/underwriter/get-timer-messages': answer({
      result: [
        { code: 'client_unavailable', message: 'Клиент не отвечал на звонки' },
        { code: 'other', message: 'Другое' },
      ],
    }),
    ...Object.fromEntries(
      Object.entries(CODES).map(([type, groups]) => [
        `GET /api/autocredit/codes/${type}/${DEAL}`,
        answer({ result: groups }),
      ]),
    ),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/deal/:id',
        element: <Harness step={step} underwriter={options.underwriter ?? true} auditor={options.auditor ?? false} />,
      },
      { path: '/task-new', element: <h1>Новые задачи</h1> },
    ],
    { initialEntries: [`/deal/${DEAL}?step=${step}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const posts = () => api.calls.filter((c) => c.method === 'POST' && c.path === FORM_URL);
  return { api, router, posts };
}

const dialog = () => screen.getByRole('dialog', { name: 'Коды причин' });
const inDialog = () => within(dialog());

/** Chooses 'Отказать' and types a comment in the form, presses 'Сохранить решение': the popup of rejection codes. */
async function openRejection(user: ReturnType<typeof userEvent.setup>, comment = 'Доход не подтвержден') {
  await user.click(await screen.findByLabelText('Отказать'));
  if (comment) await user.type(screen.getByLabelText('Комментарий'), comment);
  await user.click(screen.getByRole('button', { name: 'Сохранить решение' }));
  await inDialog().findByLabelText(/R12\.1/);
}

describe('MakeDecisionStep: the underwriter decision', () => {
  it('an underwriter rejects with reasons and a comment: the popup, then the post with btnFinal=1, and Успешно сохранено.', async () => {
    const user = userEvent.setup();
    const { posts, api } = setup();
    await openRejection(user);
    expect(inDialog().getByLabelText('Комментарий')).toHaveProperty('value', 'Доход не подтвержден');
    const save = inDialog().getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(inDialog().getByLabelText(/R12\.1/));
    expect((inDialog().getByLabelText(/^R12 /) as HTMLInputElement).checked).toBe(true);
    await user.click(save);

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.query.get('step')).toBe('underwriterDecision');
    expect(posts()[0]!.body).toEqual({
      underwriterDecision: {
        decision: 'rejected',
        reasons: ['R12', 'R12.1'],
        comment: 'Доход не подтвержден',
        btnFinal: 1,
      },
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно сохранено.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Сохранить решение' })).toBeNull();
    expect(api.calls.map((c) => c.path)).toContain(`/api/autocredit/codes/rejected/${DEAL}`);
  });

  it('cannot save a rejection without a reason and a comment', async () => {
    const user = userEvent.setup();
    const { posts } = setup();
    await openRejection(user, '');
    const save = inDialog().getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    await user.click(inDialog().getByLabelText(/R12\.1/));
    expect(save.disabled).toBe(true);
    await user.type(inDialog().getByLabelText('Комментарий'), 'Отказ');
    expect(save.disabled).toBe(false);
    await user.click(inDialog().getByLabelText(/^R12 /));
    expect(save.disabled).toBe(true);
    expect(posts()).toEqual([]);
  });

  it("an approval opens the approval codes, saved 'Одобрить без кода' with no reasons", async () => {
    const user = userEvent.setup();
    const { posts } = setup();
    await user.click(await screen.findByLabelText('Одобрить'));
    await user.click(screen.getByRole('button', { name: 'Сохранить решение' }));
    await inDialog().findByLabelText(/A01/);
    await user.click(inDialog().getByRole('button', { name: 'Одобрить без кода' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({
      underwriterDecision: { decision: 'approved', reasons: [], comment: '', btnFinal: 1 },
    });
  });

  it('rework and rescoring open their own codes; the rescoring needs only the comment', async () => {
    const user = userEvent.setup();
    const { posts } = setup();
    await user.click(await screen.findByRole('button', { name: 'Отправить на доработку' }));
    await inDialog().findByLabelText(/W05/);
    await user.click(inDialog().getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Рескоринг' }));
    await inDialog().findByLabelText(/RS01/);
    await user.type(inDialog().getByLabelText('Комментарий'), 'Клиент уточнил доход');
    await user.click(inDialog().getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({
      underwriterDecision: { decision: null, reasons: [], comment: 'Клиент уточнил доход', btnRescoring: 1 },
    });
  });

  it('a refusal: the answer’s errors as toasts, the form’s in the common errors and the popup, which stays open', async () => {
    const user = userEvent.setup();
    const refused = underwriterForm({ errors: ['Необходимо указать причину задержки'] });
    refused.fields.reasons = { ...refused.fields.reasons!, errors: ['Код причины не относится к принятому решению'] };
    refused.fields.comment = { ...refused.fields.comment!, errors: ['Это поле обязательно для заполнения'] };
    setup({ post: () => answer({ result: { form: refused, errors: ['Данные не сохранены'] } }, 400) });
    await openRejection(user);
    await user.click(inDialog().getByLabelText(/R12\.1/));
    await user.click(inDialog().getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Данные не сохранены'));
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByTestId('form-common-errors').textContent).toContain('Необходимо указать причину задержки');
    const alerts = await inDialog().findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Необходимо указать причину задержки',
      'Код причины не относится к принятому решению',
      'Это поле обязательно для заполнения',
    ]);
  });

  it('each of the answer’s errors is a toast even when it saved', async () => {
    const user = userEvent.setup();
    setup({
      post: () => answer({ result: { form: underwriterForm(), errors: ['Первое', 'Второе'] } }),
    });
    await openRejection(user);
    await user.click(inDialog().getByLabelText(/R12\.1/));
    await user.click(inDialog().getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(failure).toHaveBeenCalledTimes(2));
    expect(failure.mock.calls.map((c) => c[0])).toEqual(['Первое', 'Второе']);
  });

  it('a failed post keeps neither the reasons nor the flag: the next one carries only what is chosen again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { posts } = setup({
      post: () => {
        if (fail) {
          fail = false;
          return answer({ detail: 'Нет доступа' }, 403);
        }
        return answer({ result: { form: underwriterForm({ buttons: undefined }) } });
      },
    });
    await openRejection(user);
    await user.click(inDialog().getByLabelText(/R12\.1/));
    await user.click(inDialog().getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Нет доступа'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const draft = readDraft(draftScope('deal-info', DEAL, 'underwriterDecision'));
    expect(draft).toMatchObject({ decision: 'rejected', comment: 'Доход не подтвержден', reasons: [] });
    expect(draft).not.toHaveProperty('btnFinal');

    await user.click(screen.getByRole('button', { name: 'Отправить на доработку' }));
    await inDialog().findByLabelText(/W05/);
    expect((inDialog().getByLabelText(/W05/) as HTMLInputElement).checked).toBe(false);
    await user.click(inDialog().getByLabelText(/W05/));
    await user.click(inDialog().getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]!.body).toEqual({
      underwriterDecision: { decision: 'rejected', reasons: ['W05'], comment: 'Доход не подтвержден', btnRework: 1 },
    });
  });

  it('a timed-out deal gives the delay reason first; it is kept in the form, its text goes with the post', async () => {
    const user = userEvent.setup();
    const delay: Form['fields'] = {
      delayReason: {
        type: 'choice',
        label: 'Причина задержки',
        value: null,
        rules: ['required'],
        choices: [
          { value: 'client_unavailable', label: 'Клиент не отвечал на звонки' },
          { value: 'other', label: 'Другое' },
        ],
      },
    };
    const { posts } = setup({ form: underwriterForm({}, delay), timeOut: true });
    expect(await screen.findByLabelText('Отказать')).toBeTruthy();
    expect(screen.queryByText('Причина задержки')).toBeNull();
    await user.click(screen.getByLabelText('Одобрить'));
    await user.click(screen.getByRole('button', { name: 'Сохранить решение' }));
    const approve = (await inDialog().findByRole('button', { name: 'Одобрить без кода' })) as HTMLButtonElement;
    await inDialog().findByLabelText('Другое');
    expect(approve.disabled).toBe(true);
    await user.click(inDialog().getByLabelText('Другое'));
    await user.type(inDialog().getByLabelText('Другая причина задержки'), 'Ждали справку');
    await user.click(approve);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({
      underwriterDecision: {
        decision: 'approved',
        reasons: [],
        delayReason: 'other',
        delayReasonText: 'Ждали справку',
        comment: '',
        btnFinal: 1,
      },
    });
  });
});

describe('MakeDecisionStep: the verification step and what each user sees', () => {
  it('full rescoring: the verification table’s values with btnFullRescoring=1, then the new-task list', async () => {
    const user = userEvent.setup();
    const { posts, router } = setup({ step: 'decision' });
    const table = await screen.findByRole('table', { name: 'Верификация' });
    const passport = within(table).getByRole('radio', { name: 'Паспорт клиента: Подтверждено' }) as HTMLInputElement;
    expect(passport.checked).toBe(true);
    await user.click(within(table).getByRole('radio', { name: 'Доход клиента: Не подтверждено' }));
    await user.click(screen.getByRole('button', { name: 'Полный рескоринг' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.query.get('step')).toBe('decision');
    expect(posts()[0]!.body).toEqual({
      decision: { verifications: { passport: 'confirmed', income: 'not_confirmed' }, btnFullRescoring: 1 },
    });
    expect(await screen.findByRole('heading', { name: 'Новые задачи' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/task-new');
    expect(success).toHaveBeenCalledWith('Успешно сохранено.');
  });

  it('a refused full rescoring stays on the page', async () => {
    const user = userEvent.setup();
    const { router } = setup({
      step: 'decision',
      post: () =>
        answer(
          { result: { form: verificationForm({ errors: ['Действие недоступно'] }), errors: ['Действие недоступно'] } },
          400,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Полный рескоринг' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Действие недоступно'));
    expect(router.state.location.pathname).toBe(`/deal/${DEAL}`);
    expect(screen.getByTestId('form-common-errors').textContent).toContain('Действие недоступно');
  });

  it('underwriters see the risk level and class; the buttons the form exposes, only those', async () => {
    setup({ form: underwriterForm({ buttons: { btnFinal: { label: 'Сохранить решение' } } }) });
    const risk = await screen.findByTestId('decision-risk');
    await waitFor(() => expect(risk.textContent).toContain('B2'));
    expect(risk.textContent).toContain('Уровень риска');
    expect(risk.textContent).toContain('Средний');
    expect(risk.textContent).toContain('Класс риска');
    const toolbar = screen.getByRole('toolbar', { name: 'Решение по заявке' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Сохранить решение']);
    expect(screen.getByLabelText('Комментарий')).toHaveProperty('disabled', false);
    expect(screen.queryByLabelText(/Коды причин/)).toBeNull();
  });

  it('auditors: no risk, no comment, no buttons, nothing to change', async () => {
    setup({ form: underwriterForm({ buttons: undefined }), underwriter: false, auditor: true });
    expect(await screen.findByLabelText('Отказать')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('decision-risk')).toBeNull();
    expect(screen.queryByLabelText('Комментарий')).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('without buttons (the user does not decide the deal) the verification table cannot be changed', async () => {
    setup({ step: 'decision', form: verificationForm({ buttons: undefined }) });
    const table = await screen.findByRole('table', { name: 'Верификация' });
    expect(
      within(table)
        .getAllByRole('radio')
        .every((r) => (r as HTMLInputElement).disabled),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Полный рескоринг' })).toBeNull();
  });

  it('shows why the deal was rejected, when it was', async () => {
    setup({
      form: underwriterForm({ buttons: undefined }),
      rejectReasons: [
        { code: 'R12', text: 'Недостаточный подтверждённый доход', user: 'Смирнова Ольга Викторовна', isManual: true },
        { code: 'S07', text: 'Отрицательная кредитная история', user: null, isManual: false },
      ],
    });
    const region = await screen.findByRole('region', { name: 'Причины отказа' });
    const table = within(region).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'R12Недостаточный подтверждённый доходСмирнова Ольга ВикторовнаВручную',
      'S07Отрицательная кредитная история—Автоматически',
    ]);
  });
});
