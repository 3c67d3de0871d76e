/** The texts of the pledge task and the pledge view (002 §2 'Pledge task', 'Pledge view', §8). */

/** The site of the notary pledge registry (ФНП): the link of a failed registry check. */
export const REGISTRY_SITE_URL = 'https://www.reestr-zalogov.ru/';

/** The refuse button by the pledge's status (002 §2). */
export const CANCEL_REGISTRATION = 'Отменить регистрацию';
export const CANCEL_ASSIGNMENT = 'Отменить переуступку';

/** The cancel confirmation (002 §2, 000 §8). */
export const CANCEL_CONFIRM_TITLE = 'Отмена регистрации залога';
export const CANCEL_REGISTRATION_QUESTION = 'Вы действительно хотите отменить регистрацию залога?';
export const CANCEL_ASSIGNMENT_QUESTION = 'Вы действительно хотите отменить переуступку залога?';
export const YES = 'Да';
export const NO = 'Нет';

/** The alert after the last step (002 §2). */
export const FINISHED_TITLE = 'Уведомление';
export const FINISHED = 'Задача успешно завершена!';
export const CONTINUE = 'Продолжить';

/** The registry check (002 §4, §8). */
export const ALREADY_REGISTERED = 'Залог уже зарегистрирован. Необходимо отменить текущую задачу';
export const NOT_REGISTERED_YET = 'Залог еще не регистрировался. Допустима отправка залога';
export const CHECK_FAILED = 'Не удалось проверить статус. Проверьте залог вручную на сайте ФНП';
/** The check button and the link of a failed check: the seeds give no labels, these are ours. */
export const CHECK_REGISTRY = 'Проверить в реестре ФНП';
export const OPEN_REGISTRY_SITE = 'Открыть сайт ФНП';

/** The pledge view's tables (002 §2 'Pledge view'); the seeds name the columns, these are their labels. */
export const DOCS_COLUMNS = { id: 'ID', name: 'Имя файла', createdAt: 'Дата создания', download: 'Скачать' } as const;
export const HISTORY_COLUMNS = {
  username: 'Пользователь',
  taskName: 'Задача',
  waitTime: 'Время ожидания',
  workTime: 'Время работы',
  status: 'Статус',
  contextMessage: 'Сообщение',
  createdAt: 'Дата начала',
  completedAt: 'Дата окончания',
} as const;
export const NO_FILES = 'Нет документов';
export const NO_HISTORY = 'Нет данных для отображения';
export const HISTORY_LOAD_FAILED = 'Не удалось загрузить историю залога';
export const PLEDGE_LOAD_FAILED = 'Не удалось загрузить залог';
export const TASK_LOAD_FAILED = 'Не удалось загрузить задачу';
export const RETRY = 'Повторить';
/** The head of the pledge task and view: ours. */
export const PLEDGE_LABELS = {
  pledge: 'Залог',
  status: 'Статус',
  deal: 'Заявка',
  dealExternalId: 'Номер договора',
  registrationId: 'Номер регистрации',
  pledgors: 'Залогодатели',
  vehicles: 'Транспортные средства',
} as const;
export const PLEDGE_NOT_FOUND = 'Залог не найден';
export const TASK_ACTIONS = 'Действия с задачей';
