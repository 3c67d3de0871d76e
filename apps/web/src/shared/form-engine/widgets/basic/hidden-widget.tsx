import type { ValueWidgetProps } from '../widget-types';

/** A value the server keeps on the form without showing it: posted back as it came. */
export function HiddenWidget({ id, name, value }: ValueWidgetProps<unknown>) {
  return <input type="hidden" id={id} name={name} value={value === null || value === undefined ? '' : String(value)} />;
}
