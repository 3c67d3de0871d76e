import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/shared/lib/format-money';
import type { LoanVariantColumns } from './loan-variants';
import { INVALID_12, VALID_36, VALID_60 } from '@/features/deal-workspace/testing/loan-variants';
import { LoanVariantsTable } from './loan-variants-table';

const ALL: LoanVariantColumns = { program: true, sumMax: true, paymentMonthlyMax: true, pdn: true };
const NONE: LoanVariantColumns = { program: false, sumMax: false, paymentMonthlyMax: false, pdn: false };

const headers = () =>
  within(screen.getByRole('table', { name: 'Варианты' }))
    .getAllByRole('columnheader')
    .filter((h) => h.closest('.variant-services') === null)
    .map((h) => h.textContent)
    .filter((t) => t !== '');
/** The rows of the main table (not those of the services' inner tables). */
const mainRows = () =>
  within(screen.getByRole('table', { name: 'Варианты' }))
    .getAllByRole('row')
    .filter((r) => r.closest('.variant-services') === null)
    .slice(1);

describe('the loan-variants table', () => {
  it('scrolls sideways in a box that the keyboard reaches, named as the table', () => {
    render(<LoanVariantsTable variants={[VALID_36]} columns={ALL} label="Варианты" />);
    const box = screen.getByRole('region', { name: 'Варианты' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(within(box).getByRole('table', { name: 'Варианты' })).toBeTruthy();
  });

  it('every column for an underwriter with the privilege', () => {
    render(<LoanVariantsTable variants={[VALID_36]} columns={ALL} label="Варианты" />);
    expect(headers()).toEqual([
      'Срок, мес.',
      'Ставка, % годовых',
      'Кредитная программа',
      'Рассчитанная макс. сумма',
      'Запрашиваемая сумма',
      'Стоимость автомобиля',
      'Макс. ежемесячный платеж',
      'Ежемесячный платеж',
      'ПВ, %',
      'Доп. оборудование',
      'Услуги',
      'ПДН',
    ]);
    const cells = within(mainRows()[0]!).getAllByRole('cell');
    expect(cells.slice(0, 10).map((c) => c.textContent)).toEqual([
      '36',
      '15,9',
      'Автокредит Стандарт',
      formatMoney(1_800_000),
      formatMoney(1_500_000),
      formatMoney(2_000_000),
      formatMoney(60_000),
      formatMoney(52_660.2),
      '25 %',
      formatMoney(50_000),
    ]);
    expect(screen.getByText('42,1 %')).toBeTruthy();
    expect(screen.getByText('Подтвержденный доход (справка 2-НДФЛ)')).toBeTruthy();
  });

  it('without the columns the user may not see: program, calculated max sum, max payment, PDN', () => {
    render(<LoanVariantsTable variants={[VALID_36]} columns={NONE} label="Варианты" />);
    expect(headers()).toEqual([
      'Срок, мес.',
      'Ставка, % годовых',
      'Запрашиваемая сумма',
      'Стоимость автомобиля',
      'Ежемесячный платеж',
      'ПВ, %',
      'Доп. оборудование',
      'Услуги',
    ]);
    expect(screen.queryByText(formatMoney(1_800_000))).toBeNull();
    expect(screen.queryByText('42,1 %')).toBeNull();
  });

  it("each service row: name, cost, rate, term, in credit 'Да'/'Нет'", () => {
    render(<LoanVariantsTable variants={[VALID_36]} columns={NONE} label="Варианты" />);
    const services = document.querySelector('.variant-services') as HTMLTableElement;
    const rows = within(services)
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Услуга', 'Стоимость', 'Тариф, %', 'Срок, мес.', 'В кредит'],
      ['КАСКО', formatMoney(85_000), '4,5', '12', 'Да'],
      ['Карта помощи на дорогах', formatMoney(15_000), '', '12', 'Нет'],
    ]);
  });

  it("an invalid variant lists its reasons under 'Причины отказа:' and has no 'Применить'", () => {
    const onApply = vi.fn();
    render(<LoanVariantsTable variants={[INVALID_12, VALID_36]} columns={ALL} label="Варианты" onApply={onApply} />);
    const [invalid, valid] = mainRows();
    expect(within(invalid!).getByText('Причины отказа:')).toBeTruthy();
    expect(
      within(invalid!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(INVALID_12.errorMessages);
    expect(within(invalid!).queryByRole('button')).toBeNull();
    expect(within(valid!).queryByText('Причины отказа:')).toBeNull();
    expect(within(valid!).getByRole('button', { name: /^Применить/ })).toBeTruthy();
  });

  it("'Применить' on a valid variant calls onApply with its index in the list", async () => {
    const onApply = vi.fn();
    render(
      <LoanVariantsTable
        variants={[INVALID_12, VALID_36, VALID_60]}
        columns={ALL}
        label="Варианты"
        onApply={onApply}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: /^Применить/ });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    expect(onApply).toHaveBeenCalledWith(2);
  });

  it("the variant applied now: its 'Применить' is disabled", () => {
    render(
      <LoanVariantsTable
        variants={[VALID_36, VALID_60]}
        columns={ALL}
        label="Варианты"
        onApply={() => {}}
        applied={1}
      />,
    );
    const [first, second] = screen.getAllByRole('button', { name: /^Применить/ }) as HTMLButtonElement[];
    expect(first!.disabled).toBe(false);
    expect(second!.disabled).toBe(true);
  });

  it("without onApply (GOZ) there is no 'Применить'", () => {
    render(<LoanVariantsTable variants={[VALID_36, VALID_60]} columns={ALL} label="Варианты" />);
    expect(screen.queryByRole('button', { name: /^Применить/ })).toBeNull();
  });

  it("no variants: 'Нет данных для отображения'", () => {
    render(<LoanVariantsTable variants={[]} columns={ALL} label="Варианты" />);
    expect(screen.getByText('Нет данных для отображения')).toBeTruthy();
  });
});
