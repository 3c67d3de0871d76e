import { DomainError } from '../errors';
import type { FormSource } from '../forms/source';
import { NOT_AGREED, setAgreedAuto } from '../forms/sections/release';
import { isOpen, processTexts, taskDefinition } from '../process';
import type { Actor } from '../process/types';
import type { World } from '../world/world';
import type { DealBook, FoundTask } from './deal-book';

/** The texts of these changes: the documents' (the file one, 002 §8) and the stub's. */
export const dealChangeTexts = {
  fileUploadedBefore: 'Невозможно удалить файл загруженный ранее',
  fileNotFound: 'Файл не найден',
  serviceNotFound: 'Услуга не найдена',
  serviceInactive: 'Услуга уже отключена',
  cancelBeforeStatement: 'Дата повышения ставки не может быть раньше даты заявления',
  dealFinished: 'Заявка завершена, изменение невозможно',
} as const;

/**
 * What the task pages change of a deal beside its forms (002 §7 'Tasks'): the agreed-car choice, the cancellation of
 * an optional service, the deletion of a file uploaded in a task. Each checks the deal's state, keeps the change in
 * the deal book (which writes what the lists show into the world), or refuses with a DomainError.
 */

/**
 * The client's answer about the car (`change-agreed-auto/{choice}`, the release decision form's choice): agreed (1),
 * the agreed cost is the car's cost of the application (read-only in the form); not agreed (0), the agreed cost is to
 * be typed (null). The answer is kept. A finished deal cannot change (400).
 */
export function changeAgreedAuto(parts: { world: World; deals: DealBook }, deal: number, choice: number): void {
  if (parts.world.statusOf(deal).finished) throw new DomainError('invalid', dealChangeTexts.dealFinished);
  const { source } = parts.deals.entry(deal);
  const changed = { ...source, release: { ...source.release } };
  setAgreedAuto(changed, choice);
  if (choice === NOT_AGREED) changed.release.carCostAgreedClient = null;
  parts.deals.saveSource(deal, changed);
}

/** The dates of an optional service's cancellation, `yyyy-MM-dd` (the contract checks the format). */
export interface ServiceCancellation {
  cancelStatementDate: string;
  cancelUpPercentDate: string;
}

/**
 * Cancels an optional service of the release decision (`{service}` is its code): it is switched off with the dates
 * kept (the form no longer lets it be switched on). An unknown one is not found (404), an inactive one cannot be
 * cancelled again, and the raised rate cannot apply before the client's statement (400, with the field's error).
 */
export function cancelOptionalService(
  book: DealBook,
  deal: number,
  code: string,
  { cancelStatementDate, cancelUpPercentDate }: ServiceCancellation,
): void {
  const { source } = book.entry(deal);
  const { services } = source.release;
  const index = services.findIndex((s) => s.code === code);
  if (index < 0) throw new DomainError('not-found', dealChangeTexts.serviceNotFound);
  if (!services[index]!.active) throw new DomainError('invalid', dealChangeTexts.serviceInactive);
  // Both are yyyy-MM-dd: compared as strings, they compare as dates.
  if (cancelUpPercentDate < cancelStatementDate) {
    throw new DomainError('invalid', dealChangeTexts.cancelBeforeStatement, [
      { propertyPath: 'cancelUpPercentDate', message: dealChangeTexts.cancelBeforeStatement },
    ]);
  }
  const cancellation = { cancelStatementDate, cancelUpPercentDate };
  const changed = services.map((s, i) => (i === index ? { ...s, active: false, cancellation } : s));
  book.saveSource(deal, { ...source, release: { ...source.release, services: changed } });
}

/**
 * Deletes a file uploaded in a task (`{taskId}/file/{fileId}/delete`, 002 §8). The task must be open (404 once
 * closed) and the actor's (as a form save: someone else's 403, a GOZ task in the queue 'Завершите предыдущий шаг');
 * the file must be one of the deal's (404), uploaded by the actor and since the task was created (403 'Невозможно
 * удалить файл загруженный ранее': another's file, or one without its moment, cannot be shown to be this task's).
 */
export function deleteTaskFile(book: DealBook, found: FoundTask, actor: Actor & { id: number }, fileId: number): void {
  const { deal, entry, task } = found;
  if (!isOpen(task)) throw new DomainError('not-found', processTexts.gone);
  if (task.assignee !== actor.username) {
    if (task.assignee !== null) throw new DomainError('forbidden', processTexts.othersTask);
    const goz = taskDefinition(task.key).role === 'goz';
    throw new DomainError('forbidden', goz ? processTexts.previousStep : processTexts.forbidden);
  }
  const { source } = entry;
  const located = locateFile(source, fileId);
  if (!located) throw new DomainError('not-found', dealChangeTexts.fileNotFound);
  const { code, file } = located;
  // As `POST /api/file/delete`: a file someone else uploaded (or the seed) is not the task's to delete.
  if (source.documents[code]!.uploadedBy?.[String(fileId)] !== actor.id) {
    throw new DomainError('forbidden', dealChangeTexts.fileUploadedBefore);
  }
  const uploadedAt = file.createdAt === undefined ? NaN : Date.parse(file.createdAt);
  if (!(uploadedAt >= task.createdAt)) throw new DomainError('forbidden', dealChangeTexts.fileUploadedBefore);
  const document = source.documents[code]!;
  const files = document.files.filter((f) => f.id !== fileId);
  book.saveSource(deal, { ...source, documents: { ...source.documents, [code]: { ...document, files } } });
}

/** The document holding the file of that id, and the file. */
function locateFile(source: FormSource, fileId: number) {
  for (const [code, document] of Object.entries(source.documents)) {
    const file = document.files.find((f) => f.id === fileId);
    if (file) return { code, file };
  }
  return undefined;
}
