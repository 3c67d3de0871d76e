import type { Address } from '@autocredit/generated/api';
import { ADDRESS_PARTS } from './address-rules';
import { HINT_LABELS } from './address-texts';

/** A part with its types: 'г Москва (город)'. */
function partHint(address: Address, part: (typeof ADDRESS_PARTS)[number]): string | null {
  const name = address[part];
  if (!name) return null;
  const type = address[`${part}Type`];
  const full = address[`${part}TypeFull`];
  return [type, name].filter(Boolean).join(' ') + (full ? ` (${full})` : '');
}

/** The underwriter's hints under an address (002 §6): each part with its types, the codes and the FIAS ids. */
export function AddressHints({ id, address }: { id: string; address: Address | null }) {
  if (!address) return null;
  const rows: [string, string | null | undefined][] = [
    [HINT_LABELS.postalCode, address.postalCode],
    [HINT_LABELS.regionId, address.regionId],
    ...ADDRESS_PARTS.map((part): [string, string | null] => [HINT_LABELS[part], partHint(address, part)]),
    [HINT_LABELS.fiasActualityState, address.fiasActualityState],
    [HINT_LABELS.houseFiasId, address.houseFiasId],
    [HINT_LABELS.streetFiasId, address.streetFiasId],
    [HINT_LABELS.cityFiasId, address.cityFiasId],
  ];
  const shown = rows.filter(([, text]) => text !== null && text !== undefined && String(text) !== '');
  return (
    <small id={id} className="address-hints" data-testid="address-hints">
      {address.isManual === '1' && <span className="address-hints__item">{HINT_LABELS.manual}</span>}
      {shown.map(([label, text]) => (
        <span key={label} className="address-hints__item">
          {label}: {String(text)}
        </span>
      ))}
    </small>
  );
}
