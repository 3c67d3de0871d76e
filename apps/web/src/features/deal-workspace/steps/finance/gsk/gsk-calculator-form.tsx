import type { GskCalculatorResult } from '@autocredit/generated/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import { useState, type FormEvent } from 'react';
import { failureText } from '@/shared/api/failure-text';
import { queryKeys } from '@/shared/api/query-keys';
import { Loading } from '@/shared/ui/loading';
import { MoneyInput } from '@/shared/ui/inputs/money-input';
import { PlainInput } from '@/shared/ui/inputs/plain-input';
import { calculateGsk, gskCalculationInfoQuery } from './gsk-api';
import {
  GSK_FIELDS,
  GSK_GENDERS,
  GSK_LABELS,
  GSK_TEXTS,
  checkGskForm,
  gskFailure,
  gskFormOf,
  leaveRegion,
  withRegion,
  withRegionText,
  yearsText,
  type GskErrors,
  type GskField,
  type GskForm,
  type GskList,
} from './gsk-calculator';
import { GskFieldBox, gskErrorId } from './gsk-field-box';
import { GskReferenceDropdown } from './gsk-reference-dropdown';
import { GskRegionInput } from './gsk-region-input';
import { GskResultPanel } from './gsk-result-panel';
import './gsk-calculator.css';

const idOf = (field: GskField) => (field === 'gender' ? 'gsk-gender-0' : `gsk-${field}`);

/**
 * The form of 'Калькулятор ГКС' (001 §2.4, §5): filled with the inputs prepared from the deal, borrower and employer
 * data, 'Рассчитать', and the results panel. The client's checks and the server's refusals are shown under the
 * fields; nothing typed is lost on an error. A calculation changes the deal's ГКС sums (the finance blocks reload).
 */
export function GskCalculatorForm({ dealId }: { dealId: number }) {
  const queryClient = useQueryClient();
  const info = useQuery(gskCalculationInfoQuery(dealId));
  const [edited, setEdited] = useState<GskForm | null>(null);
  const [errors, setErrors] = useState<GskErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<GskCalculatorResult | null>(null);
  const calculation = useMutation({
    mutationFn: (input: NonNullable<ReturnType<typeof checkGskForm>['input']>) => calculateGsk(dealId, input),
    onSuccess: (answer) => {
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.finance.blocks });
    },
    onError: (error) => {
      const told = gskFailure(error);
      setErrors(told.errors);
      setFailure(told.message);
      setResult(null);
    },
  });

  if (info.isPending) return <Loading />;
  const form = edited ?? gskFormOf(info.data);
  const loadNote = info.isError ? failureText(info.error, GSK_TEXTS.error) : null;

  const base = form;
  /** A change of the form (from its latest state) clears the errors of the fields it touches. */
  const change = (update: (current: GskForm) => GskForm, ...fields: GskField[]) => {
    setEdited((current) => update(current ?? base));
    setErrors((current) => {
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  };
  const set = <K extends GskField>(field: K, value: GskForm[K]) =>
    change((current) => ({ ...current, [field]: value }), field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (calculation.isPending) return;
    const checked = checkGskForm(form);
    setErrors(checked.errors);
    setFailure(null);
    if (checked.input) {
      calculation.mutate(checked.input);
      return;
    }
    const first = GSK_FIELDS.find((field) => checked.errors[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const dropdown = (field: GskList) => (
    <GskFieldBox id={idOf(field)} label={GSK_LABELS[field]} error={errors[field]}>
      <GskReferenceDropdown
        id={idOf(field)}
        type={field}
        value={form[field]}
        invalid={Boolean(errors[field])}
        onChange={(value) => set(field, value)}
      />
    </GskFieldBox>
  );
  const years = (field: 'age' | 'experience') => (
    <GskFieldBox id={idOf(field)} label={GSK_LABELS[field]} error={errors[field]}>
      <PlainInput
        id={idOf(field)}
        className="w-full"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={form[field]}
        invalid={Boolean(errors[field])}
        aria-describedby={gskErrorId(idOf(field))}
        onChange={(event) => set(field, yearsText(event.target.value))}
      />
    </GskFieldBox>
  );

  return (
    <form className="gsk-calculator" onSubmit={submit} noValidate data-testid="gsk-form">
      {loadNote ? <p className="p-error gsk-calculator__note">{loadNote}</p> : null}
      <fieldset className="gsk-calculator__group">
        <legend>{GSK_TEXTS.borrower}</legend>
        <GskFieldBox id="gsk-gender" labelId="gsk-gender-label" label={GSK_LABELS.gender} error={errors.gender}>
          <div
            className="gsk-calculator__genders"
            role="radiogroup"
            aria-labelledby="gsk-gender-label"
            aria-describedby={gskErrorId('gsk-gender')}
          >
            {GSK_GENDERS.map((gender, index) => (
              <span key={gender} className="gsk-calculator__gender">
                <RadioButton
                  inputId={`gsk-gender-${index}`}
                  name="gsk-gender"
                  value={gender}
                  checked={form.gender === gender}
                  invalid={Boolean(errors.gender)}
                  onChange={() => set('gender', gender)}
                />
                <label htmlFor={`gsk-gender-${index}`}>{gender}</label>
              </span>
            ))}
          </div>
        </GskFieldBox>
        {years('age')}
        {dropdown('education')}
        {dropdown('workerGroup')}
        {years('experience')}
        <GskFieldBox id={idOf('salary')} label={GSK_LABELS.salary} error={errors.salary}>
          <MoneyInput
            id={idOf('salary')}
            value={form.salary}
            invalid={Boolean(errors.salary)}
            onChange={(value) => set('salary', value)}
          />
        </GskFieldBox>
      </fieldset>
      <fieldset className="gsk-calculator__group">
        <legend>{GSK_TEXTS.employer}</legend>
        <GskFieldBox id={idOf('region')} label={GSK_LABELS.region} error={errors.region}>
          <GskRegionInput
            id={idOf('region')}
            code={form.region}
            text={form.regionText}
            invalid={Boolean(errors.region)}
            onText={(text) => change((current) => withRegionText(current, text), 'region')}
            onPick={(item) => change((current) => withRegion(current, item), 'region', 'population')}
            onLeave={() => {
              const { error } = leaveRegion(form);
              if (error === null) return;
              setEdited((current) => leaveRegion(current ?? base).form);
              setErrors((current) => ({ ...current, region: error }));
            }}
          />
        </GskFieldBox>
        {dropdown('population')}
        {dropdown('property')}
        {dropdown('okved')}
      </fieldset>
      <div className="gsk-calculator__actions">
        {failure ? (
          <p className="p-error gsk-calculator__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="small" label={GSK_TEXTS.calculate} loading={calculation.isPending} />
      </div>
      {result ? <GskResultPanel result={result} /> : null}
    </form>
  );
}
