import { InputText } from 'primereact/inputtext';
import type { ChangeEvent, RefCallback } from 'react';

export interface ManualInputProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  disabled: boolean;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
  inputRef?: RefCallback<HTMLElement>;
  onChange(value: string): void;
}

/** One labelled input of a manual address, with its message under it. */
export function ManualInput({
  id,
  label,
  value,
  error,
  disabled,
  maxLength,
  inputMode,
  inputRef,
  onChange,
}: ManualInputProps) {
  const errorId = `${id}-error`;
  return (
    <div className="address-manual__cell">
      <label htmlFor={id} className="address-manual__label">
        {label}
      </label>
      <InputText
        id={id}
        ref={inputRef as never}
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        inputMode={inputMode}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className="p-inputtext-sm w-full"
        autoComplete="off"
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {error && (
        <small id={errorId} className="p-error address-manual__error">
          {error}
        </small>
      )}
    </div>
  );
}
