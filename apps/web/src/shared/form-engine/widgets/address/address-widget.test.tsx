import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '@autocredit/generated/api';
import { Harness, testEnv } from './address-test-kit';

vi.mock('./address-api', () => ({ suggestAddresses: vi.fn(), fetchFullAddress: vi.fn() }));

const moscow: Address = {
  value: 'г Москва, ул Тверская, д 7',
  isManual: '0',
  postalCode: '125009',
  regionId: '77',
  region: 'Москва',
  regionType: 'г',
  regionTypeFull: 'город',
  street: 'Тверская',
  streetType: 'ул',
  streetTypeFull: 'улица',
  fiasActualityState: '0',
  houseFiasId: '9d3a6c1e-2b4f-4e8a-b1c7-5f0d2e8a3b61',
};

const manualSwitch = () => screen.getByLabelText('Ручной ввод') as HTMLInputElement;

describe('the address field', () => {
  it("switches to the manual mode ('Ручной ввод'): emits isManual '1', asks for a reload, shows the inputs", () => {
    const env = testEnv();
    const onChange = vi.fn();
    render(<Harness initial={moscow} env={env} onChange={onChange} />);
    fireEvent.click(manualSwitch());
    expect(onChange).toHaveBeenCalledWith({ ...moscow, isManual: '1' });
    expect(env.requestReload).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Индекс') as HTMLInputElement).value).toBe('125009');
  });

  it("switches back: emits isManual '0' and asks for a reload again", () => {
    const env = testEnv();
    const onChange = vi.fn();
    render(<Harness initial={{ ...moscow, isManual: '1' }} env={env} onChange={onChange} />);
    fireEvent.click(manualSwitch());
    expect(onChange).toHaveBeenCalledWith({ ...moscow, isManual: '0' });
    expect(env.requestReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox')).toBeTruthy();
  });

  it('switches an empty field to manual with an empty address', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(manualSwitch());
    expect(onChange).toHaveBeenCalledWith({ value: '', isManual: '1' });
  });

  it('disables the switch when the field has manualDisabled', () => {
    render(<Harness initial={moscow} attributes={{ manualDisabled: true }} />);
    expect(manualSwitch().disabled).toBe(true);
  });

  it('shows a disabled field as its address line, read-only, the switch disabled', () => {
    render(<Harness initial={moscow} disabled />);
    const line = document.getElementById('address') as HTMLInputElement;
    expect(line.value).toBe(moscow.value);
    expect(line.readOnly).toBe(true);
    expect(manualSwitch().disabled).toBe(true);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows underwriters the parts with their types, the codes and the FIAS ids', () => {
    render(<Harness initial={moscow} env={testEnv({ underwriter: true })} />);
    const hints = screen.getByTestId('address-hints');
    expect(hints.textContent).toContain('Индекс: 125009');
    expect(hints.textContent).toContain('Код региона: 77');
    expect(hints.textContent).toContain('Регион: г Москва (город)');
    expect(hints.textContent).toContain('Улица: ул Тверская (улица)');
    expect(hints.textContent).toContain('ФИАС дома: 9d3a6c1e-2b4f-4e8a-b1c7-5f0d2e8a3b61');
    expect(hints.textContent).toContain('Актуальность ФИАС: 0');
  });

  it('shows no hints to other users', () => {
    render(<Harness initial={moscow} />);
    expect(screen.queryByTestId('address-hints')).toBeNull();
  });
});
