import { FormattedInput } from '@/shared/ui/inputs/formatted-input';
import { PlainInput } from '@/shared/ui/inputs/plain-input';
import { maskLength, typingMasked, unmasked } from '../../model/mask';
import { ucfirst } from '../../model/values';
import type { ValueWidgetProps } from '../widget-types';

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * A text field: with a `mask` (`9` a digit, `*` a letter or digit, `[..]` optional) it formats what is typed or
 * pasted as it comes, dropping what does not fit (never shifting it); with `autoUnmask` the value is sent without the
 * mask's literals; with `ucfirst` the first letter is capitalised and the rest lowercased while typing.
 */
export function TextWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
}: ValueWidgetProps<string | null>) {
  const { mask, autoUnmask, ucfirst: capital, placeholder } = field.attributes ?? {};
  const hint = placeholder ?? field.placeholder ?? undefined;
  if (mask) {
    const shown = typingMasked(mask, textOf(value));
    return (
      <FormattedInput
        id={id}
        ref={inputRef}
        className="w-full"
        value={shown}
        format={(raw) => typingMasked(mask, raw)}
        onChange={(text) => onChange(autoUnmask ? unmasked(mask, text) : text)}
        onBlur={onBlur}
        maxLength={maskLength(mask)}
        placeholder={hint ?? mask.replace(/[[\]]/g, '').replace(/[9a*]/g, '_')}
        disabled={disabled}
        invalid={invalid}
        autoComplete="off"
      />
    );
  }
  return (
    <PlainInput
      id={id}
      ref={inputRef}
      className="w-full"
      value={textOf(value)}
      onChange={(event) => onChange(capital ? ucfirst(event.target.value) : event.target.value)}
      onBlur={onBlur}
      placeholder={hint}
      disabled={disabled}
      invalid={invalid}
      autoComplete="off"
    />
  );
}
