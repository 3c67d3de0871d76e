import { useFormContext } from 'react-hook-form';
import type { ValueWidgetProps } from '../widget-types';
import { groupOf, useImpliedGenders } from './name-genders';
import { NamePartInput } from './name-part-input';
import { pickName, typedName, type NameGender, type NamePart } from './person-name-model';

/** The name part of a field type (`surName`, `firstName`, `middleName`). */
const partOfType = (type: string): NamePart => (type === 'surName' || type === 'middleName' ? type : 'firstName');

const genderOf = (value: unknown): NameGender => (value === 'man' || value === 'woman' ? value : '');

/**
 * The `firstName`, `surName` and `middleName` fields (a string, '' when empty): suggestions of that part from 3
 * characters, `ucfirst` while typing, capitalised when left. A picked suggestion sets the `gender` field beside it
 * (when male or female) and what it implies is weighed with the other parts' (`GenderAgreement`), as the
 * `fioAndGender` field does (002 §5).
 */
export function NamePartWidget({
  field,
  name,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
}: ValueWidgetProps<string>) {
  const part = partOfType(field.type);
  const group = groupOf(name);
  const [implied, setImplied] = useImpliedGenders(group);
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const genderPath = group ? `${group}.gender` : 'gender';
  const text = typeof value === 'string' ? value : '';
  return (
    <NamePartInput
      id={id}
      part={part}
      text={text}
      onTextChange={(next) => {
        if (next === text) return;
        setImplied(typedName(implied, part));
        onChange(next);
      }}
      onPick={(suggestion) => {
        const shown = form?.getValues(genderPath) as unknown;
        const picked = pickName(implied, part, suggestion, genderOf(shown));
        setImplied(picked.implied);
        onChange(picked.text);
        // the form's gender beside the name, when it has one and the suggestion tells it
        if (form && shown !== undefined && picked.gender && picked.gender !== shown) {
          form.setValue(genderPath, picked.gender, { shouldDirty: true });
          form.clearErrors(genderPath);
        }
      }}
      onBlur={onBlur}
      ucfirst={field.attributes?.ucfirst === true}
      disabled={disabled}
      invalid={invalid}
      placeholder={field.placeholder ?? field.attributes?.placeholder ?? undefined}
      inputRef={inputRef}
    />
  );
}
