import type { ValueWidgetProps } from './widget-types';

/** A field whose widget is being built: its value as text, read-only. Replaced type by type in the registry. */
export function PendingWidget({ id, value }: ValueWidgetProps<unknown>) {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return <output id={id}>{text}</output>;
}
