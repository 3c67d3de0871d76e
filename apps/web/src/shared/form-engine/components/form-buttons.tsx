import type { FormButtons as ServerButtons } from '@autocredit/generated/api';
import { Button } from 'primereact/button';

/** The buttons the server offers on a form, with their labels; each posts its flag. */
export function FormButtons({
  buttons,
  busy,
  disabled = false,
  onPress,
}: {
  buttons: ServerButtons | undefined;
  busy: string | null;
  disabled?: boolean;
  onPress(name: string): void;
}) {
  const entries = Object.entries(buttons ?? {}).filter(
    (entry): entry is [string, NonNullable<(typeof entry)[1]>] => entry[1] !== undefined,
  );
  return (
    <>
      {entries.map(([name, button]) => (
        <Button
          key={name}
          type="button"
          label={button.label}
          data-button={name}
          loading={busy === name}
          disabled={disabled || busy !== null || Boolean(button.disabled)}
          onClick={() => onPress(name)}
        />
      ))}
    </>
  );
}
