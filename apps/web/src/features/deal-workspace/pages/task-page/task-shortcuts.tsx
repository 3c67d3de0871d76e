import { useShortcuts, type Shortcut } from '@/shared/ui/shortcuts';

export const NEXT_STEP = 'Следующий шаг';
export const PREVIOUS_STEP = 'Предыдущий шаг';
export const SAVE_STEP = 'Сохранить шаг («Далее» или «Сохранить»)';

/** The step before or after the current one in the step bar, or null at an end (or without a step bar). */
export function stepBeside(
  steps: Record<string, string> | null | undefined,
  current: string | null,
  by: 1 | -1,
): string | null {
  const keys = Object.keys(steps ?? {});
  const at = current === null ? -1 : keys.indexOf(current);
  if (at < 0) return null;
  return keys[at + by] ?? null;
}

/**
 * The task page's keys: Alt+→ / Alt+← the next / previous step of the step bar (through the role's jump rule, as a
 * click on it), Ctrl+S the step's save ('Далее', or 'Сохранить'). Alt+←/→ are the browser's back and forward
 * elsewhere; on a task page they move through its steps instead, which also keeps a clerk from leaving it by mistake.
 */
export function TaskShortcuts({
  steps,
  current,
  busy,
  openStep,
  save,
}: {
  steps: Record<string, string> | null | undefined;
  current: string | null;
  busy: boolean;
  openStep(step: string): void;
  /** The step's save, when it has one button that saves (not the server's several buttons). */
  save: (() => void) | undefined;
}) {
  const next = stepBeside(steps, current, 1);
  const previous = stepBeside(steps, current, -1);
  const shortcuts: Shortcut[] = [
    {
      id: 'task-next-step',
      key: 'ArrowRight',
      alt: true,
      keys: 'Alt + →',
      description: NEXT_STEP,
      // taken on every step (at the last one it does nothing), so that it never goes forward in the browser's history
      run: () => !busy && next && openStep(next),
    },
    {
      id: 'task-previous-step',
      key: 'ArrowLeft',
      alt: true,
      keys: 'Alt + ←',
      description: PREVIOUS_STEP,
      // taken on the first step too: it does not leave the task for the previous page
      run: () => !busy && previous && openStep(previous),
    },
    {
      id: 'task-save',
      code: 'KeyS',
      ctrl: true,
      keys: 'Ctrl + S',
      description: SAVE_STEP,
      enabled: () => !busy && save !== undefined,
      run: () => save?.(),
    },
  ];
  useShortcuts(shortcuts);
  return null;
}
