import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * A keyboard shortcut of a page. Keys are chosen not to clash with the browser's own nor with typing: a letter is
 * matched by its physical key (`code`), so that Ctrl+S is the same on the Russian layout ('ы').
 */
export interface Shortcut {
  id: string;
  /** `KeyboardEvent.key` ('ArrowRight') or, for a letter, `KeyboardEvent.code` ('KeyS'). */
  key?: string;
  code?: string;
  alt?: boolean;
  /** Ctrl, or ⌘ on a Mac. */
  ctrl?: boolean;
  /** As shown on the help dialog: 'Alt + →'. */
  keys: string;
  /** What it does: 'Следующий шаг'. */
  description: string;
  run(): void;
  /** Whether it works now (e.g. not while the page saves); default yes. */
  enabled?: () => boolean;
}

export const HELP_KEY = '?';
export const HELP_TITLE = 'Сочетания клавиш';

/** The target takes typing: a text field, a text area, a list with typing, an editable element. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(target.type);
  }
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'textbox';
}

/** The event is the shortcut's combination: exactly its modifiers, its key. */
export function matches(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  shortcut: Shortcut,
): boolean {
  const ctrl = event.ctrlKey || event.metaKey;
  if (Boolean(shortcut.alt) !== event.altKey || Boolean(shortcut.ctrl) !== ctrl || event.shiftKey) return false;
  return shortcut.code !== undefined ? event.code === shortcut.code : event.key === shortcut.key;
}

/** The shortcuts of what is on screen, newest last; the help dialog lists them. */
let registered: readonly Shortcut[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function registerShortcuts(shortcuts: readonly Shortcut[]): () => void {
  registered = [...registered, ...shortcuts];
  changed();
  return () => {
    registered = registered.filter((shortcut) => !shortcuts.includes(shortcut));
    changed();
  };
}

export function activeShortcuts(): readonly Shortcut[] {
  return registered;
}

export function useActiveShortcuts(): readonly Shortcut[] {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, activeShortcuts);
}

/**
 * Handles a keydown for the registered shortcuts: the newest matching one that is enabled runs, and the browser's
 * meaning of the keys (Ctrl+S saving the page, Alt+← going back) is cancelled. Not inside a dialog (its own keys
 * hold there), nor for a key held down. Answers whether a shortcut ran.
 */
export function handleShortcut(event: KeyboardEvent, shortcuts: readonly Shortcut[] = registered): boolean {
  if (event.defaultPrevented || event.repeat) return false;
  if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"], .p-dialog')) {
    return false;
  }
  const shortcut = [...shortcuts].reverse().find((s) => matches(event, s) && (s.enabled?.() ?? true));
  if (!shortcut) return false;
  event.preventDefault();
  shortcut.run();
  return true;
}

/** '?' outside a field opens the help dialog (Shift is how '?' is typed, so it is not refused here). */
export function isHelpKey(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>): boolean {
  return event.key === HELP_KEY && !event.altKey && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

/**
 * Registers a page's shortcuts while it is mounted. Each runs the latest of its `run` and `enabled`, so that the
 * page may pass new functions at each render without registering again.
 */
export function useShortcuts(shortcuts: readonly Shortcut[]): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  const signature = shortcuts.map((s) => `${s.id}|${s.keys}|${s.description}`).join('\n');
  useEffect(() => {
    const current = (id: string) => latest.current.find((s) => s.id === id);
    const stable = signature
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const id = line.split('|')[0]!;
        const first = current(id)!;
        return {
          ...first,
          run: () => current(id)?.run(),
          enabled: () => {
            const shortcut = current(id);
            return shortcut !== undefined && (shortcut.enabled?.() ?? true);
          },
        };
      });
    return registerShortcuts(stable);
  }, [signature]);
}
