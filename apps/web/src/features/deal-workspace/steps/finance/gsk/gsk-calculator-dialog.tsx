import { Dialog } from 'primereact/dialog';
import type { KeyboardEvent } from 'react';
import { GSK_TEXTS } from './gsk-calculator';
import { isOpenListKey } from './gsk-display';
import { GskCalculatorForm } from './gsk-calculator-form';

/** The props of GskCalculatorDialog. */
export interface GskCalculatorDialogProps {
  /** The deal whose client is estimated (its prepared inputs are loaded on each opening). */
  dealId: number;
  visible: boolean;
  /** The dialog is closed (its close button or Escape). */
  onHide(): void;
}

/**
 * The salary-estimate dialog 'Калькулятор ГКС' of the finance step (001 §2.4; 710 px, 001 §9): borrower and employer
 * data prepared from the deal, 'Рассчитать' and the results. Escape closes it, unless it is pressed in an open list
 * of the form (it then closes the list only). Each opening starts from the deal's prepared inputs.
 */
export function GskCalculatorDialog({ dealId, visible, onHide }: GskCalculatorDialogProps) {
  const keepEscape = (event: KeyboardEvent) => {
    // the dialog listens on the document: an Escape the list has taken goes no further
    if (event.key === 'Escape' && isOpenListKey(event.target)) event.stopPropagation();
  };
  return (
    <Dialog
      header={GSK_TEXTS.title}
      visible={visible}
      onHide={onHide}
      style={{ width: '710px' }}
      breakpoints={{ '760px': '95vw' }}
      data-testid="gsk-calculator-dialog"
    >
      <div onKeyDown={keepEscape}>
        <GskCalculatorForm dealId={dealId} />
      </div>
    </Dialog>
  );
}
