import type {
  Calculator,
  CalculatorAdditional,
  CarCondition,
  CarProduction,
  ProgramCarInfo,
} from '@autocredit/generated/api';
import { useEffect, useState } from 'react';
import { formatMoney } from '@/shared/lib/format-money';
import { LightDropdown } from '@/shared/ui/inputs/light-dropdown';
import { MoneyInput } from '@/shared/ui/inputs/money-input';
import { PlainInput } from '@/shared/ui/inputs/plain-input';
import { MAX_CREDIT_SUM, MAX_CREDIT_TEXT } from '../lib/short-form';
import { changeAuto, changeCredit, changeEquipment, type CreditField } from '../lib/calculator-edit';
import { creditSumOf, creditTotalOf, isYear, yearOptions, type CalculatorErrors } from '../lib/calculator-rules';
import { calculatorCaptions, fieldLabels } from '../lib/calculator-texts';
import { CalculatorField, numberOf, numberOptions, optionsOf } from './calculator-field';
import type { PartnerLists } from './use-calculator';

const YEARS = yearOptions();

export interface CalculatorFormProps {
  calc: Calculator;
  additional: CalculatorAdditional;
  lists: PartnerLists;
  carInfo: ProgramCarInfo | null;
  errors: CalculatorErrors;
  /** A change of a field (its path) to the calculator given. */
  onEdit(path: string, next: Calculator): void;
  onPartner(partnerId: number | null): void;
  onProgram(programId: number | null): void;
}

const idOf = (path: string) => `calc-${path.replace(/\./g, '-')}`;

/**
 * The calculator's form (000 §2.13, §3): the credit (product, partner, program and promo program, documents package,
 * term, car cost, initial fee and its percent, credit sum, equipment; the rate and the payment as the server counts
 * them) and the car (condition, production, year: 4 digits, a picker of 100 years).
 */
