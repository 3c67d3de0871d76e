import { useQuery } from '@tanstack/react-query';
import { SelectButton } from 'primereact/selectbutton';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { ServerFormView, type FormEnvironment, type ServerForm } from '@/shared/form-engine';
import { formatMoney } from '@/shared/lib/format-money';
import { financeResultsQuery } from '../api/finance-api';
import { INCOMES_TAB, PROPERTY_TAB, financePersons, type FinancePerson } from '../lib/finance';
import { FinancePersonBudget } from './finance-person-budget';
import { PdnResult } from './pdn-result';

/** The results panel (001 §2.4): max loan sum, total loan sum, max monthly payment, СрД, ПД. */
function FinanceResults({ dealId }: { dealId: number }) {
  const results = useQuery(financeResultsQuery(dealId));
  const figures: Array<[string, number | null | undefined]> = [
    ['Максимальная сумма кредита', results.data?.sumMaxConfirmed],
    ['Общая сумма кредита', results.data?.sumTotalConfirmed],
    ['Максимальный ежемесячный платеж', results.data?.paymentMonthlyMax],
    ['СрД', results.data?.srd],
    ['ПД', results.data?.pd],
  ];
  return (
    <dl className="task-header finance-results" data-testid="finance-results" aria-busy={results.isFetching}>
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{results.isPending ? '…' : formatMoney(value) || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The finance step (001 §2.4). Tab 'Сведения о доходах/расходах': the results panel, the ПДН (not for auditors),
 * and the budget of each person of the deal (the step's form names them with their ids; the client alone when it
 * does not) with the confirmed sums, extended incomes and loans underwriters edit. Tab 'Сведения об имуществе': the
 * step's form (each person's real estate and cars).
 */
export function FinanceStep({
  dealId,
  clientId,
  collectionId,
  form,
  env,
  canEdit,
  showPdn,
  incomeActions,
}: {
  dealId: number;
  /** The deal's client: the one person when the step's form names none. */
  clientId: number;
  collectionId: number | null;
  form: ServerForm<unknown>;
  env: Omit<FormEnvironment, 'requestReload'>;
  canEdit: boolean;
  /** Auditors see no PDN (001 §6). */
  showPdn: boolean;
  /** Buttons of the client's incomes block (the salary estimate: not for auditors). */
  incomeActions?: React.ReactNode;
}) {
  const named = financePersons(form.form);
  const persons: FinancePerson[] = named.length > 0 ? named : [{ key: 'client', title: 'Заемщик', id: clientId }];
  const [chosen, setChosen] = useState(persons[0]!.key);
  const person = persons.find((p) => p.key === chosen) ?? persons[0]!;
  return (
    <TabView className="finance-step">
      <TabPanel header={INCOMES_TAB}>
        <FinanceResults dealId={dealId} />
        {showPdn ? <PdnResult dealId={dealId} /> : null}
        {persons.length > 1 ? (
          <SelectButton
            className="finance-step__persons"
            aria-label="Чей бюджет"
            value={person.key}
            options={persons.map((p) => ({ label: p.title, value: p.key }))}
            allowEmpty={false}
            onChange={(event) => setChosen(event.value as string)}
          />
        ) : null}
        <FinancePersonBudget
          key={person.id}
          dealId={dealId}
          personId={person.id}
          collectionId={collectionId}
          canEdit={canEdit}
          incomeActions={person.id === clientId ? incomeActions : undefined}
        />
      </TabPanel>
      <TabPanel header={PROPERTY_TAB}>
        <div className="task-page__form" data-testid="finance-property">
          <ServerFormView form={form} env={env} />
        </div>
      </TabPanel>
    </TabView>
  );
}
