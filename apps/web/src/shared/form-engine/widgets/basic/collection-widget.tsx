import { Button } from 'primereact/button';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { collectionEntries, joinPath, valuesOf, type FormValues } from '../../model/form-tree';
import type { ContainerWidgetProps } from '../widget-types';

/**
 * A list of entries (`collection`): each entry a group of fields; 'Добавить' with `allow_add` (a new entry shaped like
 * the last one, empty), 'Удалить' with `allow_delete`, disabled while one entry is left; 'Очистить' empties an entry.
 */
export function CollectionWidget({ field, name, id, env, renderChild }: ContainerWidgetProps) {
  const { control, setValue } = useFormContext<Record<string, FieldValues[]>>();
  const { fields: rows, append, remove } = useFieldArray({ control, name, keyName: 'rowKey' });
  const entries = collectionEntries(field);
  const template = entries[entries.length - 1];
  const blank = (): FormValues => (template ? valuesOf(template.children ?? {}, () => null, { blank: true }) : {});
  const { allow_add: canAdd = false, allow_delete: canDelete = false } = field.attributes ?? {};
  const locked = env.readOnly || Boolean(field.attributes?.disabled || field.attributes?.readonly);
  return (
    <fieldset className="form-group form-collection form-field--wide" id={id}>
      {field.label ? <legend className="form-group__title">{field.label}</legend> : null}
      {rows.map((row, index) => {
        const entry = entries[index] ?? template;
        if (!entry) return null;
        const path = joinPath(name, String(index));
        return (
          <div className="form-collection__entry" key={row.rowKey}>
            <div className="form-grid">
              {Object.entries(entry.children ?? {}).map(([key, child]) => renderChild(child, key, joinPath(path, key)))}
            </div>
            {!locked && canDelete ? (
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
            ) : null}
          </div>
        );
      })}
      {!locked && canAdd ? (
        <Button
          type="button"
          icon="pi pi-plus"
          size="small"
          outlined
          label="Добавить"
          disabled={!template}
          onClick={() => append(blank())}
        />
      ) : null}
    </fieldset>
  );
}
