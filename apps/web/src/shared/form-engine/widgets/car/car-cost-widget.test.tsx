import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CarCostWidget } from './car-cost-widget';

function Harness({ initial, spy }: { initial: number | string | null; spy(value: number | string | null): void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="cost">Стоимость автомобиля</label>
      <CarCostWidget
        field={{ type: 'carCost', label: 'Стоимость автомобиля' }}
        name="carCost"
        id="cost"
        value={value}
        onChange={(next) => {
          setValue(next);
          spy(next);
        }}
        onBlur={() => undefined}
        inputRef={() => undefined}
        disabled={false}
        invalid={false}
        env={{
          underwriter: false,
          showChanged: false,
          phoneActions: false,
          canUpload: false,
          readOnly: false,
          requestReload: () => undefined,
        }}
      />
    </>
  );
}

const show = (initial: number | string | null) => {
  const spy = vi.fn();
  render(<Harness initial={initial} spy={spy} />);
  return { spy, input: screen.getByLabelText('Стоимость автомобиля') as HTMLInputElement };
};

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]/g, ' ');

describe('the car cost (carCost)', () => {
  it('shows the cost space-grouped, a string from the server too', () => {
    expect(plain(show(1500000).input.value)).toBe('1 500 000');
  });

  it('shows a string cost from the server as money', () => {
    expect(plain(show('2350000.5').input.value)).toBe('2 350 000,50');
  });

  it('emits a number as it is typed, with up to 2 decimals', async () => {
    const { spy, input } = show(null);
    await userEvent.type(input, '1234567,891');
    expect(spy).toHaveBeenLastCalledWith(1234567.89);
    expect(plain(input.value)).toBe('1 234 567,89');
  });

  it('emits null when emptied', async () => {
    const { spy, input } = show(900000);
    await userEvent.click(input);
    input.setSelectionRange(0, input.value.length);
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('');
    expect(spy).toHaveBeenLastCalledWith(null);
  });
});
