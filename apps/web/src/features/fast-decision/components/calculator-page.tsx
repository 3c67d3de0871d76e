import type { Calculator, CalculatorData } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { failureText } from '@/shared/api/failure-text';
import { useCurrentUser } from '@/shared/api/queries';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { Loading } from '@/shared/ui/loading';
import { Page } from '@/shared/ui/page';
import { calculatorQuery } from '../api/calculator-api';
import { requiredErrors, type CalculatorErrors } from '../lib/calculator-rules';
import { calculatorCaptions } from '../lib/calculator-texts';
import { CalculatorCreate } from './calculator-create';
import { CalculatorForm } from './calculator-form';
import { CalculatorServices } from './calculator-services';
import { CalculatorVariants } from './calculator-variants';
import { useCalculator } from './use-calculator';
import './calculator.css';

/** The errors to show: the required ones of the fields touched (all after a try to create), and the server's. */
function shownErrors(required: CalculatorErrors, touched: ReadonlySet<string>, all: boolean, server: CalculatorErrors) {
  const shown: CalculatorErrors = {};
  for (const [path, message] of Object.entries(required)) {
    if (all || [...touched].some((t) => path === t || path.startsWith(`${t}.`))) shown[path] = message;
  }
  return { ...shown, ...server };
}

/** The loaded calculator: the form, the services, the variants and (unless `withoutDealCreate`) the create button. */
function CalculatorWorkspace({ data, withoutDealCreate }: { data: CalculatorData; withoutDealCreate: boolean }) {
  const c = useCalculator(data);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const required = useMemo(() => requiredErrors(c.calc, c.lists.programs.length), [c.calc, c.lists.programs.length]);
  const errors = shownErrors(required, touched, attempted, c.serverErrors);
  const onEdit = (path: string, next: Calculator) => {
    setTouched((t) => (t.has(path) ? t : new Set(t).add(path)));
    c.setServerErrors({});
    c.edit(next);
  };
  const touch = (path: string) => setTouched((t) => (t.has(path) ? t : new Set(t).add(path)));

  return (
    <div className="calc">
      <CalculatorForm
        calc={c.calc}
        additional={c.additional}
        lists={c.lists}
        carInfo={c.carInfo}
        errors={errors}
        onEdit={onEdit}
        onPartner={(id) => {
          touch('autocredit.partner');
          c.setServerErrors({});
          c.choosePartner(id);
        }}
        onProgram={(id) => {
          touch('autocredit.program');
          c.setServerErrors({});
          c.chooseProgram(id);
        }}
      />
      <section className="calc-section" aria-labelledby="calc-services-title">
        <h2 id="calc-services-title" className="calc-section__title">
          {calculatorCaptions.services}
        </h2>
        <CalculatorServices calc={c.calc} infos={c.lists.services} errors={errors} onEdit={onEdit} />
      </section>
      <section className="calc-section" aria-labelledby="calc-variants-title" aria-busy={c.computing}>
        <div className="calc-section__head">
          <h2 id="calc-variants-title" className="calc-section__title">
            {calculatorCaptions.variants}
          </h2>
          {withoutDealCreate ? null : (
            <CalculatorCreate
              calc={c.calc}
              required={required}
              onInvalid={() => setAttempted(true)}
              onServerErrors={c.setServerErrors}
            />
          )}
        </div>
        {c.variants ? (
          <CalculatorVariants
            variants={c.variants}
            currentTerm={c.calc.autocredit.term ?? null}
            onChoose={c.chooseVariant}
          />
        ) : c.computing ? (
          <Loading label={calculatorCaptions.computing} />
        ) : (
          <p className="calc-section__empty">{calculatorCaptions.noVariants}</p>
        )}
      </section>
    </div>
  );
}

/**
 * The credit calculator (000 §2.13): `create-short-request` for operators, and `credit-calculator-lite`
 * (`withoutDealCreate`: no create button) for calculator-only users. 'Создать заявку' is the operators' only
 * (000 §6), whatever the route.
 */
export function CalculatorPage({ withoutDealCreate = false }: { withoutDealCreate?: boolean }) {
  const query = useQuery(calculatorQuery());
  const canCreate = isAllowed(useCurrentUser().data, policies.createDeal);
  return (
    <Page title={calculatorCaptions.title}>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <div className="calc-section__empty" role="alert">
          <span>{failureText(query.error) ?? 'Что-то пошло не так'}</span>{' '}
          <Button type="button" label="Повторить" size="small" text onClick={() => void query.refetch()} />
        </div>
      ) : (
        <CalculatorWorkspace data={query.data} withoutDealCreate={withoutDealCreate || !canCreate} />
      )}
    </Page>
  );
}
