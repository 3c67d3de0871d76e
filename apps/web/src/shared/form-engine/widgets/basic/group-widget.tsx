import type { ContainerWidgetProps } from '../widget-types';
import { joinPath } from '../../model/form-tree';

/** A group of fields (`form`): a block with its title, its fields in the grid. */
export function GroupWidget({ field, name, id, renderChild }: ContainerWidgetProps) {
  const children = Object.entries(field.children ?? {}).map(([key, child]) =>
    renderChild(child, key, joinPath(name, key)),
  );
  if (!field.label) return <div className="form-grid form-field--wide">{children}</div>;
  return (
    <fieldset className="form-group form-field--wide" id={id}>
      <legend className="form-group__title">{field.label}</legend>
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}
