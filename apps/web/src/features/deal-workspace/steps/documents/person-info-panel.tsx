import { useQuery } from '@tanstack/react-query';
import { personContentQuery } from './documents-api';
import { documentTexts } from './documents';
import { PERSON_HOLDERS, personLines, viewerTexts } from './document-viewer';

/**
 * The viewer's personal-info panel (001 §2.7, §3; view-person-info privilege): the client, the spouse and the third
 * person of the deal (`GET /api/autocredit/deal-info/getPersonContent/{dealId}`), each with name, birth, passport,
 * driving licence and addresses, to check a document against.
 */
export function PersonInfoPanel({ dealId }: { dealId: number }) {
  const content = useQuery(personContentQuery(dealId));
  return (
    <aside className="document-viewer__persons" aria-label={viewerTexts.personInfo} data-testid="person-info-panel">
      {content.isPending ? (
        <i className="pi pi-spin pi-spinner" aria-label="Загрузка" />
      ) : content.isError ? (
        <p className="documents__note">{documentTexts.empty}</p>
      ) : (
        PERSON_HOLDERS.map(([holder, title]) => {
          const person = content.data[holder];
          if (!person) return null;
          return (
            <section key={holder} className="document-viewer__person" aria-label={title}>
              <h4>{title}</h4>
              <dl>
                {personLines(person).map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })
      )}
    </aside>
  );
}