export function CalculatorForm({
  calc,
  additional,
  lists,
  carInfo,
  errors,
  onEdit,
  onPartner,
  onProgram,
}: CalculatorFormProps) {
  const a = calc.autocredit;
  const credit = <K extends CreditField>(field: K, value: Calculator['autocredit'][K]) =>
    onEdit(`autocredit.${field}`, changeCredit(calc, field, value));
  const field = (path: string) => ({ id: idOf(path), label: fieldLabels[path]!, error: errors[path] });
  const terms = additional.dealTerms.length > 0 ? additional.dealTerms : additional.terms;
  const conditions = carInfo?.autoConditions ?? additional.autoConditions;
  const productions = carInfo?.autoProduction ?? additional.autoProduction;
  const overLimit = (creditTotalOf(calc) ?? 0) > MAX_CREDIT_SUM;
  const creditSum = field('autocredit.costRequested');

  return (
    <div className="calc-form">
      <fieldset className="calc-form__group">
        <legend className="calc-form__legend">{calculatorCaptions.credit}</legend>
        <CalculatorField {...field('autocredit.product')}>
          <LightDropdown
            inputId={idOf('autocredit.product')}
            options={optionsOf(additional.product)}
            value={a.product ? String(a.product.id) : null}
            invalid={Boolean(errors['autocredit.product'])}
            onChange={(e) => credit('product', e.value ? { id: Number(e.value) } : null)}
            placeholder="Не выбрано"
            className="w-full"
          />
        </CalculatorField>
        <CalculatorField {...field('autocredit.partner')} className="calc-field--wide">
          <LightDropdown
            inputId={idOf('autocredit.partner')}
            options={optionsOf(additional.partners)}
            value={a.partner ? String(a.partner.id) : null}
            invalid={Boolean(errors['autocredit.partner'])}
            onChange={(e) => onPartner(numberOf(e.value))}
            filter
            placeholder="Не выбрано"
            className="w-full"
          />
        </CalculatorField>
        <CalculatorField {...field('autocredit.program')}>
          <LightDropdown
            inputId={idOf('autocredit.program')}
            options={optionsOf(lists.programs)}
            value={a.program ? String(a.program.id) : null}
            invalid={Boolean(errors['autocredit.program'])}
            onChange={(e) => onProgram(numberOf(e.value))}
            disabled={lists.programs.length === 0}
            showClear
            placeholder={lists.programs.length === 0 ? 'Нет программ' : 'Не выбрано'}
            className="w-full"
          />
        </CalculatorField>
        <CalculatorField {...field('autocredit.programPromo')}>
          <LightDropdown
            inputId={idOf('autocredit.programPromo')}
            options={optionsOf(lists.promos)}
            value={a.programPromo != null ? String(a.programPromo) : null}
            invalid={Boolean(errors['autocredit.programPromo'])}
            onChange={(e) => credit('programPromo', numberOf(e.value))}
            disabled={lists.promos.length === 0}
            showClear
            placeholder={lists.promos.length === 0 ? 'Нет акций' : 'Не выбрано'}
            className="w-full"
          />
        </CalculatorField>
        <CalculatorField {...field('autocredit.documentsPackage')} className="calc-field--wide">
          <LightDropdown
            inputId={idOf('autocredit.documentsPackage')}
            options={optionsOf(additional.package)}
            value={a.documentsPackage ?? null}
            invalid={Boolean(errors['autocredit.documentsPackage'])}
            onChange={(e) => credit('documentsPackage', (e.value as string | null) ?? null)}
            placeholder="Не выбрано"
            className="w-full"
          />
        </CalculatorField>
        <CalculatorField {...field('autocredit.term')}>
          <LightDropdown
            inputId={idOf('autocredit.term')}
            options={numberOptions(terms)}
            value={a.term != null ? String(a.term) : null}
            invalid={Boolean(errors['autocredit.term'])}
            onChange={(e) => credit('term', numberOf(e.value))}
            placeholder="Не выбрано"
            className="w-full"
          />
        </CalculatorField>
        <CalculatorField {...field('autocredit.carCostRequested')}>
          <MoneyInput
            id={idOf('autocredit.carCostRequested')}
            value={a.carCostRequested ?? null}
            invalid={Boolean(errors['autocredit.carCostRequested'])}
            onChange={(v) => credit('carCostRequested', v)}
          />
        </CalculatorField>
        <CalculatorField {...field('autocredit.initialFee')}>
          <MoneyInput
            id={idOf('autocredit.initialFee')}
            value={a.initialFee ?? null}
            invalid={Boolean(errors['autocredit.initialFee'])}
            onChange={(v) => credit('initialFee', v)}
          />
        </CalculatorField>
        <CalculatorField {...field('autocredit.initialFeePercent')} className="calc-field--narrow">
          <MoneyInput
            id={idOf('autocredit.initialFeePercent')}
            value={a.initialFeePercent ?? null}
            invalid={Boolean(errors['autocredit.initialFeePercent'])}
            onChange={(v) => credit('initialFeePercent', v)}
          />
        </CalculatorField>
        <CalculatorField {...creditSum} error={creditSum.error ?? (overLimit ? MAX_CREDIT_TEXT : null)}>
          <MoneyInput
            id={idOf('autocredit.costRequested')}
            value={creditSumOf(calc)}
            invalid={Boolean(creditSum.error) || overLimit}
            onChange={(v) => credit('costRequested', v)}
          />
        </CalculatorField>
        <CalculatorField {...field('equipment.cost')}>
          <MoneyInput
            id={idOf('equipment.cost')}
            value={calc.equipment.cost ?? null}
            invalid={Boolean(errors['equipment.cost'])}
            onChange={(v) => onEdit('equipment.cost', changeEquipment(calc, v))}
          />
        </CalculatorField>
        <CalculatorField {...field('autocredit.interestRate')} className="calc-field--narrow">
          <PlainInput
            id={idOf('autocredit.interestRate')}
            value={a.interestRate != null ? String(a.interestRate).replace('.', ',') : ''}
            readOnly
            className="w-full calc-field__computed"
          />
        </CalculatorField>
        <CalculatorField {...field('autocredit.paymentMonthly')}>
          <PlainInput
            id={idOf('autocredit.paymentMonthly')}
            value={formatMoney(a.paymentMonthly)}
            readOnly
            className="w-full calc-field__computed"
          />
        </CalculatorField>
      </fieldset>
      <fieldset className="calc-form__group">
        <legend className="calc-form__legend">{calculatorCaptions.car}</legend>
        <CalculatorField {...field('auto.condition')}>
          <LightDropdown
            inputId={idOf('auto.condition')}
            options={optionsOf(conditions)}
            value={calc.auto.condition ?? null}
            invalid={Boolean(errors['auto.condition'])}
            onChange={(e) =>
              onEdit('auto.condition', changeAuto(calc, { condition: (e.value as CarCondition) ?? null }))
            }
            placeholder="Не выбрано"
            className="w-full"
          />
        </CalculatorField>
        <CalculatorField {...field('auto.production')}>
          <LightDropdown
            inputId={idOf('auto.production')}
            options={optionsOf(productions)}
            value={calc.auto.production ?? null}
            invalid={Boolean(errors['auto.production'])}
            onChange={(e) =>
              onEdit('auto.production', changeAuto(calc, { production: (e.value as CarProduction) ?? null }))
            }
            placeholder="Не выбрано"
            className="w-full"
          />
        </CalculatorField>
        <YearField
          id={idOf('auto.year')}
          value={calc.auto.year ?? null}
          error={errors['auto.year']}
          onChange={(year) => onEdit('auto.year', changeAuto(calc, { year }))}
        />
      </fieldset>
    </div>
  );
}

/** The year of manufacture: 4 digits typed, or one of the 100 years of the picker (000 §5). */
function YearField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: number | null;
  error?: string;
  onChange(year: number | null): void;
}) {
  const [text, setText] = useState(value != null ? String(value) : '');
  useEffect(() => {
    // A year set from outside (cleared for a new car): show it, unless the text says it already.
    setText((shown) => ((isYear(shown) ? Number(shown) : null) === value ? shown : value != null ? String(value) : ''));
  }, [value]);
  return (
    <CalculatorField id={id} label={fieldLabels['auto.year']!} error={error} className="calc-field--narrow">
      <PlainInput
        id={id}
        list={`${id}-years`}
        inputMode="numeric"
        maxLength={4}
        placeholder="ГГГГ"
        autoComplete="off"
        value={text}
        invalid={Boolean(error)}
        onChange={(event) => {
          const typed = event.target.value.replace(/\D/g, '').slice(0, 4);
          setText(typed);
          const year = isYear(typed) ? Number(typed) : null;
          if (year !== value) onChange(year);
        }}
        className="w-full"
      />
      <datalist id={`${id}-years`}>
        {YEARS.map((year) => (
          <option key={year} value={year} />
        ))}
      </datalist>
    </CalculatorField>
  );
}
