import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { sessionStore } from '@/shared/session/session-store';
import { DecisionChangePopup } from './decision-change-popup';
import { DEAL, POPUP_URL, TASK_URL, renderCreditStep } from './goz-credit-test-kit';

const MESSAGE =
  'Обратите внимание, что в случае изменения данного параметра, возможно увеличение времени рассмотрения заявки и изменение решения по заявке';
const SHOWN = answer({ result: { visible: true, message: MESSAGE } });

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.setTokens('at', 'rt');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The popup over a fee the test changes (`rerender`). */
function setup(popup: FakeAnswer = SHOWN, fee: unknown = 250_000) {
  const api = fakeApi({ [`GET ${POPUP_URL}`]: popup });
  const view = render(<DecisionChangePopup dealId={DEAL} fee={fee} />);
  const setFee = (next: unknown) => view.rerender(<DecisionChangePopup dealId={DEAL} fee={next} />);
  const asked = () => api.calls.filter((c) => c.path === POPUP_URL).length;
  return { ...api, setFee, asked };
}

describe('the decision-change popup', () => {
  it('asks when the fee is altered and shows the server’s message, 750 px wide', async () => {
    const { setFee, asked } = setup();
    expect(asked()).toBe(0);
    setFee(300_000);
    const dialog = await screen.findByRole('dialog', { name: 'Изменение решения по заявке' });
    expect(within(dialog).getByText(MESSAGE)).toBeTruthy();
    expect(dialog.style.width).toBe('750px');
    expect(asked()).toBe(1);
  });

  it("closes with 'Закрыть' and with Escape", async () => {
    const { setFee } = setup();
    setFee(300_000);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    setFee(350_000);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing when the server says it is not needed', async () => {
    const { setFee, asked } = setup(answer({ result: { visible: false, message: null } }));
    setFee(300_000);
    await waitFor(() => expect(asked()).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask for the fee a step opens with, nor for the same fee again', async () => {
    const { setFee, asked } = setup(SHOWN, undefined);
    setFee(250_000); // the credit step opened
    setFee(250_000);
    setFee(undefined); // another step
    setFee(400_000); // the credit step opened again, with the saved fee
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('only logs a failed question', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { setFee } = setup(answer({ result: 'Заявка не найдена', detail: 'Заявка не найдена' }, 404));
    setFee(300_000);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the credit step once an altered fee is left and recalculated', async () => {
    const { calls } = renderCreditStep(600_000, SHOWN);
    await userEvent.click(await screen.findByRole('tab', { name: 'Условия кредита' }));
    const fee = screen.getByLabelText(/^Первоначальный взнос\s*\*?$/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '200000');
    expect(calls.some((c) => c.path === POPUP_URL)).toBe(false);
    await userEvent.tab();
    const dialog = await screen.findByRole('dialog', { name: 'Изменение решения по заявке' });
    expect(within(dialog).getByText(MESSAGE)).toBeTruthy();
    const reload = calls.find((c) => c.method === 'POST' && c.path === TASK_URL)!;
    expect(reload.query.get('reload')).toBe('true');
    expect(calls.filter((c) => c.path === POPUP_URL)).toHaveLength(1);
  });
});
