import { Button } from 'primereact/button';
import { useState } from 'react';
import { ADD_LOAN } from './finance';
import { AddLoanDialog } from './add-loan-dialog';
import { FinanceBlockTable } from './finance-block';
import { IncomeEditor } from './income-editor';

/**
 * One person's budget on the finance step (001 §2.4): incomes (with the salary estimate's button for the client,
 * when the page offers it), the extended incomes, charges, and loans with 'Добавить кредит' for underwriters.
 */
export function FinancePersonBudget({
  dealId,
  personId,
  collectionId,
  canEdit,
  incomeActions,
}: {
  dealId: number;
  personId: number;
  collectionId: number | null;
  canEdit: boolean;
  /** Buttons of the incomes block (the salary estimate). */
  incomeActions?: React.ReactNode;
}) {
  const [addingLoan, setAddingLoan] = useState(false);
  const common = { dealId, personId, collectionId, canEdit };
  return (
    <div className="finance-person" data-testid={`finance-person-${personId}`}>
      <FinanceBlockTable {...common} kind="incomes" actions={incomeActions} />
      <IncomeEditor dealId={dealId} personId={personId} canEdit={canEdit} />
      <FinanceBlockTable {...common} kind="charges" />
      <FinanceBlockTable
        {...common}
        kind="loans"
        actions={
          canEdit ? (
            <Button
              type="button"
              label={ADD_LOAN}
              icon="pi pi-plus"
              size="small"
              outlined
              onClick={() => setAddingLoan(true)}
            />
          ) : null
        }
      />
      {canEdit ? (
        <AddLoanDialog dealId={dealId} personId={personId} visible={addingLoan} onHide={() => setAddingLoan(false)} />
      ) : null}
    </div>
  );
}
