import type { Form } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from '@/shared/ui/toast';
import { formQueryKey, type FormEndpoint, type FormQuery, type PostAnswer } from '../api/form-endpoints';
import { clearDraft, draftScope, readDraft, writeDraft } from '../model/drafts';
import {
  fieldErrorsOf,
  fieldPaths,
  hasFieldOfType,
  mergeValues,
  valueAt,
  valuesOf,
  withValueAt,
  type FormValues,
} from '../model/form-tree';
import { submissionOf } from '../model/submission';
import { CAR_SAVE_FAILED } from '../model/texts';
import { widgetRegistry } from '../widgets/registry';
import type { WidgetRegistry } from '../widgets/widget-types';
import { focusField, validateByTab } from './focus-field';
import { tellFailure } from './tell-failure';
import { useDraftAutosave } from './use-draft-autosave';
import { useFormLocation, useFormSteps } from './use-form-steps';

/** How a save or a button ended. */
export type SaveOutcome =
  /** Saved: the form before (its `next_step`) and the form the server answered with. */
  | { kind: 'saved'; before: Form; form: Form }
  /** Refused: by the client's checks or by the server (400); the errors are on their fields. */
  | { kind: 'invalid' }
  /** Failed otherwise (403, 404, 5xx, no answer); `error` for the page to tell 404 from the rest. */
  | { kind: 'failed'; error: unknown };

export interface ServerFormOptions<Extra> {
  endpoint: FormEndpoint<Extra>;
  registry?: WidgetRegistry;
}

/**
 * A server-driven form (002 §2, §4, §5, §7): loads it for the step and variant of the URL, keeps its values in
 * react-hook-form (each field re-renders alone as it is typed in), keeps unsaved values in sessionStorage per step
 * (restored on a reload, dropped once saved), posts them (`{formName: values}`), asks for `reload=true` when a field
 * with `dependence` changes, posts server buttons (`{formName: {btnX: 1}}`, never kept after a failure), the edit
 * mode (`canEdit`), and puts the server's per-field errors on their fields (the focus on the first) and its common
 * errors on top.
 */
