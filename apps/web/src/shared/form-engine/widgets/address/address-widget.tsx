import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import type { Address } from '@autocredit/generated/api';
import type { ValueWidgetProps } from '../widget-types';
import { AddressAutocomplete } from './address-autocomplete';
import { AddressHints } from './address-hints';
import { AddressManual } from './address-manual';
import { isManualAddress } from './address-rules';
import { MANUAL_SWITCH } from './address-texts';
import { useFiasReload } from './use-fias-reload';
import './address.css';

/**
 * The `address` field (002 §3, §4 'Address input', §5, §6): an autocomplete on the address suggestions, or the manual
 * inputs behind the switch 'Ручной ввод' (the switch sets `isManual` and asks for a reload). Underwriters see the
 * parts, codes and FIAS ids under it; a disabled field shows the address line read-only. Value: an `Address` or null.
 */
export function AddressWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
  env,
}: ValueWidgetProps<Address | null>) {
  const chosen = useFiasReload(env.requestReload);
  const manual = isManualAddress(value);
  const switchId = `${id}-manual`;
  const hintsId = `${id}-hints`;

  const toggle = (on: boolean) => {
    onChange({ ...(value ?? { value: '' }), isManual: on ? '1' : '0' });
    env.requestReload();
  };

  const body = disabled ? (
    <InputText id={id} ref={inputRef as never} value={value?.value ?? ''} readOnly disabled className="w-full" />
  ) : manual ? (
    <AddressManual id={id} value={value} disabled={false} inputRef={inputRef} onSave={onChange} />
  ) : (
    <AddressAutocomplete
      id={id}
      value={value}
      filterFias={Boolean(field.attributes?.filterFias)}
      invalid={invalid}
      placeholder={field.placeholder ?? field.attributes?.placeholder}
      inputRef={inputRef}
      onChoose={(address) => {
        onChange(address);
        chosen(address);
      }}
      onClear={() => onChange(null)}
      onBlur={onBlur}
    />
  );

  return (
    <div className="address-field">
      <div className="address-field__switch">
        <InputSwitch
          inputId={switchId}
          checked={manual}
          disabled={disabled || Boolean(field.attributes?.manualDisabled)}
          onChange={(event) => toggle(Boolean(event.value))}
        />
        <label htmlFor={switchId}>{MANUAL_SWITCH}</label>
      </div>
      {body}
      {env.underwriter && <AddressHints id={hintsId} address={value} />}
    </div>
  );
}
