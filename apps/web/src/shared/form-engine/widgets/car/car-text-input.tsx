import { InputText } from 'primereact/inputtext';
import type { RefCallback } from 'react';
import { REQUIRED } from '@/shared/form-engine/model/texts';

export interface CarTextInputProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
  inputRef?: RefCallback<HTMLElement>;
}

/** A labelled free input of the car's manual mode, with the required text when it is empty. */
export function CarTextInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  required,
  maxLength,
  inputMode,
  inputRef,
}: CarTextInputProps) {
  // once the field failed its checks (a save, the server), never before (002 §5)
  const requiredShown = required && invalid && value.trim() === '';
  return (
    <div className="car-field__cell">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        ref={inputRef as never}
        className="w-full"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        invalid={Boolean(requiredShown) || (Boolean(invalid) && !required)}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete="off"
      />
      {requiredShown && <small className="p-error">{REQUIRED}</small>}
    </div>
  );
}
