import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Sidebar } from 'primereact/sidebar';
import type { DealListItem } from '@autocredit/generated/api';
import { formatDate } from '@/shared/lib/format-date';
import { SEARCH_LIMIT, contactTexts } from './contact-texts';

/** What the phone search found: the phone, how many deals in all, the first 15. */
export interface ContactSearchResult {
  phone: string;
  count: number;
  deals: DealListItem[];
}

/** The props of ContactSearchDrawer: open while `result` is set. */
export interface ContactSearchDrawerProps {
  result: ContactSearchResult | null;
  onHide(): void;
}

/** The deal list filtered by the phone (the full list of a search that found more than 15), opened in a new tab. */
export const phoneDealListHref = (phone: string): string => `/deal?phone=${encodeURIComponent(phone)}`;

const dealLink = (deal: DealListItem) => (
  <a href={`/deal/${deal.id}`} target="_blank" rel="noopener">
    {deal.id}
  </a>
);

/**
 * 'Перечень номеров заявок, дат обращения и ФИО' (40vw, 002 §2): the other deals with a contact's phone — the number
 * (opens the deal in a new tab), the date (dd.MM.yyyy) and the client; above 15 matches 'Найдено более 15 совпадений'
 * with a link to the full list (001 §8).
 */
export function ContactSearchDrawer({ result, onHide }: ContactSearchDrawerProps) {
  return (
    <Sidebar
      visible={result !== null}
      position="right"
      style={{ width: '40vw', minWidth: '320px' }}
      header={<h3 className="deal-contact-search__title">{contactTexts.searchTitle}</h3>}
      onHide={onHide}
      data-testid="contact-search-drawer"
    >
      {result && (
        <>
          {result.count > SEARCH_LIMIT && (
            <p className="deal-contact-search__many">
              {contactTexts.tooMany}.{' '}
              <a href={phoneDealListHref(result.phone)} target="_blank" rel="noopener noreferrer">
                {contactTexts.fullList}
              </a>
            </p>
          )}
          <DataTable value={result.deals} size="small" dataKey="id" emptyMessage={contactTexts.noData}>
            <Column header="Номер заявки" body={dealLink} />
            <Column header="Дата обращения" body={(deal: DealListItem) => formatDate(deal.createdAt)} />
            <Column header="ФИО" body={(deal: DealListItem) => deal.client.name} />
          </DataTable>
        </>
      )}
    </Sidebar>
  );
}
