import type { DecisionCodeGroup, DecisionPopupType } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { ReasonCodesDialog, type ReasonPopupErrors } from './reason-codes-dialog';

const DEAL = 100245;
const reason = (reasonId: number, reasonCode: string, reasonName: string, reasonParentId: number | null = null) => ({
  reasonId,
  reasonCode,
  reasonName,
  reasonParentId,
});
const REJECTED: DecisionCodeGroup[] = [
  {
    groupName: 'Платёжеспособность',
    reasons: [
      reason(41, 'R12', 'Недостаточный подтверждённый доход'),
      reason(42, 'R12.1', 'Доход не подтверждён работодателем', 41),
      reason(43, 'R12.2', 'Высокая долговая нагрузка', 41),
    ],
  },
  { groupName: 'Достоверность данных', reasons: [reason(52, 'D03', 'Недействительный паспорт')] },
];
const APPROVED: DecisionCodeGroup[] = [
  { groupName: 'Условия одобрения', reasons: [reason(11, 'A01', 'Одобрено без условий')] },
];
const DELAYS = [
  { code: 'client_unavailable', message: 'Клиент не отвечал на звонки' },
  { code: 'other', message: 'Другое' },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(
  options: {
    type?: DecisionPopupType;
    timeOut?: boolean;
    preDecision?: boolean;
    timedOut?: boolean;
    codes?: FakeAnswer;
    errors?: ReasonPopupErrors;
    initialComment?: string;
  } = {},
) {
  const type = options.type ?? 'rejected';
  const api = fakeApi({
    [`GET /api/autocredit/codes/${type}/${DEAL}`]:
      options.codes ?? answer({ result: type === 'approved' ? APPROVED : REJECTED }),
    [`GET /api/underwriter/isTimeOut/${DEAL}`]: answer({ result: { isTimeOut: options.timeOut ?? false } }),
    'GET /api/underwriter/get-timer-messages': answer({ result: DELAYS }),
  });
  const onSave = vi.fn();
  const onHide = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReasonCodesDialog
        dealId={DEAL}
        type={type}
        preDecision={options.preDecision ?? true}
        timedOut={options.timedOut}
        initialComment={options.initialComment}
        saving={false}
        errors={options.errors}
        onHide={onHide}
        onSave={onSave}
      />
    </QueryClientProvider>,
  );
  return { api, onSave, onHide };
}

