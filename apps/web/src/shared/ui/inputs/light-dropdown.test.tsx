import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LightDropdown } from './light-dropdown';

const OPTIONS = [
  { value: '12', label: '12 месяцев' },
  { value: '24', label: '24 месяца' },
];

function Host({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>('12');
  return (
    <>
      <label htmlFor="term">Срок</label>
      <LightDropdown
        inputId="term"
        options={OPTIONS}
        value={value}
        placeholder="Не выбрано"
        onChange={(event) => {
          setValue(event.value as string);
          onChange(event.value as string);
        }}
      />
    </>
  );
}

describe('LightDropdown', () => {
  it('shows the chosen label before it is needed, without a PrimeReact dropdown', () => {
    render(<Host onChange={vi.fn()} />);
    expect(document.querySelector('[data-light-dropdown] .p-dropdown-label')?.textContent).toBe('12 месяцев');
  });

  it('becomes the real dropdown when it takes the focus, keeping the focus', async () => {
    render(<Host onChange={vi.fn()} />);
    screen.getByLabelText('Срок').focus();
    await waitFor(() => expect(document.querySelector('[data-light-dropdown]')).toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe('term'));
  });

  it('opens its list on a click, and a pick changes the value', async () => {
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    fireEvent.click(document.querySelector('[data-light-dropdown]')!);
    await userEvent.click(await screen.findByRole('option', { name: '24 месяца' }));
    expect(onChange).toHaveBeenCalledWith('24');
  });

  it('opens its list when pressed while it turns into the real dropdown (the click then never comes)', async () => {
    render(<Host onChange={vi.fn()} />);
    const light = document.querySelector('[data-light-dropdown] .p-dropdown-label')!;
    // a busy page: the pointer came over it and pressed before it was drawn again; the press then lands on the
    // light look, which is gone by the release, so the browser sends no click
    act(() => {
      fireEvent.pointerOver(light);
      fireEvent.pointerDown(light);
      fireEvent.mouseDown(light);
    });
    expect(document.querySelector('[data-light-dropdown]')).toBeNull();
    expect(await screen.findByRole('option', { name: '24 месяца' })).toBeTruthy();
  });
});
