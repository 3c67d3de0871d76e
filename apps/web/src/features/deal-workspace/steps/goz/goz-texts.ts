/** The texts of the GOZ task (002 §2 'GOZ task', §5, §9). */
export const DOWNLOAD_PRIOR_DECISION = 'Скачать предварительное решение';
/** The stub's text: the seeds say nothing of a deal whose decision has no file. */
export const PRIOR_DECISION_MISSING = 'Файл предварительного решения не найден';
/** The notice of the state-support step when the server sends none (its words are the seeds' description). */
export const STATE_SUPPORT_NOTICE =
  'Доступен кредит с государственной поддержкой: выберите программу или продолжите без субсидии';
/** The button that goes on without a subsidy, when the server's choice of that value has no label. */
export const WITHOUT_SUBSIDY = 'Продолжить без субсидии';
/** The decision-change popup's header: the seeds give none (the popup's text is the server's). */
export const DECISION_CHANGE_HEADER = 'Изменение решения по заявке';
export const CLOSE = 'Закрыть';
/** Below the initial fee on the credit step when its percent changes and is below 30 (002 §5, §9). */
export const INITIAL_FEE_WARNING =
  'Обратите внимание, что в случае изменения данного параметра, возможно увеличение времени рассмотрения заявки и изменение решения по заявке';
