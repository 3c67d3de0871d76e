/** The form's common errors, above the form (002 §5). */
export function FormCommonErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="form-common-errors" role="alert" data-testid="form-common-errors">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
