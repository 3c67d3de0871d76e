import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { DealListItem } from '@autocredit/generated/api';
import { formatDate } from '@/shared/lib/format-date';
import { NO_MATCHES, dealHref } from './employer-value';

/** The employer's addresses of a found deal, legal then actual (once when they are the same). */
function employerAddresses(deal: DealListItem): string {
  const employer = deal.client.employer;
  const lines = [employer?.organizationAddressLegal, employer?.organizationAddressActual].filter(
    (line): line is string => Boolean(line),
  );
  return [...new Set(lines)].join('; ');
}

/** Opens a deal's view in a new tab. */
const openDeal = (id: number) => window.open(dealHref(id), '_blank', 'noopener');

/** The deals found by the employer search; a row (or its number's link) opens the deal in a new tab. */
export function EmployerDealsTable({ deals }: { deals: DealListItem[] }) {
  return (
    <DataTable
      value={deals}
      dataKey="id"
      size="small"
      stripedRows
      emptyMessage={NO_MATCHES}
      rowClassName={() => 'employer-deals__row'}
      onRowClick={(event) => openDeal((event.data as DealListItem).id)}
    >
      <Column
        header="Номер заявки"
        body={(deal: DealListItem) => (
          <a
            href={dealHref(deal.id)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => event.stopPropagation()}
          >
            {deal.id}
          </a>
        )}
      />
      <Column header="Дата обращения" body={(deal: DealListItem) => formatDate(deal.createdAt)} />
      <Column header="ФИО" body={(deal: DealListItem) => deal.client.name} />
      <Column header="Адреса работодателя" body={employerAddresses} />
    </DataTable>
  );
}
