import type { ComponentType, ReactNode, RefCallback } from 'react';
import type { FormField, FormFieldType } from '@autocredit/generated/api';

/**
 * What the page tells the engine about where a form is shown and who looks at it. The engine does not read the
 * session or the policies itself (it may only import shared/api, shared/ui, shared/lib): the page passes them.
 */
export interface FormEnvironment {
  /** The deal the form belongs to (contacts, comments, the cancel-service call, the employer search). */
  dealId?: number;
  /** The deal's document collection (file fields without their own `collectionId`). */
  collectionId?: number;
  /** The signed-in user is an underwriter (address hints, employer details, 'Стоимость Автостат', age, markers). */
  underwriter: boolean;
  /** Highlight fields with `attributes.changed` (underwriters outside the deal view). */
  showChanged: boolean;
  /** Phone actions (call links): underwriter, or a pbx privilege. */
  phoneActions: boolean;
  /** The user may upload documents (upload-document privilege). */
  canUpload: boolean;
  /** Nothing can be edited (the deal view, a task not in edit mode). */
  readOnly: boolean;
  /** Asks the server to recalculate the form from the current values (`reload=true`). */
  requestReload(): void;
}

/** The props of a widget that edits a value (every type but `form` and `collection`). */
export interface ValueWidgetProps<V = unknown> {
  /** The server's node: label, attributes, choices, placeholder, rules. */
  field: FormField;
  /** The value's path in the form's values, e.g. `passport.series`, `equipments.0.cost`. */
  name: string;
  /** The DOM id of the widget's main input (the label's `htmlFor`). */
  id: string;
  value: V;
  /** Sets the value (and clears the field's errors). */
  onChange(value: V): void;
  /** The field was left (capitalise names, pick the first suggestion...). */
  onBlur(): void;
  /** Give it the element that takes the focus when the field has the first error. */
  inputRef: RefCallback<HTMLElement>;
  /** `disabled`, `readonly`, or the whole form read-only. */
  disabled: boolean;
  invalid: boolean;
  env: FormEnvironment;
}

/** The props of a node with children (`form`, `collection`). */
export interface ContainerWidgetProps {
  field: FormField;
  name: string;
  id: string;
  env: FormEnvironment;
  /** Renders the child `key` of `field.children` (or of a collection entry) at `path`. */
  renderChild(child: FormField, key: string, path: string): ReactNode;
}

/**
 * How the engine shows a widget: `frame` — the label above and the errors under it ('none': the widget draws its own
 * label, like a checkbox or a table); `empty` — the value of a new, untouched field of this type; `blank` — whether a
 * value is missing for a required field (by default: nothing filled in; a car lacking a level is missing too).
 */
export type WidgetDefinition =
  | {
      kind: 'value';
      Component: ComponentType<ValueWidgetProps<never>>;
      frame?: 'label' | 'none';
      empty: unknown;
      blank?: (value: unknown) => boolean;
    }
  | { kind: 'container'; Component: ComponentType<ContainerWidgetProps> };

/** One widget for every field type of the contract: the compiler asks for a new one when the union grows. */
export type WidgetRegistry = Readonly<Record<FormFieldType, WidgetDefinition>>;

/** A value widget's definition, typed by its value. */
export function valueWidget<V>(
  Component: ComponentType<ValueWidgetProps<V>>,
  empty: V,
  frame: 'label' | 'none' = 'label',
  blank?: (value: unknown) => boolean,
): WidgetDefinition {
  return {
    kind: 'value',
    Component: Component as ComponentType<ValueWidgetProps<never>>,
    frame,
    empty,
    ...(blank ? { blank } : {}),
  };
}
