import type { AssignmentAgreementStatus, PledgeStatus } from '@autocredit/generated/api';

/** The Russian names of the pledge statuses (`statusName`, the lists' `filter.statuses`), in lifecycle order. */
export const PLEDGE_STATUS_NAMES: Readonly<Record<string, string>> = {
  reg_new: 'Новый',
  reg_in_progress: 'Отправлен на регистрацию',
  reg_error_upload: 'Ошибка регистрации',
  reg_rework: 'На доработке',
  reg_success: 'Зарегистрирован',
  reg_cancel: 'Регистрация отменена',
  take_off_new: 'Создана задача на снятие с обременения',
  take_off_in_progress: 'Снятие с обременения',
  take_off_error_upload: 'Ошибка снятия с обременения',
  take_off_success: 'Снят с обременения',
  assignment_new: 'В очереди на переуступку',
  assignment_in_progress: 'Переуступка в процессе',
  assignment_error_upload: 'Ошибка переуступки',
  assignment_rework: 'Переуступка на доработке',
  assignment_success: 'Переуступлен',
  assignment_cancel: 'Переуступка отменена',
} satisfies Partial<Record<PledgeStatus, string>>;

export const statusNameOf = (status: PledgeStatus): string => PLEDGE_STATUS_NAMES[status] ?? status;

/** The assignment agreement statuses with their names (the agreements list's `filter.statuses`). */
export const AGREEMENT_STATUS_NAMES: Readonly<Record<AssignmentAgreementStatus, string>> = {
  new: 'Новый',
  in_process: 'В процессе',
  completed: 'Завершен',
  completed_with_errors: 'Завершен с ошибками',
};

/** The stub's texts of the pledge operations (002 §8 where the documents give them). */
export const pledgeTexts = {
  notFound: 'Залог не найден',
  agreementNotFound: 'Соглашение не найдено',
  takeOffCreated: 'Создана задача на снятие залога с обременения',
  takenOff: 'Залог снят с обременения!',
  takeOffFailed: 'Ошибка снятия с обременения!',
  takeOffOnlyRegistered: 'Снятие с обременения доступно только для зарегистрированного залога',
  numberNotFound: 'Залог с таким номером регистрации не найден',
  assignmentCreated: 'Процесс переуступки залога успешно создан',
  assignmentFailed: 'Ошибка создания процесса переуступки',
  assignmentOnlyRegistered: 'Переуступка доступна только для зарегистрированного залога',
  restarted: 'Процесс успешно перезапущен!',
  restartFailed: 'Ошибка перезапуска!',
  restartNotNeeded: 'Процесс не требует перезапуска',
  queued: 'Залоги успешно добавлены в очередь для переуступки',
  queueFailed: 'Ошибка',
  nothingToAssign: 'В соглашении нет залогов для переуступки',
  assignmentStarted: 'Запущен процесс переуступки залогов',
  resultOnlyAssigned: 'Результат переуступки доступен только для переуступленного залога',
  unknownStep: 'Неизвестный шаг',
  registryTimeout: 'ФНП: превышено время ожидания ответа',
  registryCode: 'Код ответа: 504',
  noDescription: 'Ошибка ФНП: не указано описание транспортного средства',
  registered: 'Уведомление о возникновении залога зарегистрировано',
  assigned: 'Уведомление об изменении залога (переуступка) зарегистрировано',
  releasedText: 'Уведомление об исключении сведений о залоге зарегистрировано',
  waitingPayment: 'Недостаточно средств на балансе: уведомление в очереди на оплату',
} as const;

/** The steps of the pledge view (/pledge-view/{id}), in order. */
export const PLEDGE_VIEW_STEPS: Readonly<Record<string, string>> = {
  main: 'Залог',
  docs: 'Документы',
  history: 'История',
};

/** The steps and states of the log entries the pledge book adds. */
export const SENDING = 'Отправка уведомления в ФНП';
export const TAKE_OFF = 'Снятие залога с обременения';
export const ASSIGNMENT = 'Переуступка залога';
export const RESTART = 'Перезапуск процесса';
export const DONE = 'Завершена';
export const FAILED = 'Ошибка';
export const WAITING = 'Ожидает';
