import { isApiError } from '@/shared/api/api-error';
import type { FormEndpoint } from '@/shared/form-engine';
import { draftScope, readDraft } from '@/shared/form-engine';
import { shortFormSchema, toShortFormRequest, toShortFormValues, type ShortFormValues } from '../lib/short-form';
import {
  ROOT,
  SHORT_FORM_NAME,
  shortFormTree,
  shortFormValuesOf,
  withFieldErrors,
  type ShortFormChoices,
} from '../lib/short-form-tree';
import { shortFormPageTexts as texts } from '../lib/short-form-texts';
import { fetchCarNames, loadShortForm, saveShortForm } from './short-form-api';

/** What the short form's page learns with the form: its task and the dictionaries of its choices. */
export interface ShortFormExtra {
  taskId: number;
  choices: ShortFormChoices;
}

/** The drafts' source of the short form (`formDraft:short-form:{dealId}:step:`). */
export const SHORT_FORM_SOURCE = 'short-form';

/** A catalogue's names, or none when the catalogue cannot answer (the field then keeps what it has). */
const namesOr = (load: Promise<string[]>): Promise<string[]> => load.catch(() => []);

/**
 * The short form of 000 §2.12 as a form of the form engine: loaded from the deal's fast-decision task
 * (`GET /api/task/dto/{taskId}`) and shown as a tree (`shortFormTree`); a toggle or a brand asks for the tree again,
 * which is built here from the values (the previous surname, the actual address, the brand's models); a save runs
 * the client's checks of 000 §5 (their errors on their fields, nothing posted), then posts the DTO and puts the
 * server's field errors on their fields. The engine keeps what is typed (drafts) through all of it.
 */
export function shortFormEndpoint(dealId: number): FormEndpoint<ShortFormExtra> {
  let taskId = 0;
  let choices: ShortFormChoices | null = null;
  let modelsOf: string | null = null;

  /** The brand's models, asked again only when the brand changed. */
  const modelsFor = async (brand: string | null, signal?: AbortSignal): Promise<readonly string[]> => {
    if (choices && brand === modelsOf) return choices.models;
    const models = brand ? await namesOr(fetchCarNames(brand, signal)) : [];
    modelsOf = brand;
    return models;
  };

  return {
    source: SHORT_FORM_SOURCE,
    id: dealId,
    async load(_query, signal) {
      const [loaded, brands] = await Promise.all([loadShortForm(dealId, signal), namesOr(fetchCarNames(null, signal))]);
      taskId = loaded.taskId;
      const values = withDraftedToggles(
        toShortFormValues(loaded.form),
        readDraft(draftScope(SHORT_FORM_SOURCE, dealId, null)),
      );
      choices = null;
      const models = await modelsFor(values.auto.brand ?? null, signal);
      choices = { additional: loaded.additional, brands, models };
      return { form: shortFormTree(values, choices), extra: { taskId, choices } };
    },
    async post(query, body) {
      if (!choices) throw new Error('The short form is posted before it is loaded');
      const values = shortFormValuesOf(body[SHORT_FORM_NAME] ?? {});
      if (query.reload) {
        const models = await modelsFor(values.auto.brand ?? null);
        choices = { ...choices, models };
        if (values.auto.model && !models.includes(values.auto.model)) values.auto.model = null;
        return { ok: true, result: { form: shortFormTree(values, choices) } };
      }
      const form = shortFormTree(values, choices);
      const checked = shortFormSchema.safeParse(values);
      if (!checked.success) {
        const errors = checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        return { ok: false, status: 400, result: { form: withFieldErrors(form, errors) } };
      }
      let saved: Awaited<ReturnType<typeof saveShortForm>>;
      try {
        saved = await saveShortForm(taskId, toShortFormRequest(values));
      } catch (error) {
        // a refusal without field errors: its one text (000 §8), the values kept; 404, 5xx and no answer go on up
        if (!isApiError(error) || error.status === 404 || error.status >= 500) throw error;
        const text = error.status === 403 ? texts.denied : texts.somethingWrong;
        return { ok: false, status: 400, result: { form, errors: [text] } };
      }
      if (saved.ok) return { ok: true, result: { form } };
      const errors = saved.errors.map((e) => ({ path: e.propertyPath, message: e.message }));
      return { ok: false, status: 400, result: { form: withFieldErrors(form, errors) } };
    },
  };
}

/**
 * The toggles and the brand of an unsaved draft laid over the server's values before the tree is built, so that the
 * fields they open (the previous surname, the actual address, the brand's models) are there for the draft's values.
 */
function withDraftedToggles(values: ShortFormValues, draft: unknown): ShortFormValues {
  if (!draft || typeof draft !== 'object' || !(ROOT in draft)) return values;
  const drafted = shortFormValuesOf(draft as Record<string, unknown>);
  return {
    ...values,
    hasOldSurName: drafted.hasOldSurName,
    person: { ...values.person, isHaveActual: drafted.person.isHaveActual },
    auto: { ...values.auto, brand: drafted.auto.brand },
  };
}
