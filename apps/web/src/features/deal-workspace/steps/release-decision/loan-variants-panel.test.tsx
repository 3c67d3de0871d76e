import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import type { LoanVariantColumns } from './loan-variants';
import { INVALID_12, VALID_36, VALID_60 } from '@/features/deal-workspace/testing/loan-variants';
import { LoanVariantsPanel } from './loan-variants-panel';

const DEAL = 100245;
const VARIANTS = `GET /api/autocredit/variants/${DEAL}`;
const ALL_VARIANTS = `GET /api/autocredit/allVariants/${DEAL}`;
const COLUMNS: LoanVariantColumns = { program: true, sumMax: true, paymentMonthlyMax: true, pdn: true };

let search = '';
function LocationProbe() {
  search = useLocation().search;
  return null;
}

function setup(
  {
    showAll = false,
    canApply = true,
    at = '?step=decision',
    onApply,
  }: { showAll?: boolean; canApply?: boolean; at?: string; onApply?: (index: number | null) => void } = {},
  routes: Partial<Record<string, FakeAnswer>> = {},
) {
  const api = fakeApi({
    [VARIANTS]: routes[VARIANTS] ?? answer({ result: [INVALID_12, VALID_36, VALID_60] }),
    [ALL_VARIANTS]: routes[ALL_VARIANTS] ?? answer({ result: [VALID_36, VALID_60, INVALID_12, VALID_60] }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/deal/${DEAL}${at}`]}>
        <LoanVariantsPanel dealId={DEAL} columns={COLUMNS} showAll={showAll} canApply={canApply} onApply={onApply} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const paths = (calls: { method: string; path: string }[]) => calls.map((c) => `${c.method} ${c.path}`);
const variantsTable = () => screen.findByRole('table', { name: 'Варианты кредита' });

describe('the loan-variants panel', () => {
  it("shows a loading state, then the deal's variants; nobody but underwriters asks for all variants", async () => {
    const { calls } = setup();
    expect(screen.getByRole('status')).toBeTruthy();
    const table = await variantsTable();
    expect(within(table).getByText('Причины отказа:')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Применить/ })).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Все варианты' })).toBeNull();
    expect(paths(calls)).toEqual([VARIANTS]);
  });

  it("'Применить' puts the variant's index into the URL (the form engine reloads with it)", async () => {
    setup();
    const table = await variantsTable();
    await userEvent.click(within(table).getAllByRole('button', { name: /^Применить/ })[1]!);
    await waitFor(() => expect(new URLSearchParams(search).get('variant')).toBe('2'));
    expect(new URLSearchParams(search).get('step')).toBe('decision');
    // The applied one cannot be applied again; the other still can.
    const [other, applied] = within(await variantsTable()).getAllByRole('button', {
      name: /^Применить/,
    }) as HTMLButtonElement[];
    expect(applied!.disabled).toBe(true);
    expect(other!.disabled).toBe(false);
  });

  it("'Вернуть к первоначальным данным' removes the variant from the URL", async () => {
    setup({ at: '?step=decision&variant=1' });
    await variantsTable();
    const reset = screen.getByRole('button', { name: 'Вернуть к первоначальным данным' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(false);
    await userEvent.click(reset);
    await waitFor(() => expect(new URLSearchParams(search).has('variant')).toBe(false));
    expect(new URLSearchParams(search).get('step')).toBe('decision');
    expect(reset.disabled).toBe(true);
  });

  it("without a variant applied there is nothing to return to: 'Вернуть к первоначальным данным' is disabled", async () => {
    setup();
    await variantsTable();
    expect(
      (screen.getByRole('button', { name: 'Вернуть к первоначальным данным' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('a page that applies the variant itself is given the index (null: the reset); the URL is its to change', async () => {
    const onApply = vi.fn();
    setup({ at: '?step=decision&variant=1', onApply });
    const table = await variantsTable();
    await userEvent.click(within(table).getAllByRole('button', { name: /^Применить/ })[1]!);
    expect(onApply).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Вернуть к первоначальным данным' }));
    expect(onApply).toHaveBeenLastCalledWith(null);
    expect(new URLSearchParams(search).get('variant')).toBe('1');
  });

  it("GOZ cannot apply: no 'Применить', no 'Вернуть к первоначальным данным'", async () => {
    setup({ canApply: false });
    await variantsTable();
    expect(screen.queryByRole('button', { name: /^Применить/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Вернуть к первоначальным данным' })).toBeNull();
  });

  it('an underwriter also sees every variant, without applying them', async () => {
    const { calls } = setup({ showAll: true });
    const all = await screen.findByRole('table', { name: 'Все варианты' });
    expect(screen.getByRole('heading', { name: 'Все варианты' })).toBeTruthy();
    expect(within(all).queryByRole('button')).toBeNull();
    expect(within(all).getAllByText('Причины отказа:')).toHaveLength(1);
    expect(paths(calls).sort()).toEqual([ALL_VARIANTS, VARIANTS]);
  });

  it('a failed load says so and can be repeated', async () => {
    const { calls, routes } = setup({}, { [VARIANTS]: answer({ result: 'Нет доступа', detail: 'Нет доступа' }, 403) });
    expect((await screen.findByRole('alert')).textContent).toContain('Нет доступа');
    routes[VARIANTS] = answer({ result: [VALID_36] });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await variantsTable();
    expect(paths(calls)).toEqual([VARIANTS, VARIANTS]);
  });

  it("no variants yet: 'Нет данных для отображения'", async () => {
    setup({}, { [VARIANTS]: answer({ result: [] }) });
    expect(await screen.findByText('Нет данных для отображения')).toBeTruthy();
  });
});
