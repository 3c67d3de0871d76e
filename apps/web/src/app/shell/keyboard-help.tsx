import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { HELP_KEY, HELP_TITLE, handleShortcut, isHelpKey, useActiveShortcuts } from '@/shared/ui/shortcuts';
import { installFocusReturn } from './focus-return';
import { SKIP_LINK_TEXT } from './skip-link';

/** What the keyboard does everywhere (the shortcuts of a page come after). */
const EVERYWHERE: readonly { keys: string; description: string }[] = [
  { keys: 'Tab', description: `Первое нажатие на странице: «${SKIP_LINK_TEXT}»` },
  { keys: 'Enter', description: 'В поле фильтра: применить фильтр' },
  { keys: 'Escape', description: 'Закрыть календарь или список, затем окно или фильтр' },
  { keys: HELP_KEY, description: 'Эта справка (не в поле ввода)' },
];

/**
 * The keyboard of the signed-in frame: the shortcuts of the page on screen (`useShortcuts`), '?' for the list of
 * them, and the focus back to the opener when a drawer or a dialog closes.
 */
export function KeyboardHelp() {
  const [open, setOpen] = useState(false);
  const shortcuts = useActiveShortcuts();

  useEffect(() => installFocusReturn(), []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (handleShortcut(event) || !isHelpKey(event)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], .p-dialog, .p-sidebar')) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const rows = [...shortcuts.map(({ keys, description }) => ({ keys, description })), ...EVERYWHERE];
  return (
    <Dialog
      header={HELP_TITLE}
      visible={open}
      onHide={() => setOpen(false)}
      style={{ width: '32rem' }}
      dismissableMask
      data-testid="keyboard-help"
    >
      <table className="keyboard-help">
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.keys}|${row.description}`}>
              <th scope="row">
                <kbd>{row.keys}</kbd>
              </th>
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
