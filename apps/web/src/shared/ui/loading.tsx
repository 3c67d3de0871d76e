import { ProgressSpinner } from 'primereact/progressspinner';

export function Loading({ label = 'Загрузка...' }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
