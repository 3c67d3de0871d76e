import { Button } from 'primereact/button';
import { useState } from 'react';
import { GSK_CALCULATOR } from '../finance';
import { GskCalculatorDialog } from './gsk-calculator-dialog';

/** The button of the client's incomes opening the salary estimate 'Калькулятор ГКС' (001 §2.4). */
export function GskCalculatorButton({ dealId }: { dealId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        label={GSK_CALCULATOR}
        icon="pi pi-calculator"
        size="small"
        outlined
        onClick={() => setOpen(true)}
      />
      <GskCalculatorDialog dealId={dealId} visible={open} onHide={() => setOpen(false)} />
    </>
  );
}