export function useServerForm<Extra>({ endpoint, registry = widgetRegistry }: ServerFormOptions<Extra>) {
  const location = useFormLocation();
  const { step, variant } = location;
  const query = useQuery({
    queryKey: formQueryKey(endpoint, { step, variant }),
    queryFn: ({ signal }) => endpoint.load({ step, variant }, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const methods: UseFormReturn<FormValues> = useForm<FormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [form, setForm] = useState<Form | null>(null);
  const [commonErrors, setCommonErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [activeTab, setActiveTab] = useState(0);
  const formRef = useRef<Form | null>(null);
  /** The fields changed while a reload is on its way: their values survive its answer. */
  const changedDuringReload = useRef<Set<string> | null>(null);
  const editingRef = useRef(false);
  editingRef.current = editing;

  const emptyOf = useCallback(
    (type: Form['fields'][string]['type']) => {
      const definition = registry[type];
      return definition.kind === 'value' ? definition.empty : null;
    },
    [registry],
  );
  const scopeOf = useCallback(
    (shown: Form) => draftScope(endpoint.source, endpoint.id, shown.current_step ?? step),
    [endpoint.source, endpoint.id, step],
  );

  /** Puts the errors of a form's fields on them and focuses the first (switching to its tab). */
  const showFieldErrors = useCallback(
    (shown: Form) => {
      const errors = fieldErrorsOf(shown.fields);
      for (const { path, messages } of errors) methods.setError(path, { type: 'server', message: messages.join('\n') });
      if (errors[0]) focusField(methods, shown, errors[0].path, setActiveTab);
    },
    [methods],
  );

  /**
   * Shows a form: its values (with the step's draft over them when asked, and the values of the fields in `keep`
   * as they are now: typed while a reload was on its way), its errors.
   */
  const show = useCallback(
    (next: Form, { draft, keep }: { draft: boolean; keep?: ReadonlySet<string> }) => {
      const base = valuesOf(next.fields, emptyOf);
      let values = draft ? mergeValues(next.fields, base, readDraft(scopeOf(next))) : base;
      if (keep && keep.size > 0) {
        const now = methods.getValues();
        const known = new Set(fieldPaths(next.fields));
        for (const path of keep) if (known.has(path)) values = withValueAt(values, path, valueAt(now, path));
      }
      methods.reset(values);
      formRef.current = next;
      setForm(next);
      setCommonErrors(next.errors ?? []);
      showFieldErrors(next);
    },
    [emptyOf, methods, scopeOf, showFieldErrors],
  );

  // a new form is shown; what comes with it (the extra) may be read again alone, leaving the form as it is
  const loadedForm = query.data?.form;
  useEffect(() => {
    if (loadedForm) {
      setActiveTab(0);
      show(loadedForm, { draft: true });
    }
  }, [loadedForm, show]);

  useDraftAutosave(methods, formRef, scopeOf, changedDuringReload);

  const postQuery = useCallback(
    (shown: Form, extra: { reload?: boolean; canEdit?: boolean } = {}) => ({
      step: shown.current_step ?? step,
      variant,
      ...(editingRef.current ? { canEdit: true } : {}),
      ...extra,
    }),
    [step, variant],
  );

  /** A 400: the errors on their fields, the common ones on top, the answer's errors as toasts; values kept. */
  const showRefusal = useCallback(
    (answer: Extract<PostAnswer, { ok: false }>) => {
      const refused = answer.result.form;
      setCommonErrors(refused.errors ?? []);
      showFieldErrors(refused);
      for (const text of answer.result.errors ?? []) toast.error(text);
    },
    [showFieldErrors],
  );

  // Reloads asked while one runs are made once it is done (with the values of then).
  const reloading = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });
  const reload = useCallback(async () => {
    const post = endpoint.post;
    if (!post || !formRef.current) return;
    if (reloading.current.running) {
      reloading.current.again = true;
      return;
    }
    reloading.current = { running: true, again: false };
    setBusy('reload');
    try {
      do {
        reloading.current.again = false;
        const shown = formRef.current;
        const changed = new Set<string>();
        changedDuringReload.current = changed;
        const answer = await post(postQuery(shown, { reload: true }), submissionOf(shown, methods.getValues()));
        changedDuringReload.current = null;
        show(answer.result.form, { draft: false, keep: changed });
        writeDraft(scopeOf(answer.result.form), methods.getValues());
      } while (reloading.current.again);
    } catch (error) {
      tellFailure(error);
    } finally {
      changedDuringReload.current = null;
      reloading.current.running = false;
      setBusy(null);
    }
  }, [endpoint, methods, postQuery, scopeOf, show]);

  /** Client checks, tab by tab (the first tab with an error is shown and its first error focused). */
  const validate = useCallback(
    async (): Promise<boolean> => (formRef.current ? validateByTab(methods, formRef.current, setActiveTab) : false),
    [methods],
  );

  const submit = useCallback(
    async (
      button: string | undefined,
      { check, extra }: { check: boolean; extra?: FormValues },
    ): Promise<SaveOutcome> => {
      const post = endpoint.post;
      const shown = formRef.current;
      if (!post || !shown) return { kind: 'invalid' };
      if (check && !(await validate())) return { kind: 'invalid' };
      setBusy(button ?? 'save');
      try {
        const answer = await post(postQuery(shown), submissionOf(shown, methods.getValues(), button, extra));
        if (!answer.ok) {
          showRefusal(answer);
          writeDraft(scopeOf(shown), methods.getValues());
          return { kind: 'invalid' };
        }
        clearDraft(scopeOf(shown));
        setEditing(false);
        for (const text of answer.result.errors ?? []) toast.error(text);
        return { kind: 'saved', before: shown, form: answer.result.form };
      } catch (error) {
        writeDraft(scopeOf(shown), methods.getValues());
        // a form with the car says 'Ошибка сохранения данных' (002 §8)
        tellFailure(
          error,
          button === undefined && hasFieldOfType(shown.fields, 'choiceAuto') ? CAR_SAVE_FAILED : undefined,
        );
        return { kind: 'failed', error };
      } finally {
        setBusy(null);
      }
    },
    [endpoint, methods, postQuery, scopeOf, showRefusal, validate],
  );

  /** Saves the form (after the client's checks, tab by tab). */
  const save = useCallback(() => submit(undefined, { check: true }), [submit]);
  /**
   * Presses a server button: its flag goes with the values (and `values`, laid over them for this post only: never
   * kept, so a failed post leaves neither them nor the flag behind); the server checks them.
   */
  const press = useCallback(
    (button: string, options: { values?: FormValues } = {}) => submit(button, { check: false, extra: options.values }),
    [submit],
  );

  /** The underwriter's edit mode: the form comes back editable (`canEdit=true`); a save ends it. */
  const edit = useCallback(async () => {
    const post = endpoint.post;
    const shown = formRef.current;
    if (!post || !shown) return;
    setBusy('edit');
    try {
      const answer = await post(
        postQuery(shown, { canEdit: true, reload: true }),
        submissionOf(shown, methods.getValues()),
      );
      setEditing(true);
      show(answer.result.form, { draft: false });
    } catch (error) {
      tellFailure(error);
    } finally {
      setBusy(null);
    }
  }, [endpoint, methods, postQuery, show]);

  const { goToStep, setVariant } = useFormSteps({ endpoint, location, formRef, show, extra: query.data?.extra });

  const emptyValues = useCallback((fields: Form['fields']) => valuesOf(fields, emptyOf, { blank: true }), [emptyOf]);

  return useMemo(
    () => ({
      query,
      /** The form shown (the loaded one, or the one a post answered with). */
      form,
      extra: query.data?.extra,
      methods,
      registry,
      step: form?.current_step ?? step ?? null,
      variant: variant ?? null,
      commonErrors,
      busy,
      editing,
      activeTab,
      setActiveTab,
      save,
      press,
      reload,
      edit,
      goToStep,
      setVariant,
      emptyValues,
    }),
    [
      query,
      form,
      methods,
      registry,
      step,
      variant,
      commonErrors,
      busy,
      editing,
      activeTab,
      save,
      press,
      reload,
      edit,
      goToStep,
      setVariant,
      emptyValues,
    ],
  );
}

export type ServerForm<Extra = unknown> = ReturnType<typeof useServerForm<Extra>>;

export type { FormQuery };
