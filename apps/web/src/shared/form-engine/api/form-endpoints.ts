import type { StoredFile, Form, FormResult, FormSubmission, Pledge, Task } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { ApiError } from '@/shared/api/api-error';

/** What a form page asks for: the step and the variant (from the URL); a post adds its flags. */
export interface FormQuery {
  step?: string;
  /** The id of a loan variant to apply (`?variant=` in the URL). */
  variant?: number;
}

export interface PostQuery extends FormQuery {
  /** Recalculate the form from the values; nothing is saved. */
  reload?: boolean;
  /** The underwriter's edit mode. */
  canEdit?: boolean;
}

/** The answer of a post: 200 with the form to show next, or 400 with the form and its errors. */
export type PostAnswer = { ok: true; result: FormResult } | { ok: false; status: 400; result: FormResult };

/** Where a server-driven form comes from and goes to: the task's, the deal page's, the pledge's. */
export interface FormEndpoint<Extra = unknown> {
  /** `task`, `deal-info`, `pledge`: with `id`, the key of the query and the scope of the drafts. */
  source: string;
  id: number;
  load(query: FormQuery, signal: AbortSignal): Promise<{ form: Form; extra: Extra }>;
  /**
   * What comes with the form, read again: the step a save opens is shown from the save's answer, which has no extra
   * (a task's head, changed by the save: the client's name once the client step is saved). Absent: it does not change.
   */
  loadExtra?(query: FormQuery, signal: AbortSignal): Promise<Extra>;
  /** Absent: the form cannot be posted (the pledge view). */
  post?(query: PostQuery, body: FormSubmission): Promise<PostAnswer>;
}

export const formQueryKey = (endpoint: FormEndpoint<unknown>, query: FormQuery) =>
  queryKeys.forms.of(endpoint.source, endpoint.id, query.step ?? null, query.variant ?? null);

/** A 400 that carries the form back (per-field errors) is an answer; any other failure is thrown. */
async function postAnswer(
  call: Promise<{ data?: { result: FormResult }; error?: unknown; response: Response }>,
): Promise<PostAnswer> {
  const { data, error, response } = await call;
  if (response.ok && data) return { ok: true, result: data.result };
  const body = error as { result?: FormResult } | undefined;
  if (response.status === 400 && body?.result?.form) return { ok: false, status: 400, result: body.result };
  throw new ApiError(response.status, error);
}

const flags = ({ reload, canEdit }: PostQuery) => ({
  ...(reload ? { reload: true } : {}),
  ...(canEdit !== undefined ? { canEdit } : {}),
});

/** A claimed task's form (`GET` / `POST api/task/{id}?step=&variant=`); the task comes with it. */
export function taskFormEndpoint(taskId: number): FormEndpoint<{ task: Task }> {
  const load = async ({ step, variant }: FormQuery, signal: AbortSignal) => {
    const { result } = await unwrap(
      api().GET('/api/task/{taskId}', { params: { path: { taskId }, query: { step, variant } }, signal }),
    );
    return { form: result.form, extra: { task: result.task } };
  };
  return {
    source: 'task',
    id: taskId,
    load,
    // the task (its head: the client, once the client step is saved) as the server has it now
    loadExtra: async (query, signal) => (await load(query, signal)).extra,
    post: ({ step, ...rest }, body) =>
      postAnswer(
        api().POST('/api/task/{taskId}', { params: { path: { taskId }, query: { step, ...flags(rest) } }, body }),
      ),
  };
}

/** The deal page's form (`GET` / `POST /api/autocredit/deal-info/{id}?step=&variant=`). */
export function dealInfoFormEndpoint(dealId: number): FormEndpoint<null> {
  return {
    source: 'deal-info',
    id: dealId,
    async load({ step, variant }, signal) {
      const { result } = await unwrap(
        api().GET('/api/autocredit/deal-info/{dealId}', {
          params: { path: { dealId }, query: { step, variant } },
          signal,
        }),
      );
      return { form: result, extra: null };
    },
    post: ({ step, variant, ...rest }, body) =>
      postAnswer(
        api().POST('/api/autocredit/deal-info/{dealId}', {
          params: { path: { dealId }, query: { step, variant, ...flags(rest) } },
          body,
        }),
      ),
  };
}

/** What the pledge view shows beside its steps: the pledge and its files (the `docs` step). */
export interface PledgeInfoExtra {
  pledge: Pledge;
  files: StoredFile[];
}

/**
 * The pledge view's steps (`GET /api/pledge/info/{id}?step=`), read-only: no post. The answer is not a form of
 * fields; it is shown as one without fields (its steps, the current step, and the pledge as `entityId`,
 * `collectionId`, `entityStatus`), the pledge and its files coming as the extra.
 */
export function pledgeInfoFormEndpoint(pledgeId: number): FormEndpoint<PledgeInfoExtra> {
  return {
    source: 'pledge',
    id: pledgeId,
    async load({ step }, signal) {
      const { result } = await unwrap(
        api().GET('/api/pledge/info/{pledgeId}', { params: { path: { pledgeId }, query: { step } }, signal }),
      );
      const form: Form = {
        formName: 'pledge',
        fields: {},
        steps: result.steps,
        current_step: result.current_step,
        next_step: null,
        errors: [],
        entityId: result.pledge.id,
        ...(result.collectionId != null ? { collectionId: result.collectionId } : {}),
        entityStatus: result.pledge.status,
      };
      return { form, extra: { pledge: result.pledge, files: result.files } };
    },
  };
}
