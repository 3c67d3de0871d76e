import type { FormField } from '@autocredit/generated/api';
import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import type { FormEnvironment, ValueWidgetProps } from '../widgets/widget-types';

/** The environment of a widget under test: nobody special, an editable form; `requestReload` a spy. */
export const testEnv = (overrides: Partial<FormEnvironment> = {}): FormEnvironment => ({
  underwriter: false,
  showChanged: false,
  phoneActions: false,
  canUpload: false,
  readOnly: false,
  requestReload: vi.fn(),
  ...overrides,
});

export interface MountOptions {
  env?: FormEnvironment;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** Draw the field's label for the widget's input (as the engine does for a framed widget). */
  label?: boolean;
}

/** Renders a widget holding its value, as the engine does; answers the spy of the values it emits. */
export function mountWidget<V>(
  Widget: ComponentType<ValueWidgetProps<V>>,
  field: FormField,
  initial: V,
  { env = testEnv(), disabled = false, id = 'f', name = 'f', label = true }: MountOptions = {},
) {
  const changes = vi.fn();
  function Host() {
    const [value, setValue] = useState<V>(initial);
    return (
      <>
        {label && field.label ? <label htmlFor={id}>{field.label}</label> : null}
        <Widget
          field={field}
          name={name}
          id={id}
          value={value}
          onChange={(next) => {
            changes(next);
            setValue(next);
          }}
          onBlur={() => undefined}
          inputRef={() => undefined}
          disabled={disabled}
          invalid={false}
          env={env}
        />
      </>
    );
  }
  render(<Host />);
  return changes;
}
