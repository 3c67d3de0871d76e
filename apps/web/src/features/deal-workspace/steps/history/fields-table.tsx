/** One line of a figures table: its label and its value as shown ('' shows a dash). */
export type FieldRow = readonly [label: string, value: string];

/** A small two-column table of labelled values with its caption (a decision's info, figures, input data). */
export function FieldsTable({ title, rows }: { title: string; rows: readonly FieldRow[] }) {
  return (
    <table className="fields-table">
      <caption>{title}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value === '' ? '—' : value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
