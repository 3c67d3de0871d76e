import { Button } from 'primereact/button';
import { useEffect, useState, type RefCallback } from 'react';
import type { Address } from '@autocredit/generated/api';
import { toast } from '@/shared/ui/toast';
import {
  draftOf,
  manualAddress,
  manualErrors,
  type ManualDraft,
  type ManualErrors,
  type ManualKey,
} from './address-rules';
import { ADDRESS_SAVED, MANUAL_LABELS, SAVE_ADDRESS } from './address-texts';
import { ManualInput } from './manual-input';

export interface AddressManualProps {
  id: string;
  value: Address | null;
  disabled: boolean;
  inputRef: RefCallback<HTMLElement>;
  onSave(address: Address): void;
}

/** The inputs in their order, with the length limits of the codes (002 §9). */
const INPUTS: readonly { key: ManualKey; maxLength?: number; numeric?: boolean }[] = [
  { key: 'postalCode', maxLength: 6, numeric: true },
  { key: 'regionId', maxLength: 2, numeric: true },
  { key: 'region' },
  { key: 'regionType' },
  { key: 'area' },
  { key: 'city' },
  { key: 'settlement' },
  { key: 'street' },
  { key: 'house' },
  { key: 'block' },
  { key: 'flat' },
];

/**
 * The manual mode of an address ('Ручной ввод'): the postal code, the region code, the region and its type and the
 * other parts, saved by a button after the checks of 002 §5 (the KLADR region code included); a failed check keeps
 * everything typed. A save sets the address, its line composed from the parts, and says 'Адрес сохранен'.
 */
export function AddressManual({ id, value, disabled, inputRef, onSave }: AddressManualProps) {
  const [draft, setDraft] = useState<ManualDraft>(() => draftOf(value));
  const [errors, setErrors] = useState<ManualErrors>({});
  const [tried, setTried] = useState(false);

  // A new address from outside (a reload, another mode's choice) replaces the inputs; a re-render does not.
  const source = JSON.stringify(value);
  useEffect(() => {
    setDraft(draftOf(JSON.parse(source) as Address | null));
  }, [source]);

  const edit = (key: ManualKey, text: string) => {
    const next = { ...draft, [key]: text };
    setDraft(next);
    if (tried) setErrors(manualErrors(next));
  };

  const save = () => {
    const found = manualErrors(draft);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave(manualAddress(value, draft));
    toast.success(ADDRESS_SAVED);
  };

  return (
    <div className="address-manual">
      <div className="address-manual__grid">
        {INPUTS.map(({ key, maxLength, numeric }) => (
          <ManualInput
            key={key}
            id={key === 'postalCode' ? id : `${id}-${key}`}
            label={MANUAL_LABELS[key]}
            value={draft[key]}
            error={errors[key]}
            disabled={disabled}
            maxLength={maxLength}
            inputMode={numeric ? 'numeric' : 'text'}
            inputRef={key === 'postalCode' ? inputRef : undefined}
            onChange={(text) => edit(key, text)}
          />
        ))}
      </div>
      <Button type="button" size="small" label={SAVE_ADDRESS} icon="pi pi-check" disabled={disabled} onClick={save} />
    </div>
  );
}