const box = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const saveButton = (name = 'Сохранить') => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ReasonCodesDialog', () => {
  it('shows the codes of the decision as a tree by group: a child chooses its parent, a parent unchooses its children', async () => {
    const user = userEvent.setup();
    setup();
    expect(await screen.findByRole('dialog', { name: 'Коды причин' })).toBeTruthy();
    await screen.findByLabelText(/R12\.1/);
    expect(screen.getByText('Платёжеспособность', { selector: 'legend' })).toBeTruthy();
    expect(screen.getByText('Достоверность данных', { selector: 'legend' })).toBeTruthy();
    const child = box(/R12\.1 Доход не подтверждён работодателем/);
    expect(child.closest('ul')?.closest('li')?.textContent).toContain('R12 Недостаточный подтверждённый доход');

    await user.click(child);
    expect(box(/R12\.1/).checked).toBe(true);
    expect(box(/^R12 /).checked).toBe(true);
    expect(box(/R12\.2/).checked).toBe(false);
    await user.click(box(/R12\.2/));
    await user.click(box(/^R12 /));
    expect([box(/^R12 /), box(/R12\.1/), box(/R12\.2/)].map((b) => b.checked)).toEqual([false, false, false]);
  });

  it('a rejection is saved only with a reason and a comment; the codes and the comment go to onSave', async () => {
    const user = userEvent.setup();
    const { onSave, api } = setup();
    await screen.findByLabelText(/D03/);
    expect(saveButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Комментарий'), 'Доход не подтвержден');
    expect(saveButton().disabled).toBe(true);
    await user.click(box(/R12\.1/));
    await user.click(box(/D03/));
    expect(saveButton().disabled).toBe(false);
    await user.clear(screen.getByLabelText('Комментарий'));
    expect(saveButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Комментарий'), '  Доход не подтвержден ');
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({
      reasons: ['R12', 'R12.1', 'D03'],
      delayReason: null,
      delayReasonText: null,
      comment: 'Доход не подтвержден',
    });
    expect(api.calls.map((c) => c.path)).toContain(`/api/underwriter/isTimeOut/${DEAL}`);
  });

  it("an approval: 'Одобрить без кода' without reasons, 'Сохранить' with one; no comment needed", async () => {
    const user = userEvent.setup();
    const { onSave } = setup({ type: 'approved' });
    await screen.findByLabelText(/A01/);
    expect(saveButton('Одобрить без кода').disabled).toBe(false);
    await user.click(box(/A01/));
    expect(saveButton().disabled).toBe(false);
    await user.click(box(/A01/));
    await user.click(saveButton('Одобрить без кода'));
    expect(onSave).toHaveBeenCalledWith({ reasons: [], delayReason: null, delayReasonText: null, comment: '' });
  });

  it('a rescoring needs a comment only; a cancellation (refuse) nothing', async () => {
    const user = userEvent.setup();
    setup({ type: 'rescoring' });
    await screen.findByLabelText(/D03/);
    await user.click(box(/D03/));
    expect(saveButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Комментарий'), 'Клиент уточнил доход');
    expect(saveButton().disabled).toBe(false);
    cleanup();
    setup({ type: 'refuse' });
    await screen.findByLabelText(/D03/);
    expect(saveButton().disabled).toBe(false);
  });

  it('starts with the comment of the form', async () => {
    setup({ initialComment: 'Черновик комментария' });
    expect(await screen.findByLabelText('Комментарий')).toHaveProperty('value', 'Черновик комментария');
  });

  it('a timed-out pre-decision deal gives a delay reason first; the reason other needs its text', async () => {
    const user = userEvent.setup();
    const { onSave } = setup({ type: 'approved', timeOut: true });
    const delay = await screen.findByLabelText('Клиент не отвечал на звонки');
    const legends = [...document.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).toEqual(['Причина задержки', 'Условия одобрения']);
    expect(saveButton('Одобрить без кода').disabled).toBe(true);
    await user.click(delay);
    expect(saveButton('Одобрить без кода').disabled).toBe(false);
    await user.click(screen.getByLabelText('Другое'));
    expect(saveButton('Одобрить без кода').disabled).toBe(true);
    await user.type(screen.getByLabelText('Другая причина задержки'), 'Ждали ответа работодателя');
    expect(saveButton('Одобрить без кода').disabled).toBe(false);
    await user.click(saveButton('Одобрить без кода'));
    expect(onSave).toHaveBeenCalledWith({
      reasons: [],
      delayReason: 'other',
      delayReasonText: 'Ждали ответа работодателя',
      comment: '',
    });
  });

  it('asks no timer when the deal is not on one, and no delay reason when the task did not time out', async () => {
    const { api } = setup({ type: 'approved', preDecision: false });
    await screen.findByLabelText(/A01/);
    expect(screen.queryByText('Причина задержки')).toBeNull();
    expect(api.calls.map((c) => c.path)).not.toContain(`/api/underwriter/isTimeOut/${DEAL}`);
    expect(saveButton('Одобрить без кода').disabled).toBe(false);
  });

  it('asks for a delay reason when the form already does (the server says the task timed out)', async () => {
    setup({ type: 'approved', preDecision: false, timedOut: true });
    expect(await screen.findByLabelText('Клиент не отвечал на звонки')).toBeTruthy();
    expect(saveButton('Одобрить без кода').disabled).toBe(true);
  });

  it('shows a loading state while the codes come, then the empty text when the kind has none', async () => {
    setup({ preDecision: false, codes: answer({ result: [] }) });
    expect(screen.getByRole('status').textContent).toBe('Загрузка кодов причин');
    expect(await screen.findByText('Нет данных для отображения')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server’s errors at their inputs and the common ones on top', async () => {
    setup({
      errors: {
        reasons: 'Код причины не относится к принятому решению',
        comment: 'Это поле обязательно для заполнения',
        common: ['Необходимо указать причину задержки'],
      },
      preDecision: false,
    });
    await screen.findByLabelText(/D03/);
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Необходимо указать причину задержки',
      'Код причины не относится к принятому решению',
      'Это поле обязательно для заполнения',
    ]);
  });

  it('Escape and Отмена close it', async () => {
    const user = userEvent.setup();
    const { onHide } = setup({ preDecision: false });
    await screen.findByLabelText(/D03/);
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onHide).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(2));
  });
});
