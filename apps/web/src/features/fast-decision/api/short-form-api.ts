import type {
  FastDecisionAdditional,
  FastDecisionPersonForm,
  FastDecisionPersonFormRequest,
  FieldError,
} from '@autocredit/generated/api';
import { ApiError, unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { fieldErrorsOf } from '@/shared/api/envelope';

/** What a missing task answers: the text 000 §8 gives for a short form that cannot be loaded. */
export const NO_SUCH_TASK = 'Данная задача не существует';

/** The short form of a deal: its fast-decision task, the form's data and its dictionaries. */
export interface LoadedShortForm {
  taskId: number;
  form: FastDecisionPersonForm;
  additional: FastDecisionAdditional;
}

/**
 * Loads the short form of a fast-decision deal (000 §2.11 opens the page with the deal's id): the deal's open
 * fast-decision task (`GET api/deal/{id}/tasks`), then its form (`GET /api/task/dto/{taskId}`). A deal without one
 * is a 404, as the server says of a task that does not exist.
 */
export async function loadShortForm(dealId: number, signal?: AbortSignal): Promise<LoadedShortForm> {
  const tasks = (await unwrap(api().GET('/api/deal/{dealId}/tasks', { params: { path: { dealId } }, signal }))).result;
  const task = tasks.find((t) => t.processName === 'fast_decision');
  if (!task) throw new ApiError(404, { detail: NO_SUCH_TASK });
  const { result } = await unwrap(
    api().GET('/api/task/dto/{taskId}', { params: { path: { taskId: task.id } }, signal }),
  );
  return { taskId: task.id, form: result.fast_decision_create_person, additional: result.additional };
}

/** How a save ended: saved, or refused with the server's field errors. */
export type ShortFormSave = { ok: true } | { ok: false; errors: FieldError[] };

/** Saves the short form (`POST /api/task/dto/{taskId}`); a 400 with field errors is an answer, anything else thrown. */
export async function saveShortForm(taskId: number, body: FastDecisionPersonFormRequest): Promise<ShortFormSave> {
  const { error, response } = await api().POST('/api/task/dto/{taskId}', { params: { path: { taskId } }, body });
  if (response.ok) return { ok: true };
  const errors = response.status === 400 ? fieldErrorsOf(error) : [];
  if (errors.length > 0) return { ok: false, errors };
  throw new ApiError(response.status, error);
}

/** The car catalogue's brands, or a brand's models (`GET /api/suggest/get-car-info`). */
export async function fetchCarNames(brand: string | null, signal?: AbortSignal): Promise<string[]> {
  const query = brand ? { brand } : {};
  const { result } = await unwrap(api().GET('/api/suggest/get-car-info', { params: { query }, signal }));
  return brand ? result.model : result.brand;
}
