import type { RefCallback } from 'react';
import type { PersonNameSuggestion } from '@autocredit/generated/api';
import { SuggestInput } from '@/shared/form-engine/suggest/suggest-input';
import { capitalised, ucfirst } from '@/shared/form-engine/model/values';
import { fetchPersonNames } from './person-name-api';
import { partOf, withPart, type NamePart } from './person-name-model';

export interface NamePartInputProps {
  id: string;
  part: NamePart;
  text: string;
  /** The text changed (typed, picked, or capitalised on leaving). */
  onTextChange(text: string): void;
  /** A suggestion was picked; without it the picked suggestion's part goes to `onTextChange`. */
  onPick?(suggestion: PersonNameSuggestion): void;
  onBlur?(): void;
  /** `attributes.ucfirst`: the first letter capitalised and the rest lowercased while typing. */
  ucfirst?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
  inputRef?: RefCallback<HTMLElement>;
}

/**
 * One name part (surname, first name or patronymic) with the suggestions of `get-fio` from 3 characters, each shown
 * by that part; with `ucfirst` it is 'Иванов' as it is typed, and it is capitalised when left.
 */
export function NamePartInput({
  id,
  part,
  text,
  onTextChange,
  onPick,
  onBlur,
  ucfirst: typingUcfirst,
  disabled,
  invalid,
  placeholder,
  inputRef,
}: NamePartInputProps) {
  return (
    <SuggestInput<PersonNameSuggestion>
      id={id}
      text={text}
      onTextChange={(typed) => onTextChange(typingUcfirst ? ucfirst(typed) : typed)}
      onSelect={(suggestion) => {
        if (onPick) onPick(suggestion);
        else onTextChange(partOf(suggestion, part) ?? '');
      }}
      onBlur={() => {
        const left = capitalised(text);
        if (left !== text) onTextChange(left);
        onBlur?.();
      }}
      fetcher={async (query, signal) => withPart(await fetchPersonNames(query, signal), part)}
      itemText={(suggestion) => partOf(suggestion, part) ?? ''}
      disabled={disabled}
      invalid={invalid}
      placeholder={placeholder}
      inputRef={inputRef}
    />
  );
}
