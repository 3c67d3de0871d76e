import { useEffect, useState } from 'react';

/**
 * The value as it was `delay` ms after its last change (the service limits wait 300 ms, 002 §9). Compared by
 * `key` (a value made afresh at each render, such as an object, keeps its debounced copy while its key stays).
 */
export function useDebouncedValue<T>(value: T, delay: number, key: string = JSON.stringify(value)): T {
  const [settled, setSettled] = useState<{ key: string; value: T }>({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value }), delay);
    return () => clearTimeout(timer);
    // the key stands for the value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delay, settled.key]);
  return settled.value;
}
