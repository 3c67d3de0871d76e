/** The verification mark of a document (001 §4, 002 §2): a check icon (verified) or a cross (error), none before any. */
export function VerificationMark({ status }: { status: 'verified' | 'error' | null }) {
  if (status === null) return null;
  const verified = status === 'verified';
  const label = verified ? 'Документ проверен' : 'Документ не подтвержден';
  return (
    <i
      className={verified ? 'pi pi-check-circle documents__verified' : 'pi pi-times-circle documents__disconfirmed'}
      role="img"
      aria-label={label}
      title={label}
    />
  );
}
