import { render, screen } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { describe, expect, it } from 'vitest';
import { PRIMEREACT_PASS_THROUGH } from './primereact-pass-through';

describe("PrimeReact's markup, as the app provides it", () => {
  it('shows screen readers one named control per dropdown and per switch', () => {
    render(
      <PrimeReactProvider value={{ pt: PRIMEREACT_PASS_THROUGH }}>
        <label htmlFor="priority">Приоритет</label>
        <Dropdown inputId="priority" value="1" options={[{ label: 'Высокий', value: '1' }]} />
        <label htmlFor="switch">Ручной ввод</label>
        <InputSwitch inputId="switch" checked={false} />
      </PrimeReactProvider>,
    );
    // the hidden copy of the dropdown, an unnamed <select>, is hidden from them
    const select = document.querySelector('select')!;
    expect(select.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByLabelText('Приоритет').tagName).toBe('INPUT');
    // the switch is one switch, not a checkbox around a switch
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Ручной ввод' })).toBeTruthy();
  });
});
