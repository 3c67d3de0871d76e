import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { caretBeforeTail, FormattedInput } from './formatted-input';
import { typingDate } from './typed-date';

describe('a formatted input', () => {
  it('keeps the caret before the digits that followed it', () => {
    expect(caretBeforeTail('12.03.2025', 0)).toBe(10);
    expect(caretBeforeTail('12.03.2025', 4)).toBe(6);
    expect(caretBeforeTail('12.03.2025', 5)).toBe(4);
    expect(caretBeforeTail('12', 5)).toBe(0);
  });

  it('shows what it formats at once, whatever came in one go', () => {
    function Date() {
      const [value, setValue] = useState('');
      return <FormattedInput id="d" value={value} format={typingDate} onChange={setValue} />;
    }
    const { container } = render(<Date />);
    const input = container.querySelector('input')!;
    fireEvent.change(input, { target: { value: '12032025' } });
    expect(input.value).toBe('12.03.2025');
    fireEvent.change(input, { target: { value: '12.03.2025x' } });
    expect(input.value).toBe('12.03.2025');
  });
});
