/** Text that may be long: two lines at most, the whole of it in the title. */
export function Clamped({ text }: { text: string | null | undefined }) {
  return text ? (
    <span className="cell-clamp" title={text}>
      {text}
    </span>
  ) : null;
}

/**
 * The classes of a list column's cells and header: its own, and the frozen side's (list-table.css makes frozen cells
 * sticky; PrimeReact gives a Column's `className` to its body cells only, `headerClassName` to its header).
 */
export function columnClasses(frozen: 'left' | 'right' | undefined, className?: string) {
  const side = frozen ? `list-table__frozen-${frozen}` : undefined;
  return { className: [className, side].filter(Boolean).join(' ') || undefined, headerClassName: side };
}
