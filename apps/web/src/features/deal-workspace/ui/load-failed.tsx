import { Button } from 'primereact/button';
import { failureText } from '@/shared/api/failure-text';
import { RETRY } from './table-values';

/** A panel that could not load: what failed (the server's text when it gave one) and 'Повторить'. */
export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry(): void }) {
  return (
    <div className="card task-page__gone" role="alert">
      <p>{failureText(error, fallback) ?? fallback}</p>
      <Button type="button" label={RETRY} icon="pi pi-refresh" size="small" onClick={onRetry} />
    </div>
  );
}
