import { useEffect, useRef, useState, type RefCallback } from 'react';
import type { Address } from '@autocredit/generated/api';
import { failureText } from '@/shared/api/failure-text';
import { toast } from '@/shared/ui/toast';
import { SuggestInput } from '@/shared/form-engine/suggest/suggest-input';
import { longEnough } from '@/shared/form-engine/suggest/suggest-state';
import { fetchFullAddress, suggestAddresses } from './address-api';

/** How long after leaving the field its text is settled: a click on a suggestion lands first (002 §9). */
export const ADDRESS_FOCUS_OUT_MS = 300;

export interface AddressAutocompleteProps {
  id: string;
  value: Address | null;
  filterFias: boolean;
  invalid: boolean;
  placeholder?: string;
  inputRef: RefCallback<HTMLElement>;
  /** An address was chosen: its full record, not manual. */
  onChoose(address: Address): void;
  /** The text was emptied and the field left. */
  onClear(): void;
  onBlur(): void;
}

/**
 * The autocomplete mode of an address: suggestions from 3 characters; a chosen one is fetched again in full
 * (`count=1`). Leaving the field with a changed text picks the first suggestion shown, or clears an emptied address.
 */
export function AddressAutocomplete({
  id,
  value,
  filterFias,
  invalid,
  placeholder,
  inputRef,
  onChoose,
  onClear,
  onBlur,
}: AddressAutocompleteProps) {
  const shown = value?.value ?? '';
  const [text, setText] = useState(shown);
  const typed = useRef(false);
  const items = useRef<Address[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ text, shown, onChoose, onClear, onBlur });
  latest.current = { text, shown, onChoose, onClear, onBlur };

  useEffect(() => {
    typed.current = false;
    setText(shown);
  }, [shown]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // A suggestion being clicked (the button held down on the panel): leaving the field picks nothing until the click
  // is done, however slow, so that the click chooses and not the first suggestion.
  const pointerOnPanel = useRef(false);
  useEffect(() => {
    const down = (event: PointerEvent) => {
      pointerOnPanel.current = (event.target as Element | null)?.closest?.('.p-autocomplete-panel') != null;
    };
    const up = () => setTimeout(() => (pointerOnPanel.current = false), 0);
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
    };
  }, []);

  const choose = async (item: Address) => {
    typed.current = false;
    setText(item.value);
    let full: Address | null;
    try {
      full = (await fetchFullAddress(item.value)) ?? item;
    } catch (error) {
      const text = failureText(error);
      if (text) toast.error(text);
      full = null;
    }
    if (full) latest.current.onChoose({ ...full, isManual: '0' });
    else setText(latest.current.shown);
  };

  const settle = () => {
    timer.current = null;
    if (pointerOnPanel.current) {
      timer.current = setTimeout(settle, ADDRESS_FOCUS_OUT_MS);
      return;
    }
    const { text: now, shown: current } = latest.current;
    if (typed.current) {
      typed.current = false;
      const first = items.current[0];
      if (now.trim() === '') latest.current.onClear();
      else if (first) void choose(first);
      else setText(current);
    }
    latest.current.onBlur();
  };

  const cancelSettle = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  // Back in the field before the 300 ms (a click on a suggestion, then typing on): nothing to settle.
  return (
    <div className="address-field__input" onFocus={cancelSettle}>
      <SuggestInput<Address>
        id={id}
        text={text}
        onTextChange={(next) => {
          typed.current = true;
          if (!longEnough(next)) items.current = [];
          setText(next);
        }}
        onSelect={(item) => void choose(item)}
        onSuggestions={(found) => {
          items.current = found;
        }}
        onBlur={() => {
          cancelSettle();
          timer.current = setTimeout(settle, ADDRESS_FOCUS_OUT_MS);
        }}
        fetcher={(query, signal) => suggestAddresses(query, filterFias, signal)}
        itemText={(item) => item.value}
        invalid={invalid}
        placeholder={placeholder}
        inputRef={inputRef}
      />
    </div>
  );
}
