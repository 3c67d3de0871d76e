import type { FormField, FormFieldType } from '@autocredit/generated/api';
import { memo, useCallback, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { VALUELESS_TYPES, fieldDomId, isBlank, isRequired } from '../model/form-tree';
import { REQUIRED } from '../model/texts';
import type { ValueWidgetProps } from '../widgets/widget-types';
import { useFormRender } from './form-render-context';
import { GenderAgreement, groupOf } from '../widgets/person-name';

/** Types whose change is typing: a dependent one asks for the reload when it is left, not at each keystroke. */
const TYPED: ReadonlySet<FormFieldType> = new Set([
  'text',
  'textarea',
  'phone',
  'money',
  'carCost',
  'number',
  'firstName',
  'surName',
  'middleName',
  'date',
  'birthDate',
]);

/** Types drawn across the whole row of the grid. */
const WIDE: ReadonlySet<FormFieldType> = new Set([
  'textarea',
  'address',
  'organization',
  'dealContact',
  'collection',
  'form',
  'file',
  'commonAsyncDocument',
  'choiceAuto',
  'fioAndGender',
]);

export interface FieldNodeProps {
  node: FormField;
  path: string;
}

/** One node of the tree: a group or a list of nodes, or a field with its widget, label and errors. */
export const FieldNode = memo(function FieldNode({ node, path }: FieldNodeProps) {
  const { registry, env, formName } = useFormRender();
  const definition = registry[node.type];
  const id = fieldDomId(formName, path);
  if (definition.kind === 'container') {
    const Component = definition.Component;
    return (
      <Component
        field={node}
        name={path}
        id={id}
        env={env}
        renderChild={(child, key, childPath) => <FieldNode key={key} node={child} path={childPath} />}
      />
    );
  }
  if (VALUELESS_TYPES.has(node.type)) return <ValuelessField node={node} path={path} id={id} />;
  return <ValueField node={node} path={path} id={id} />;
});

function FieldFrame({
  node,
  id,
  error,
  children,
}: {
  node: FormField;
  id: string;
  error?: string;
  children: React.ReactNode;
}) {
  const { registry, env } = useFormRender();
  const definition = registry[node.type];
  const framed = definition.kind === 'value' && definition.frame !== 'none';
  const className = [
    'form-field',
    WIDE.has(node.type) ? 'form-field--wide' : '',
    node.type === 'hidden' ? 'form-field--hidden' : '',
    env.showChanged && node.attributes?.changed ? 'form-field--changed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} data-field={id}>
      {framed && node.label ? (
        <label htmlFor={id} id={`${id}-label`} className="form-field__label">
          {node.label}
          {isRequired(node) ? (
            <span className="form-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {children}
      {env.showChanged && node.attributes?.changed ? (
        <small className="form-field__changed-note">Изменено</small>
      ) : null}
      {error
        ? error.split('\n').map((line) => (
            <small key={line} className="p-error form-field__error" id={`${id}-error`} role="alert">
              {line}
            </small>
          ))
        : null}
    </div>
  );
}

/** A field with a value in the form's state: its widget gets the value, and its changes clear its errors. */
function ValueField({ node, path, id }: { node: FormField; path: string; id: string }) {
  const { registry, env } = useFormRender();
  const definition = registry[node.type];
  const required = isRequired(node);
  const blank = (definition.kind === 'value' && definition.blank) || isBlank;
  const { field, fieldState } = useController({
    name: path,
    rules: { validate: (value: unknown) => (required && blank(value) ? REQUIRED : true) },
  });
  const { clearErrors } = useFormContext();
  const changedSinceFocus = useRef(false);
  const { onChange: setValue, onBlur: touched } = field;
  const hasError = fieldState.error !== undefined;

  const onChange = useCallback(
    (value: unknown) => {
      setValue(value);
      // input clears the field's errors (002 §4); the checks run again at the next save
      if (hasError) clearErrors(path);
      if (!node.dependence) return;
      if (TYPED.has(node.type)) changedSinceFocus.current = true;
      else env.requestReload();
    },
    [setValue, hasError, clearErrors, path, node.dependence, node.type, env],
  );
  const onBlur = useCallback(() => {
    touched();
    if (changedSinceFocus.current) {
      changedSinceFocus.current = false;
      env.requestReload();
    }
  }, [touched, env]);

  if (definition.kind !== 'value') return null;
  const Widget = definition.Component as React.ComponentType<ValueWidgetProps<unknown>>;
  const disabled = env.readOnly || Boolean(node.attributes?.disabled || node.attributes?.readonly);
  return (
    <FieldFrame node={node} id={id} error={fieldState.error?.message}>
      <Widget
        field={node}
        name={path}
        id={id}
        value={field.value}
        onChange={onChange}
        onBlur={onBlur}
        inputRef={field.ref}
        disabled={disabled}
        invalid={fieldState.invalid}
        env={env}
      />
      {/* the gender beside name fields: warned when the picked names disagree (000 §5, 002 §5) */}
      {node.type === 'choice' && isGenderKey(path) ? <GenderAgreement group={groupOf(path)} /> : null}
    </FieldFrame>
  );
}

const isGenderKey = (path: string) => path === 'gender' || path.endsWith('.gender');

/** A field with nothing to post (a file to download, the cancel-service button): the server's value as it came. */
function ValuelessField({ node, path, id }: { node: FormField; path: string; id: string }) {
  const { registry, env } = useFormRender();
  const definition = registry[node.type];
  if (definition.kind !== 'value') return null;
  const Widget = definition.Component as React.ComponentType<ValueWidgetProps<unknown>>;
  const disabled = env.readOnly || Boolean(node.attributes?.disabled);
  return (
    <FieldFrame node={node} id={id}>
      <Widget
        field={node}
        name={path}
        id={id}
        value={node.value ?? null}
        onChange={() => undefined}
        onBlur={() => undefined}
        inputRef={() => undefined}
        disabled={disabled}
        invalid={false}
        env={env}
      />
    </FieldFrame>
  );
}
