import type {
  Form,
  FormButtons,
  FormFieldAttributes,
  FormFieldChoice,
  FormFieldType,
  Privilege,
  Role,
} from '@autocredit/generated/api';
import type { FormSource } from './source';

/** A validation rule of a field beyond what its type implies (masks, limits). */
export type FieldRule =
  | 'required'
  | 'passportSeries'
  | 'passportNumber'
  | 'divisionCode'
  | 'phone'
  | 'inn'
  | 'year'
  | 'creditSum'
  | 'postalCode'
  | 'regionCode'
  | 'middleName'
  | 'vin'
  | 'email'
  | 'bik'
  | 'accountNumber';

/** Where a field's value lives in the source when a dotted path is not enough. */
export interface Binding {
  get(source: FormSource): unknown;
  /** Receives the normalised value on a save, or the value as typed when a refused or reloaded form is shown. */
  set(source: FormSource, value: unknown): void;
}

/**
 * A field of a form definition: the contract's FormField plus where its value lives (`bind`, a dotted path into
 * the source, relative to the entry inside a collection) and how it is validated (`rules`).
 */
export interface FieldSpec {
  type: FormFieldType;
  label?: string | null;
  bind?: string | Binding;
  /** The value of a field that is not bound (computed, shown only). */
  value?: unknown;
  rules?: readonly FieldRule[];
  choices?: FormFieldChoice[];
  /** The source holds numbers for this choice (term, program): saved values become numbers. */
  numeric?: boolean;
  attributes?: FormFieldAttributes;
  dependence?: boolean;
  placeholder?: string | null;
  /** Never editable, whatever the mode. */
  readonly?: boolean;
  /** The fields of a `form` group. */
  children?: FieldSpecs;
  /** The fields of one entry of a `collection` bound to a list; their binds are relative to the entry. */
  entry?: (index: number) => FieldSpecs;
}

export type FieldSpecs = Record<string, FieldSpec>;

/** The named properties of a type, without its index signature. */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/**
 * The buttons the stub's forms offer: those the contract names. Its `FormButtons` is open (002 §3: the server
 * defines them), so a real server may send others.
 */
export type ButtonName = NamedKeys<FormButtons> & string;

export interface ButtonSpec {
  label: string;
  /** Pressing it closes the task (the process moves on); otherwise the form stays on its step. */
  closes: boolean;
  disabled?: boolean;
  /** What a non-closing button does to the source (after the posted values are applied). */
  apply?: (source: FormSource) => void;
}

export type ButtonSpecs = Partial<Record<ButtonName, ButtonSpec>>;

/** Who looks at the form (privileges unlock fields, e.g. save-deal-account). */
export interface FormActor {
  username: string;
  roles: readonly Role[];
  privileges: readonly Privilege[];
}

export interface StepContext {
  /** The task definition key of the task whose form this is (buttons differ by task), null on the deal page. */
  taskKey: string | null;
  /** The loan variant applied (an index into `source.variants`). */
  variant: number | null;
  actor: FormActor | null;
  /** The pressed button, while a submission is checked. */
  button: ButtonName | null;
  /** Today, yyyy-MM-dd (birth dates must be before it). */
  today: string;
  /** Whether the actor may take the decision (the deal page offers the underwriter's buttons only then). */
  canDecide: boolean;
}

export interface StepDefinition {
  key: string;
  title: string;
  /** The key of the posted values (`client`, `decision`, `sign_documents`...). */
  formName: string;
  /** The step exists only for some deals. */
  when?: (source: FormSource) => boolean;
  /** `onRequest`: read-only until the edit button (`canEdit=true`); `never`: a step shown by its own page part. */
  edit?: 'always' | 'onRequest' | 'never';
  /** A plain save of this step closes the task ('Далее' on the last step). */
  closes?: boolean;
  /** The source the step shows, e.g. with the loan variant applied (`?variant=`); given a copy it may change. */
  prepare?(source: FormSource, ctx: StepContext): FormSource;
  fields(source: FormSource, ctx: StepContext): FieldSpecs;
  buttons?(source: FormSource, ctx: StepContext): ButtonSpecs;
  /** Rules across fields, run on the source with the normalised values applied; errors by field path. */
  check?(source: FormSource, ctx: StepContext): FieldErrors;
  /** Properties the form adds (pledge forms: entityId, collectionId, entityStatus). */
  extra?(source: FormSource): Pick<Form, 'entityId' | 'collectionId' | 'entityStatus'>;
}

export interface FormDefinition {
  key: string;
  /** The GOZ wizard: steps are filled in order; a step after the first unsaved one is refused. */
  wizard?: boolean;
  /** A form without a step bar (`notify_about_error`): steps and current_step are null. */
  stepless?: boolean;
  steps: StepDefinition[];
}

/** Posted values: field name to value, groups as nested objects, collections as lists (or objects keyed 0, 1...). */
export type FormValues = Record<string, unknown>;

/** Errors by field path (`passport.series`, `equipments.0.cost`); the key `''` holds the form's common errors. */
export type FieldErrors = Record<string, string[]>;
