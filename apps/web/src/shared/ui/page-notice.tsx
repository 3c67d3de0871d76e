import { Button } from 'primereact/button';
import { Page } from './page';

/**
 * A page that cannot show what it was opened for: a task or pledge that is gone (a status, with its word), or a load
 * that failed (an alert with 'Повторить').
 */
export function PageNotice({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <Page title={title}>
      <div className="card page-notice" role={onRetry ? 'alert' : 'status'}>
        {onRetry ? null : <i className="pi pi-info-circle" aria-hidden="true" />}
        <p>{text}</p>
        {onRetry ? <Button type="button" label="Повторить" icon="pi pi-refresh" onClick={onRetry} /> : null}
      </div>
    </Page>
  );
}
