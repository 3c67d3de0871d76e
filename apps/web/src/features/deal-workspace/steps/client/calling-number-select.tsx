import { Dropdown } from 'primereact/dropdown';
import { useCallingNumber } from './use-calling-number';

/**
 * The number a call goes from (the 'source' of 001 §2.3, §2.9): a select of the user's calling numbers, the choice
 * kept per user for the session and shown the same in every row and in the call chat.
 */
export function CallingNumberSelect({
  username,
  inputId,
  ariaLabel,
  className,
}: {
  username: string;
  inputId?: string;
  /** The name of a select without a visible label (a table's cell). */
  ariaLabel?: string;
  className?: string;
}) {
  const { numbers, from, choose } = useCallingNumber(username, true);
  return (
    <Dropdown
      inputId={inputId}
      aria-label={ariaLabel}
      className={className}
      options={(numbers.data ?? []).map((n) => ({ value: n.id, label: n.value }))}
      value={from?.id ?? null}
      placeholder={numbers.isPending ? 'Загрузка...' : 'Не выбрано'}
      onChange={(event) => choose(event.value as number)}
    />
  );
}
