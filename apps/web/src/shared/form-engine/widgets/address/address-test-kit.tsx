import { useState } from 'react';
import { vi } from 'vitest';
import type { Address, FormField } from '@autocredit/generated/api';
import type { FormEnvironment } from '../widget-types';
import { AddressWidget } from './address-widget';

/** A form environment of a test: every flag off, the reload a spy. */
export function testEnv(overrides: Partial<FormEnvironment> = {}): FormEnvironment {
  return {
    underwriter: false,
    showChanged: false,
    phoneActions: false,
    canUpload: false,
    readOnly: false,
    requestReload: vi.fn(),
    ...overrides,
  };
}

export interface HarnessProps {
  initial?: Address | null;
  attributes?: FormField['attributes'];
  env?: FormEnvironment;
  disabled?: boolean;
  onChange?(value: Address | null): void;
  onBlur?(): void;
}

/** The address widget held by a parent that keeps its value, as the engine does. */
export function Harness({
  initial = null,
  attributes,
  env = testEnv(),
  disabled = false,
  onChange,
  onBlur,
}: HarnessProps) {
  const [value, setValue] = useState<Address | null>(initial);
  return (
    <AddressWidget
      field={{ type: 'address', label: 'Адрес регистрации', attributes }}
      name="address"
      id="address"
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      onBlur={() => onBlur?.()}
      inputRef={() => {}}
      disabled={disabled}
      invalid={false}
      env={env}
    />
  );
}
