import { SelectButton } from 'primereact/selectbutton';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { ServerFormView, type FormEnvironment, type ServerForm } from '@/shared/form-engine';
import { INCOMES_TAB, PROPERTY_TAB, financePersons, type FinancePerson } from './finance';
import { FinancePersonBudget } from './finance-person-budget';
import { FinanceResults } from './finance-results';
import { PdnResult } from './pdn-result';

/**
 * The finance step (001 §2.4). Tab 'Сведения о доходах/расходах': the results panel and the ПДН (neither loaded for
 * auditors, 001 §6), and the budget of each person of the deal (the step's form names them with their ids; the
 * client alone when it does not) with the confirmed sums, extended incomes and loans underwriters edit. Tab
 * 'Сведения об имуществе': the step's form (each person's real estate and cars).
 */
export function FinanceStep({
  dealId,
  clientId,
  collectionId,
  form,
  env,
  canEdit,
  showResults,
  showPaymentMax,
  incomeActions,
}: {
  dealId: number;
  /** The deal's client: the one person when the step's form names none. */
  clientId: number;
  collectionId: number | null;
  form: ServerForm<unknown>;
  env: Omit<FormEnvironment, 'requestReload'>;
  canEdit: boolean;
  /** Auditors see no PDN and no max-credit-sum figures: neither is loaded (001 §6). */
  showResults: boolean;
  /** The results' max monthly payment: viewers and underwriters (001 §6). */
  showPaymentMax: boolean;
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
        {showResults ? <FinanceResults dealId={dealId} showPaymentMax={showPaymentMax} /> : null}
        {showResults ? <PdnResult dealId={dealId} /> : null}
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
