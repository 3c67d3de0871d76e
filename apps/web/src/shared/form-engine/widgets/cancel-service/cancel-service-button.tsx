import { Button } from 'primereact/button';
import { useState, type Ref } from 'react';
import type { ValueWidgetProps } from '../widget-types';
import { CancelServiceDialog } from './cancel-service-dialog';

/**
 * The `cancelServiceBtn` field (002 §2): a button, labelled with the field's label, opening the cancel-service
 * dialog for the service whose code is the value. A cancelled service closes the dialog and asks the server for the
 * form again (`env.requestReload()`). Disabled with the field, or without a deal or a service.
 */
export function CancelServiceButton({ field, id, value, inputRef, disabled, env }: ValueWidgetProps<string | null>) {
  const [open, setOpen] = useState(false);
  const { dealId } = env;
  const service = typeof value === 'string' ? value : '';
  const usable = !disabled && dealId !== undefined && service !== '';

  return (
    <>
      <Button
        id={id}
        // PrimeReact's Button hands its <button> to a callback ref (its class type says otherwise).
        ref={inputRef as unknown as Ref<Button>}
        type="button"
        label={field.label ?? ''}
        size="small"
        outlined
        severity="danger"
        disabled={!usable}
        onClick={() => setOpen(true)}
      />
      {open && usable && (
        <CancelServiceDialog
          id={`${id}-dialog`}
          header={field.label ?? ''}
          dealId={dealId}
          service={service}
          onHide={() => setOpen(false)}
          onCancelled={() => {
            setOpen(false);
            env.requestReload();
          }}
        />
      )}
    </>
  );
}
