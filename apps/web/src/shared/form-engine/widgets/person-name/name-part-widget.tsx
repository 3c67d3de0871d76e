import type { ValueWidgetProps } from '../widget-types';
import { NamePartInput } from './name-part-input';
import type { NamePart } from './person-name-model';

/** The name part of a field type (`surName`, `firstName`, `middleName`). */
const partOfType = (type: string): NamePart => (type === 'surName' || type === 'middleName' ? type : 'firstName');

/**
 * The `firstName`, `surName` and `middleName` fields (a string, '' when empty): suggestions of that part from 3
 * characters, `ucfirst` while typing, capitalised when left.
 */
export function NamePartWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
}: ValueWidgetProps<string>) {
  return (
    <NamePartInput
      id={id}
      part={partOfType(field.type)}
      text={typeof value === 'string' ? value : ''}
      onTextChange={onChange}
      onBlur={onBlur}
      ucfirst={field.attributes?.ucfirst === true}
      disabled={disabled}
      invalid={invalid}
      placeholder={field.placeholder ?? field.attributes?.placeholder ?? undefined}
      inputRef={inputRef}
    />
  );
}
