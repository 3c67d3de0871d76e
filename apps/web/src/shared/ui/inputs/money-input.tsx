import { useEffect, useState, type Ref } from 'react';
import { FormattedInput } from './formatted-input';
import { moneyOfText, moneyText, typingMoney, typingSignedMoney } from './money';

export interface MoneyInputProps {
  id: string;
  value: number | null;
  onChange(value: number | null): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
  /** A negative sum may be typed (a leading minus). */
  signed?: boolean;
}

/**
 * A sum of money typed as it is shown: space-grouped roubles, a comma and up to 2 decimals ('1 250 000,50'); it
 * emits a number (null when empty). Light enough for forms with dozens of sums (one shared formatter, no Intl
 * objects per input).
 */
export function MoneyInput({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
  placeholder,
  signed = false,
}: MoneyInputProps) {
  const [text, setText] = useState(() => moneyText(value));
  useEffect(() => {
    // A sum set from outside (a reset, a recalculation): show it, unless it is what the text already says.
    setText((current) => (moneyOfText(current) === (value ?? null) ? current : moneyText(value)));
  }, [value]);
  return (
    <FormattedInput
      id={id}
      ref={inputRef}
      className="w-full money-input"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      format={signed ? typingSignedMoney : typingMoney}
      onChange={(next) => {
        setText(next);
        onChange(moneyOfText(next));
      }}
      onBlur={onBlur}
      disabled={disabled}
      invalid={invalid}
      placeholder={placeholder}
    />
  );
}
