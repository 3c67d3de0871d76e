import type { DealComparisonGroup, DealSearchResult } from '@autocredit/generated/api';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { DealLink } from '@/shared/list';
import { formatDate } from '@/shared/lib/format-date';
import { COMPARISON_TEXTS, groupView } from './deal-comparison';

/**
 * One matching parameter of the comparison (001 §2.8, §8): its title and the value compared, then the failure of its
 * search, 'Сделки не найдены', or its deals (number linking to the deal in a new tab, date, the owner within the
 * deal), under 'Найдено более 15 совпадений' with the link to the full list (a new tab) when more were found.
 */
export function ComparisonGroup({
  group,
  canOpenDeals,
  canOpenList,
}: {
  group: DealComparisonGroup;
  /** deal-view-info: the numbers are links. */
  canOpenDeals: boolean;
  /** The deal list is the user's: the full list is a link. */
  canOpenList: boolean;
}) {
  const view = groupView(group);
  return (
    <section className="comparison-group" aria-label={group.filterTitle}>
      <h4 className="comparison-group__title">
        {group.filterTitle}
        {group.filterCharacteristics ? (
          <span className="comparison-group__value">{group.filterCharacteristics}</span>
        ) : null}
      </h4>
      {view.kind === 'error' ? (
        <p className="comparison-group__error" role="alert">
          {view.text}
        </p>
      ) : view.kind === 'none' ? (
        <p className="comparison-group__none">{COMPARISON_TEXTS.nothingFound}</p>
      ) : (
        <>
          {view.more ? (
            <p className="comparison-group__more">
              {COMPARISON_TEXTS.tooMany}
              {view.fullList && canOpenList ? (
                <a href={view.fullList} target="_blank" rel="noopener">
                  {COMPARISON_TEXTS.fullList}
                </a>
              ) : null}
            </p>
          ) : null}
          <DataTable value={group.deals} size="small" dataKey="id" className="comparison-group__deals">
            <Column
              header={COMPARISON_TEXTS.number}
              body={(deal: DealSearchResult) => (
                <DealLink dealId={deal.id} canOpen={canOpenDeals}>
                  {deal.id}
                </DealLink>
              )}
            />
            <Column header={COMPARISON_TEXTS.date} body={(deal: DealSearchResult) => formatDate(deal.createdAt)} />
            <Column header={COMPARISON_TEXTS.owner} body={(deal: DealSearchResult) => deal.clientName ?? '—'} />
          </DataTable>
        </>
      )}
    </section>
  );
}
