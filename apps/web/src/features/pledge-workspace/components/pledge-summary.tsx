import type { Pledge } from '@autocredit/generated/api';
import { registrationNumber } from '../lib/pledge-status';
import { PLEDGE_LABELS } from '../lib/pledge-texts';

const fullName = (name: { last?: string | null; first?: string | null; middle?: string | null }) =>
  [name.last, name.first, name.middle].filter(Boolean).join(' ');

/** The pledge as the view's other steps show it: its status, deal, registration number, pledgors and vehicles. */
export function PledgeSummary({ pledge }: { pledge: Pledge }) {
  const number = registrationNumber(pledge.data);
  return (
    <dl className="pledge-summary" data-testid="pledge-summary">
      <dt>{PLEDGE_LABELS.status}</dt>
      <dd>{pledge.statusName}</dd>
      <dt>{PLEDGE_LABELS.deal}</dt>
      <dd>{pledge.deal.id}</dd>
      {pledge.dealExternalId ? (
        <>
          <dt>{PLEDGE_LABELS.dealExternalId}</dt>
          <dd>{pledge.dealExternalId}</dd>
        </>
      ) : null}
      {number ? (
        <>
          <dt>{PLEDGE_LABELS.registrationId}</dt>
          <dd>{number}</dd>
        </>
      ) : null}
      <dt>{PLEDGE_LABELS.pledgors}</dt>
      <dd>
        <ul>
          {pledge.data.pledgors.map((pledgor, index) => (
            <li key={index}>{fullName(pledgor.name)}</li>
          ))}
        </ul>
      </dd>
      <dt>{PLEDGE_LABELS.vehicles}</dt>
      <dd>
        <ul>
          {pledge.data.vehicles.map((vehicle, index) => (
            <li key={index}>{[vehicle.vin, vehicle.description].filter(Boolean).join(' — ')}</li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}
