import { useCurrentUser } from '@/shared/api/queries';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { COMPARISON_CASES } from './deal-comparison';
import { ComparisonCase } from './comparison-case';
import './comparison-step.css';

/**
 * The deal page's step 'reuseCharacteristics' (001 §2.8, §4, §8): the deal compared with the deals that share its
 * characteristics, for the client, the spouse and the third person, each asked for when the step is shown and
 * answered by a server event (keyed by the hash and the case). Each matching parameter shows its title and value and
 * its deals (number linking to the deal in a new tab, date, owner within the deal), 'Сделки не найдены', or, above
 * 15, 'Найдено более 15 совпадений' with the link to the full list.
 */
export function ComparisonStep({ dealId }: { dealId: number }) {
  const user = useCurrentUser().data;
  const canOpenDeals = isAllowed(user, policies.dealView);
  const canOpenList = isAllowed(user, policies.dealList);
  return (
    <div className="comparison-step" data-testid="comparison-step">
      {COMPARISON_CASES.map(({ person, title }) => (
        <ComparisonCase
          key={person}
          dealId={dealId}
          person={person}
          title={title}
          canOpenDeals={canOpenDeals}
          canOpenList={canOpenList}
        />
      ))}
    </div>
  );
}
