import { PlainTextarea } from '@/shared/ui/inputs/plain-input';
import type { ValueWidgetProps } from '../widget-types';

/** Several lines of text: `rows` (5 when absent), growing with the text when `autosize`. */
export function TextareaWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
}: ValueWidgetProps<string | null>) {
  const { rows = 5, autosize = false, placeholder } = field.attributes ?? {};
  return (
    <PlainTextarea
      id={id}
      ref={inputRef}
      className="w-full"
      rows={rows}
      autoResize={autosize}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      placeholder={placeholder ?? field.placeholder ?? undefined}
      disabled={disabled}
      invalid={invalid}
    />
  );
}
