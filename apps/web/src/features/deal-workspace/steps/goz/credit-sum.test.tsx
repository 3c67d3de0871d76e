import type { Form } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ServerFormView, useServerForm, type FormEndpoint, type ServerForm } from '@/shared/form-engine';
import { CreditSumFiller } from './credit-sum-filler';

const ENV = { underwriter: false, showChanged: false, phoneActions: false, canUpload: false, readOnly: false };

/** The GOZ credit step as the stub sends it: the car and the credit terms as tabs, no credit sum given. */
function creditStep(costRequested: number | null, carCost: number | null = null, fee: number | null = null): Form {
  const money = (label: string, value: number | null, dependence = false) => ({
    type: 'money' as const,
    label,
    value,
    rules: ['required'],
    ...(dependence ? { dependence } : {}),
  });
  return {
    formName: 'credit',
    steps: { '4': 'Автомобиль и кредит' },
    current_step: '4',
    next_step: '5',
    errors: [],
    fields: {
      car: { type: 'form', label: 'Автомобиль', children: { vin: { type: 'text', label: 'VIN', value: null } } },
      credit: {
        type: 'form',
        label: 'Условия кредита',
        children: {
          carCostRequested: { ...money('Стоимость автомобиля', carCost, true), type: 'carCost' },
          initialFee: money('Первоначальный взнос', fee, true),
          costRequested: money('Сумма кредита', costRequested),
        },
      },
    },
  };
}

/** A reload answers with the values posted, the credit sum as it was when the reload was asked (an older one). */
function show(costRequested: number | null, reloadSum: number | null = null) {
  const endpoint: FormEndpoint<null> = {
    source: 'task',
    id: 11,
    load: vi.fn(async () => ({ form: creditStep(costRequested), extra: null })),
    post: vi.fn(async (_query, body) => {
      const credit = (body as { credit: { credit: { carCostRequested: number; initialFee: number } } }).credit.credit;
      return {
        ok: true as const,
        result: { form: creditStep(reloadSum, credit.carCostRequested, credit.initialFee) },
      };
    }),
  };
  const shown: { form?: ServerForm<null> } = {};
  function Harness() {
    const form = useServerForm({ endpoint });
    shown.form = form;
    return (
      <ServerFormView
        form={form}
        env={ENV}
        tabExtras={(tab) => (tab === 'credit' ? <CreditSumFiller form={form as ServerForm<unknown>} /> : null)}
      />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return shown;
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe("the GOZ credit step's credit sum (000 §4: counted when the server gave none)", () => {
  it('is the car cost less the initial fee, counted again as they change', async () => {
    const shown = show(null);
    await screen.findByLabelText('Сумма кредита', { exact: false });
    await userEvent.type(input('Стоимость автомобиля'), '2000000');
    await userEvent.type(input('Первоначальный взнос'), '500000,50');
    await waitFor(() => expect(shown.form!.methods.getValues('credit.costRequested')).toBe(1_499_999.5));
    expect(input('Сумма кредита').value).toBe('1 499 999,50');
    await userEvent.clear(input('Первоначальный взнос'));
    await userEvent.type(input('Первоначальный взнос'), '400000');
    await waitFor(() => expect(shown.form!.methods.getValues('credit.costRequested')).toBe(1_600_000));
  });

  it("keeps a sum the operator typed, and the server's", async () => {
    const shown = show(null);
    await screen.findByLabelText('Сумма кредита', { exact: false });
    await userEvent.type(input('Стоимость автомобиля'), '2000000');
    await userEvent.tab();
    // the reload the car cost asked for has answered
    await waitFor(() => expect(shown.form!.form?.fields.credit?.children?.carCostRequested?.value).toBe(2_000_000));
    await waitFor(() => expect(input('Сумма кредита').value).toBe('2 000 000'));
    await userEvent.clear(input('Сумма кредита'));
    await userEvent.type(input('Сумма кредита'), '1000000');
    await userEvent.type(input('Первоначальный взнос'), '500000');
    expect(shown.form!.methods.getValues('credit.costRequested')).toBe(1_000_000);

    const saved = show(1_200_000);
    await waitFor(() => expect(saved.form!.form).not.toBeNull());
    expect(saved.form!.methods.getValues('credit.costRequested')).toBe(1_200_000);
  });

  it('is counted again when a reload answers with an older sum of its own', async () => {
    const shown = show(null, 2_000_000);
    await screen.findByLabelText('Сумма кредита', { exact: false });
    await userEvent.type(input('Стоимость автомобиля'), '2000000');
    await userEvent.type(input('Первоначальный взнос'), '500000');
    await userEvent.tab();
    await waitFor(() => expect(input('Сумма кредита').value).toBe('1 500 000'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown.form!.methods.getValues('credit.costRequested')).toBe(1_500_000);
  });

  it('leaves the credit sum alone while the operator is in it, even when a reload answers then', async () => {
    const shown = show(null);
    await screen.findByLabelText('Сумма кредита', { exact: false });
    await userEvent.type(input('Стоимость автомобиля'), '3000000');
    await userEvent.type(input('Первоначальный взнос'), '1000000');
    // the fee is left for the sum: its reload answers while the sum is being typed
    await userEvent.clear(input('Сумма кредита'));
    await userEvent.type(input('Сумма кредита'), '2100000');
    await waitFor(() => expect(shown.form!.busy).toBeNull());
    expect(input('Сумма кредита').value).toBe('2 100 000');
    expect(shown.form!.methods.getValues('credit.costRequested')).toBe(2_100_000);
  });
});
