import type { FormField } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { collectionEntries, joinPath, valuesOf, type FormValues } from '../../model/form-tree';
import type { ContainerWidgetProps } from '../widget-types';
import { entryFields } from './collection-rules';

/** One entry: its fields as the entry's values make them (see `entryFields`), and its actions. */
function CollectionEntry({
  entry,
  path,
  deletable,
  renderChild,
  actions,
}: {
  entry: FormField;
  path: string;
  deletable: boolean;
  renderChild: ContainerWidgetProps['renderChild'];
  actions: ReactNode;
}) {
  const value: unknown = useWatch({ name: path });
  const fields = entryFields(entry, value, { deletable });
  return (
    <div className="form-collection__entry">
      <div className="form-grid">
        {Object.entries(fields).map(([key, child]) => renderChild(child, key, joinPath(path, key)))}
      </div>
      {actions}
    </div>
  );
}

/**
 * A list of entries (`collection`, 002 §5): each entry a group of fields; 'Добавить' with `allow_add` (a new entry
 * shaped like the last one, empty; in an empty list the server draws it: the form is recalculated with an empty
 * entry), 'Удалить' with `allow_delete`, disabled while one entry is left; 'Очистить' empties an entry (a blank entry
 * asks for nothing: the server takes it as none). In an entry with an `active` flag (a service), the other fields are
 * disabled while the flag is off.
 */
export function CollectionWidget({ field, name, id, env, renderChild }: ContainerWidgetProps) {
  const { control, setValue } = useFormContext<Record<string, FieldValues[]>>();
  const { fields: rows, append, remove } = useFieldArray({ control, name, keyName: 'rowKey' });
  const entries = collectionEntries(field);
  const template = entries[entries.length - 1];
  const blank = (): FormValues => (template ? valuesOf(template.children ?? {}, () => null, { blank: true }) : {});
  const { allow_add: canAdd = false, allow_delete: canDelete = false } = field.attributes ?? {};
  const locked = env.readOnly || Boolean(field.attributes?.disabled || field.attributes?.readonly);
  const add = () => {
    append(blank());
    // Without an entry the fields of one are not known: the server's recalculation draws the new one.
    if (!template) env.requestReload();
  };
  return (
    <fieldset className="form-group form-collection form-field--wide" id={id}>
      {field.label ? <legend className="form-group__title">{field.label}</legend> : null}
      {rows.map((row, index) => {
        const entry = entries[index] ?? template;
        if (!entry) return null;
        const path = joinPath(name, String(index));
        return (
          <CollectionEntry
            key={row.rowKey}
            entry={entry}
            path={path}
            deletable={canDelete}
            renderChild={renderChild}
            actions={
              !locked && canDelete ? (
                <div className="form-collection__entry-actions">
                  <Button
                    type="button"
                    icon="pi pi-eraser"
                    text
                    size="small"
                    label="Очистить"
                    onClick={() => setValue(path as never, blank() as never, { shouldDirty: true })}
                  />
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    text
                    size="small"
                    severity="danger"
                    label="Удалить"
                    disabled={rows.length <= 1}
                    onClick={() => remove(index)}
                  />
                </div>
              ) : null
            }
          />
        );
      })}
      {!locked && canAdd ? (
        <Button type="button" icon="pi pi-plus" size="small" outlined label="Добавить" onClick={add} />
      ) : null}
    </fieldset>
  );
}
