import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuggestInput } from './suggest-input';

function Field({ fetcher }: { fetcher: (query: string) => Promise<string[]> }) {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="name">Фамилия</label>
      <SuggestInput
        id="name"
        text={text}
        onTextChange={setText}
        onSelect={(item) => setText(item)}
        fetcher={fetcher}
        itemText={(s) => s}
      />
      <label htmlFor="next">Имя</label>
      <input id="next" />
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a suggest input left before its search', () => {
  it('asks nothing and does not keep its spinner turning', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => ['Смирнова']);
    render(<Field fetcher={fetcher} />);
    const input = screen.getByLabelText('Фамилия');
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: 'Смир' } });
    fireEvent.blur(input);
    fireEvent.focus(screen.getByLabelText('Имя'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(fetcher).not.toHaveBeenCalled();
    expect(document.querySelector('.p-autocomplete-loader')).toBeNull();
  });
});
