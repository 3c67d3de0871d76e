import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@/shared/api/testing/fake-api';
import { sessionStore } from '@/shared/session/session-store';
import { renderCreditStep } from './goz-credit-test-kit';
import { InitialFeeWarning } from './initial-fee-warning';

const WARNING =
  'Обратите внимание, что в случае изменения данного параметра, возможно увеличение времени рассмотрения заявки и изменение решения по заявке';
const NO_POPUP = answer({ result: { visible: false, message: null } });

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.setTokens('at', 'rt');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const feeInput = () => screen.getByLabelText(/^Первоначальный взнос\s*\*?$/) as HTMLInputElement;

describe('the initial-fee warning', () => {
  it('shows when the percent changed and is below 30', () => {
    render(<InitialFeeWarning before={35} after={20} />);
    expect(screen.getByText(WARNING)).toBeTruthy();
  });

  it('does not show unchanged, at 30 % or more, or without a saved fee', () => {
    render(<InitialFeeWarning before={20} after={20} />);
    render(<InitialFeeWarning before={20} after={30} />);
    render(<InitialFeeWarning before={null} after={10} />);
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it('shows on the credit tab as the fee is typed below 30 % of the car’s cost, and goes when put back', async () => {
    renderCreditStep(600_000, NO_POPUP);
    await userEvent.click(await screen.findByRole('tab', { name: 'Условия кредита' }));
    expect(screen.queryByText(WARNING)).toBeNull();
    await userEvent.clear(feeInput());
    await userEvent.type(feeInput(), '300000');
    expect(await screen.findByText(WARNING)).toBeTruthy();
    await userEvent.clear(feeInput());
    await userEvent.type(feeInput(), '600000');
    await waitFor(() => expect(screen.queryByText(WARNING)).toBeNull());
  });

  it('does not show for a fee of 30 % or more', async () => {
    renderCreditStep(300_000, NO_POPUP);
    await userEvent.click(await screen.findByRole('tab', { name: 'Условия кредита' }));
    await userEvent.clear(feeInput());
    await userEvent.type(feeInput(), '450000');
    await userEvent.tab();
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});
