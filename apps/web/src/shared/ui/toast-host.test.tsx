import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './toast-host';
import { MAX_TOASTS, toast } from './toast';

const messages = () => [...document.querySelectorAll('.p-toast-message')].map((m) => m.textContent ?? '');

describe('the toast host', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows at most three toasts: a fourth, once drawn, pushes the oldest out, without telling it was closed by the user', () => {
    render(<ToastHost />);
    const dismissed = vi.fn();
    act(() => {
      for (let i = 1; i <= 4; i++) {
        toast.show({ severity: 'info', summary: `Уведомление ${i}`, sticky: true, onDismiss: () => dismissed(i) });
      }
    });
    act(() => vi.advanceTimersByTime(100));
    expect(messages()).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1000));
    expect(MAX_TOASTS).toBe(3);
    expect(messages()).toHaveLength(3);
    expect(messages().join()).not.toContain('Уведомление 1');
    expect(dismissed).not.toHaveBeenCalled();
  });

  it("tells the user's closing (the cross, the action) apart from the toast going by itself", () => {
    render(<ToastHost />);
    const dismissed = vi.fn();
    const claim = vi.fn();
    act(() => {
      toast.show({ severity: 'info', summary: 'Сама уйдет', life: 10_000, onDismiss: () => dismissed('life') });
      toast.show({ severity: 'info', summary: 'Закрою', sticky: true, onDismiss: () => dismissed('cross') });
      toast.show({
        severity: 'info',
        summary: 'Возьму',
        sticky: true,
        onDismiss: () => dismissed('action'),
        action: { label: 'Взять в работу', onClick: claim },
      });
    });
    act(() => vi.advanceTimersByTime(10_100));
    act(() => vi.advanceTimersByTime(500));
    expect(messages().join()).not.toContain('Сама уйдет');
    expect(dismissed).not.toHaveBeenCalled();

    const close = [...document.querySelectorAll<HTMLElement>('.p-toast-message')]
      .find((m) => m.textContent?.includes('Закрою'))!
      .querySelector<HTMLElement>('.p-toast-icon-close')!;
    expect(close.getAttribute('aria-label')).toBe('Закрыть');
    act(() => fireEvent.click(close));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Взять в работу' })));
    expect(dismissed.mock.calls).toEqual([['cross'], ['action']]);
    expect(claim).toHaveBeenCalledTimes(1);
  });

  it('takes an error toast away after 8 s (000 §8)', () => {
    render(<ToastHost />);
    act(() => toast.error('Неполадки подключения, попробуйте позже.'));
    act(() => vi.advanceTimersByTime(7_500));
    expect(messages().join()).toContain('Неполадки подключения');
    act(() => vi.advanceTimersByTime(1_000));
    act(() => vi.advanceTimersByTime(500));
    expect(messages().join()).not.toContain('Неполадки подключения');
  });
});
