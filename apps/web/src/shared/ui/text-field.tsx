import { InputText } from 'primereact/inputtext';
import type { ChangeEvent } from 'react';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  type?: 'text' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/**
 * A labelled PrimeReact input with its error under it. The error's line is there before any error, so that a
 * message shown when the field is left does not move what is under it: the click on a form's button that left
 * the field still lands on the button (change password: one click on 'Изменить' flags both empty fields).
 */
export function TextField({ id, label, value, error, type = 'text', onChange, onBlur, ...rest }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field field--reserved">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <InputText
        id={id}
        name={id}
        type={type}
        value={value}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        className="field__input"
        {...rest}
      />
      <small id={errorId} className="p-error field__error field__error--reserved" role="alert">
        {error ?? ''}
      </small>
    </div>
  );
}
