import './organization.css';
import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import type { Employer, PartySuggestion } from '@autocredit/generated/api';
import { SuggestInput } from '@/shared/form-engine/suggest/suggest-input';
import type { ValueWidgetProps } from '../widget-types';
import { EmployerDetails } from './employer-details';
import { EmployerSearchDrawer } from './employer-search-drawer';
import { EMPLOYER_SEARCH_TITLE, employerOf, employerText, employerValue, partyTitle } from './employer-value';
import { fetchParties, type EmployerSearch } from './organization-api';
import { PartyItem } from './party-item';

/**
 * The `organization` field (an `Employer`, or null): organisations suggested by name or INN from 3 characters;
 * picking one fills the employer. Underwriters also see its registry details, the registry link by OGRN and the
 * button 'Поиск по ИНН' opening the drawer of other deals with the same employer.
 */
export function OrganizationWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
  env,
}: ValueWidgetProps<Employer | null>) {
  const employer = employerValue(value);
  const shown = employerText(employer);
  const [text, setText] = useState(shown);
  const [search, setSearch] = useState<EmployerSearch | null>(null);
  // A new value from outside (a picked one, a reloaded form) replaces what was typed.
  useEffect(() => setText(shown), [shown]);

  return (
    <div className="organization">
      <div className="organization__input">
        <SuggestInput<PartySuggestion>
          id={id}
          text={text}
          onTextChange={(typed) => {
            setText(typed);
            if (typed.trim() === '' && employer) onChange(null);
          }}
          onSelect={(party) => {
            const picked = employerOf(party);
            setText(picked.value);
            onChange(picked);
          }}
          onBlur={() => {
            // Only a picked organisation is a value: what was typed and not picked gives way to the value's text.
            setText(shown);
            onBlur();
          }}
          fetcher={fetchParties}
          itemText={partyTitle}
          itemTemplate={(party) => <PartyItem party={party} />}
          disabled={disabled}
          invalid={invalid}
          placeholder={field.placeholder ?? field.attributes?.placeholder ?? undefined}
          inputRef={inputRef}
        />
        {env.underwriter && (
          <Button
            type="button"
            label={EMPLOYER_SEARCH_TITLE}
            icon="pi pi-search"
            size="small"
            outlined
            disabled={!employer}
            onClick={() =>
              employer &&
              setSearch({
                inn: employer.inn,
                address: employer.organizationAddressLegal ?? null,
                ...(env.dealId !== undefined && { excludeDealId: env.dealId }),
              })
            }
          />
        )}
      </div>
      {env.underwriter && employer && <EmployerDetails employer={employer} />}
      {env.underwriter && <EmployerSearchDrawer search={search} onHide={() => setSearch(null)} />}
    </div>
  );
}
