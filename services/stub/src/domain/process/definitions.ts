import type { Role } from '@autocredit/generated/api';
import { ROLE_GROUPS } from '../auth/roles';
import type { ProcessName, TaskDefinitionKey, TaskRole } from './types';

/** A task definition of the process: its name, page role, process, who may work it and its row colour. */
export interface TaskDefinition {
  key: TaskDefinitionKey;
  name: string;
  /** `currentRole`: the task page (`task-{role}`; the credit inspector's checker is the route ta{secret}). */
  role: TaskRole;
  processName: ProcessName;
  /** The roles that may claim and work it (the candidate group). */
  candidates: readonly Role[];
  color: string;
}

const {
  operators: GOZ,
  underwriters: UNDERWRITERS,
  creditInspectors: INSPECTORS,
  releaseManagers: RELEASE,
  pledgeEditors: PLEDGE_EDITORS,
} = ROLE_GROUPS;

const define = (
  key: TaskDefinitionKey,
  name: string,
  role: TaskRole,
  candidates: readonly Role[],
  color: string,
  processName: ProcessName = 'autocredit',
): TaskDefinition => ({ key, name, role, processName, candidates, color });

export const TASK_DEFINITIONS: Readonly<Record<TaskDefinitionKey, TaskDefinition>> = {
  fast_decision_person: define(
    'fast_decision_person',
    'Быстрое решение: данные клиента',
    'goz',
    GOZ,
    '#E8EAF6',
    'fast_decision',
  ),
  goz_data_entry: define('goz_data_entry', 'Ввод данных заявки', 'goz', GOZ, '#E3F2FD'),
  goz_check: define('goz_check', 'Проверка заявки контролером ГОЗ', 'goz-checker', ['ROLE_GOZ_CHIEF'], '#EDE7F6'),
  underwriter_check: define('underwriter_check', 'Проверка андеррайтером', 'underwriter', UNDERWRITERS, '#FFF4E5'),
  credit_inspection: define(
    'credit_inspection',
    'Проверка кредитным инспектором',
    'credit-inspector',
    INSPECTORS,
    '#E8F5E9',
  ),
  sign_documents: define('sign_documents', 'Подписание документов', 'credit-inspector', INSPECTORS, '#F1F8E9'),
  credit_inspection_check: define(
    'credit_inspection_check',
    'Контроль подписания документов',
    'credit-inspector-checker',
    INSPECTORS,
    '#E0F2F1',
  ),
  notify_about_error: define('notify_about_error', 'Ошибка процесса', 'credit-inspector', INSPECTORS, '#FFEBEE'),
  release_decision: define('release_decision', 'Решение о выдаче кредита', 'release-manager', RELEASE, '#E0F7FA'),
  release_sign: define('release_sign', 'Подписание кредитного договора', 'release-manager', RELEASE, '#E0F7FA'),
  release_final: define('release_final', 'Выдача кредита', 'release-manager', RELEASE, '#E0F7FA'),
  pledge_registration: define(
    'pledge_registration',
    'Регистрация залога',
    'pledge',
    PLEDGE_EDITORS,
    '#F3E5F5',
    'pledge',
  ),
};

/** Row colours of tasks that came back: after a rescoring, or on a deal returned for rework. */
export const RESCORED_COLOR = '#FDECEA';
export const REWORKED_COLOR = '#FFF8E1';

export const taskDefinition = (key: TaskDefinitionKey): TaskDefinition => TASK_DEFINITIONS[key];

/** The underwriter's tasks are the ones counted by `newUnderTask`. */
export const isUnderwriterTask = (key: TaskDefinitionKey) => TASK_DEFINITIONS[key].role === 'underwriter';
