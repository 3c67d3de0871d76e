import type { FsspResultItem } from '@autocredit/generated/api';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { FSSP_TEXTS, splitProceedings } from './fssp-report';
import { FsspProceeding } from './fssp-proceeding';
import { useFsspReport } from './use-fssp-report';
import '@/features/deal-workspace/ui/workspace.css';

function Section({ title, items }: { title: string; items: FsspResultItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="fssp-report__section" aria-label={title}>
      <h3 className="holder-contacts__title">
        {title} ({items.length})
      </h3>
      <ul className="fssp-report__list">
        {items.map((item, index) => (
          <FsspProceeding key={`${index}-${item.epNumber}`} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** The report of a search, from the moment it is asked for (mounted while the dialog is open). */
function FsspReport({ dealId, onClose }: { dealId: number; onClose(): void }) {
  const phase = useFsspReport(dealId, onClose);
  if (phase.kind === 'waiting' || phase.kind === 'loading') {
    return (
      <div className="fssp-report__waiting" role="status" aria-live="polite">
        <ProgressSpinner style={{ width: '2rem', height: '2rem' }} strokeWidth="4" />
        <span>{FSSP_TEXTS.waiting}</span>
      </div>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <p className="fssp-report__error" role="alert">
        {FSSP_TEXTS.buildFailed}
      </p>
    );
  }
  if (phase.items.length === 0) return <p>{FSSP_TEXTS.empty}</p>;
  const { active, inactive } = splitProceedings(phase.items);
  return (
    <>
      <Section title={FSSP_TEXTS.active} items={active} />
      <Section title={FSSP_TEXTS.inactive} items={inactive} />
    </>
  );
}

/**
 * The dialog 'Отчет ФССП' (001 §2.9): opening it asks for the bailiffs' report of the deal's client ('Отчет
 * формируется, пожалуйста подождите' until the server's event and the result come), then lists the open proceedings
 * apart from those no longer on the site ('ИП отсутствуют на сайте'), each with 'Подробно/Скрыть'. A failed request or
 * result closes it with a toast; Escape closes it.
 */
export function FsspReportDialog({ dealId, visible, onHide }: { dealId: number; visible: boolean; onHide(): void }) {
  return (
    <Dialog
      header={FSSP_TEXTS.title}
      visible={visible}
      onHide={onHide}
      style={{ width: '56rem' }}
      breakpoints={{ '960px': '95vw' }}
      className="fssp-report"
      data-testid="fssp-report"
    >
      {visible ? <FsspReport dealId={dealId} onClose={onHide} /> : null}
    </Dialog>
  );
}
