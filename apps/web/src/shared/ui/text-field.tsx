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

/** A labelled PrimeReact input with its error under it. */
export function TextField({ id, label, value, error, type = 'text', onChange, onBlur, ...rest }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
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
      {error ? (
        <small id={errorId} className="p-error field__error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
