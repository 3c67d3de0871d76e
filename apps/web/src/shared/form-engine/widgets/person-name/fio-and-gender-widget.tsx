import './person-name.css';
import { useState } from 'react';
import { RadioButton } from 'primereact/radiobutton';
import type { ValueWidgetProps } from '../widget-types';
import { NamePartInput } from './name-part-input';
import {
  GENDER_CHOICES,
  GENDERS_DISAGREE,
  NAME_PART_LABELS,
  NAME_PARTS,
  fioAndGenderOf,
  gendersDisagree,
  pickName,
  typedName,
  type FioAndGender,
  type ImpliedGenders,
  type NamePart,
} from './person-name-model';

/**
 * The `fioAndGender` field (`{surName, firstName, middleName, gender}`): the three name parts with suggestions and the
 * gender ('Мужской' / 'Женский'). A picked suggestion sets the gender when it is male or female; when the picked parts
 * imply different genders it warns 'Гендеры не совпадают'.
 */
export function FioAndGenderWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
}: ValueWidgetProps<FioAndGender>) {
  const current = fioAndGenderOf(value);
  // The gender each part's picked suggestion implies; typing in a part forgets it.
  const [implied, setImplied] = useState<ImpliedGenders>({});
  const typingUcfirst = field.attributes?.ucfirst === true;
  const partId = (part: NamePart) => (part === 'surName' ? id : `${id}-${part}`);

  return (
    <div className="fio-gender">
      {NAME_PARTS.map((part) => (
        <div key={part} className="fio-gender__part">
          <label htmlFor={partId(part)}>{NAME_PART_LABELS[part]}</label>
          <NamePartInput
            id={partId(part)}
            part={part}
            text={current[part]}
            onTextChange={(text) => {
              if (text === current[part]) return;
              setImplied((known) => typedName(known, part));
              onChange({ ...current, [part]: text });
            }}
            onPick={(suggestion) => {
              const picked = pickName(implied, part, suggestion, current.gender);
              setImplied(picked.implied);
              onChange({ ...current, [part]: picked.text, gender: picked.gender });
            }}
            onBlur={onBlur}
            ucfirst={typingUcfirst}
            disabled={disabled}
            invalid={invalid}
            {...(part === 'surName' && { inputRef })}
          />
        </div>
      ))}
      <fieldset className="fio-gender__gender">
        <legend>Пол</legend>
        <div className="fio-gender__choices" role="radiogroup">
          {GENDER_CHOICES.map((choice) => (
            <span key={choice.value} className="fio-gender__choice">
              <RadioButton
                inputId={`${id}-gender-${choice.value}`}
                name={`${id}-gender`}
                value={choice.value}
                checked={current.gender === choice.value}
                onChange={() => onChange({ ...current, gender: choice.value })}
                disabled={disabled}
              />
              <label htmlFor={`${id}-gender-${choice.value}`}>{choice.label}</label>
            </span>
          ))}
        </div>
      </fieldset>
      {gendersDisagree(implied) && (
        <div className="fio-gender__warning" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden /> {GENDERS_DISAGREE}
        </div>
      )}
    </div>
  );
}
