import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeShortcuts, handleShortcut, isHelpKey, isTyping, useShortcuts, type Shortcut } from './shortcuts';

const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

const next: Shortcut = {
  id: 'next',
  key: 'ArrowRight',
  alt: true,
  keys: 'Alt + →',
  description: 'Следующий шаг',
  run: vi.fn(),
};
const save: Shortcut = {
  id: 'save',
  code: 'KeyS',
  ctrl: true,
  keys: 'Ctrl + S',
  description: 'Сохранить',
  run: vi.fn(),
};

describe('keyboard shortcuts', () => {
  afterEach(() => {
    vi.clearAllMocks();
    document.body.replaceChildren();
  });

  it('runs the matching shortcut, even while typing in a field, and cancels what the browser would do', () => {
    const input = document.createElement('input');
    const event = key({ key: 'ArrowRight', code: 'ArrowRight', altKey: true }, input);
    expect(handleShortcut(event, [next, save])).toBe(true);
    expect(next.run).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('matches Ctrl+S by the key, not the letter: the same on the Russian layout', () => {
    expect(handleShortcut(key({ key: 'ы', code: 'KeyS', ctrlKey: true }), [save])).toBe(true);
    expect(handleShortcut(key({ key: 's', code: 'KeyS', metaKey: true }), [save])).toBe(true);
    expect(save.run).toHaveBeenCalledTimes(2);
  });

  it('ignores other modifiers, a key held down, a disabled shortcut and keys inside a dialog', () => {
    expect(handleShortcut(key({ key: 'ArrowRight', code: 'ArrowRight' }), [next])).toBe(false);
    expect(handleShortcut(key({ key: 'ArrowRight', altKey: true, shiftKey: true }), [next])).toBe(false);
    expect(handleShortcut(key({ key: 'ArrowRight', altKey: true, repeat: true }), [next])).toBe(false);
    expect(handleShortcut(key({ key: 'ArrowRight', altKey: true }), [{ ...next, enabled: () => false }])).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = dialog.appendChild(document.createElement('button'));
    expect(handleShortcut(key({ key: 'ArrowRight', altKey: true }, button), [next])).toBe(false);
    expect(next.run).not.toHaveBeenCalled();
  });

  it("opens the help with '?' but not while typing in a field", () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const area = document.createElement('textarea');
    expect(isHelpKey(key({ key: '?', shiftKey: true }))).toBe(true);
    expect(isHelpKey(key({ key: '?', shiftKey: true }, input))).toBe(false);
    expect(isHelpKey(key({ key: '?', shiftKey: true }, area))).toBe(false);
    expect(isHelpKey(key({ key: '?', shiftKey: true }, checkbox))).toBe(true);
    expect(isTyping(checkbox)).toBe(false);
  });

  it("registers a page's shortcuts while it is mounted, running the latest of its functions", () => {
    const first = vi.fn();
    const second = vi.fn();
    function PageWithKeys({ run }: { run: () => void }) {
      useShortcuts([{ ...next, run }]);
      return null;
    }
    const { rerender, unmount } = render(<PageWithKeys run={first} />);
    expect(activeShortcuts().map((s) => s.description)).toEqual(['Следующий шаг']);
    rerender(<PageWithKeys run={second} />);
    handleShortcut(key({ key: 'ArrowRight', altKey: true }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    expect(activeShortcuts()).toEqual([]);
  });
});
