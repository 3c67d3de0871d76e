import { Checkbox } from 'primereact/checkbox';
import type { ReasonNode } from './reason-codes';

/** The reasons of a group as nested checkboxes (a child under its parent); `onToggle` applies the popup's rules. */
export function ReasonTree({
  nodes,
  selected,
  disabled,
  onToggle,
}: {
  nodes: readonly ReasonNode[];
  selected: ReadonlySet<number>;
  disabled: boolean;
  onToggle(reasonId: number, checked: boolean): void;
}) {
  return (
    <ul className="reason-tree">
      {nodes.map(({ reason, children }) => {
        const id = `reason-code-${reason.reasonId}`;
        return (
          <li key={reason.reasonId}>
            <div className="reason-tree__item">
              <Checkbox
                inputId={id}
                value={reason.reasonCode}
                checked={selected.has(reason.reasonId)}
                disabled={disabled}
                onChange={(event) => onToggle(reason.reasonId, Boolean(event.checked))}
              />
              <label htmlFor={id}>
                <span className="reason-tree__code">{reason.reasonCode}</span> {reason.reasonName}
              </label>
            </div>
            {children.length > 0 ? (
              <ReasonTree nodes={children} selected={selected} disabled={disabled} onToggle={onToggle} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
