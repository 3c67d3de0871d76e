import { RadioButton } from 'primereact/radiobutton';
import { Controller } from 'react-hook-form';
import type { ServerForm } from '@/shared/form-engine';
import type { VerificationTable as Table } from './make-decision-rules';

/**
 * A verification table of the decision steps (001 §2.6): a row per check, a radio per status; the values live in
 * the form engine's values (`verifications.passport`), so they are posted, kept as a draft and get the server's
 * errors like any field. Read-only fields, and the whole table when `disabled`, cannot be changed.
 */
export function VerificationTable({
  table,
  formName,
  control,
  disabled,
}: {
  table: Table;
  formName: string;
  control: ServerForm['methods']['control'];
  disabled: boolean;
}) {
  const captionId = `${formName}-${table.key}-caption`;
  return (
    <table className="verification-table" aria-labelledby={table.label ? captionId : undefined}>
      {table.label ? <caption id={captionId}>{table.label}</caption> : null}
      <thead>
        <tr>
          <th scope="col">Проверка</th>
          {table.statuses.map((status) => (
            <th scope="col" key={status.value}>
              {status.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => {
          const locked = disabled || Boolean(row.node.attributes?.readonly || row.node.attributes?.disabled);
          const name = `${formName}-${row.path}`;
          return (
            <Controller
              key={row.key}
              name={row.path}
              control={control}
              render={({ field, fieldState }) => (
                <tr className={row.node.attributes?.changed ? 'verification-table__row--changed' : undefined}>
                  <th scope="row" id={`${name}-label`}>
                    {row.label}
                    {fieldState.error?.message ? (
                      <small className="p-error verification-table__error" role="alert">
                        {fieldState.error.message}
                      </small>
                    ) : null}
                  </th>
                  {table.statuses.map((status, index) => {
                    const id = `${name}-${index}`;
                    return (
                      <td key={status.value}>
                        <RadioButton
                          inputId={id}
                          inputRef={index === 0 ? field.ref : undefined}
                          name={name}
                          value={status.value}
                          checked={field.value === status.value}
                          disabled={locked || status.disabled === true}
                          invalid={Boolean(fieldState.error)}
                          aria-label={`${row.label}: ${status.label}`}
                          onChange={() => field.onChange(status.value)}
                        />
                      </td>
                    );
                  })}
                </tr>
              )}
            />
          );
        })}
      </tbody>
    </table>
  );
}
