import type { PartySuggestion } from '@autocredit/generated/api';
import { branchLabel, partyTitle } from './employer-value';

/** One organisation in the suggestions: the name with its legal form, INN, KPP, address, head or branch. */
export function PartyItem({ party }: { party: PartySuggestion }) {
  const branch = branchLabel(party.branchType);
  return (
    <div className="party-item">
      <div className="party-item__name">{partyTitle(party)}</div>
      <div className="party-item__details">
        <span>ИНН {party.inn}</span>
        {party.kpp && <span>КПП {party.kpp}</span>}
        {branch && <span>{branch}</span>}
      </div>
      {party.address?.value && <div className="party-item__address">{party.address.value}</div>}
    </div>
  );
}
