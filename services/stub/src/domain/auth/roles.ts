import type { Privilege, Role } from '@autocredit/generated/api';

/** The Russian title of every role (`GET /api/user/get-roles-title`). */
export const ROLE_TITLES: Readonly<Record<Role, string>> = {
  ROLE_ADMIN: 'Администратор',
  ROLE_GOZ: 'Оператор ГОЗ',
  ROLE_GOZ_CHIEF: 'Руководитель ГОЗ',
  ROLE_CREDIT_INSPECTOR: 'Кредитный инспектор',
  ROLE_RELEASE_MANAGER: 'Менеджер по выдаче',
  ROLE_UNDERWRITER: 'Андеррайтер',
  ROLE_UNDERWRITER_EXTERNAL: 'Внешний андеррайтер',
  ROLE_UNDERWRITER_CHIEF: 'Руководитель андеррайтеров',
  ROLE_REPORT_CLIENTS: 'Отчёты по клиентам',
  ROLE_PLEDGE_EDITOR: 'Редактор залогов',
  ROLE_PLEDGE_VIEWER: 'Просмотр залогов',
  ROLE_VIEWER: 'Просмотр заявок',
  ROLE_ALL_VIEWER: 'Служба безопасности',
  ROLE_CHIEF_RISK_MANAGEMENT: 'Руководитель риск-менеджмента',
  ROLE_CREDIT_CALCULATOR: 'Кредитный калькулятор',
  ROLE_AUDITOR: 'Аудитор',
};

const OPERATORS = ['ROLE_GOZ', 'ROLE_GOZ_CHIEF'] as const satisfies readonly Role[];
const UNDERWRITERS = [
  'ROLE_UNDERWRITER',
  'ROLE_UNDERWRITER_EXTERNAL',
  'ROLE_UNDERWRITER_CHIEF',
] as const satisfies readonly Role[];
/** 'Worker' (000 §6): the operators, the underwriters, the credit inspector and the release manager. */
const WORKERS = [
  ...OPERATORS,
  ...UNDERWRITERS,
  'ROLE_CREDIT_INSPECTOR',
  'ROLE_RELEASE_MANAGER',
] as const satisfies readonly Role[];

/**
 * The one table of role groups: the access rules, the process's candidate groups, the lists' scopes and the hub
 * read them from here. The documents name some (000 §6 'worker'); the others are the stub's reading of them.
 */
export const ROLE_GROUPS = {
  /** The sale point's operators (goz, goz chief): create deals, work the GOZ tasks, answer for the client. */
  operators: OPERATORS,
  /** The underwriters, external and chief included: the underwriter queue and its counters (`newUnderTask`). */
  underwriters: UNDERWRITERS,
  creditInspectors: ['ROLE_CREDIT_INSPECTOR'],
  releaseManagers: ['ROLE_RELEASE_MANAGER'],
  pledgeEditors: ['ROLE_PLEDGE_EDITOR'],
  /** 'Worker' (000 §6). */
  workers: WORKERS,
  /** Whoever works tasks: the workers and the pledge editor (the pledge tasks). */
  taskWorkers: [...WORKERS, 'ROLE_PLEDGE_EDITOR'],
  /** The deal list and history: the workers, the viewers (the security service's all-viewer too), the auditors. */
  dealListReaders: [...WORKERS, 'ROLE_VIEWER', 'ROLE_ALL_VIEWER', 'ROLE_AUDITOR'],
  /** The bank's staff, viewers and auditors: they see the deals of every sale point (operators only their own). */
  bankWide: [
    'ROLE_ADMIN',
    'ROLE_CREDIT_INSPECTOR',
    'ROLE_RELEASE_MANAGER',
    ...UNDERWRITERS,
    'ROLE_REPORT_CLIENTS',
    'ROLE_PLEDGE_EDITOR',
    'ROLE_PLEDGE_VIEWER',
    'ROLE_VIEWER',
    'ROLE_ALL_VIEWER',
    'ROLE_CHIEF_RISK_MANAGEMENT',
    'ROLE_AUDITOR',
  ],
} as const satisfies Readonly<Record<string, readonly Role[]>>;

export type RoleGroup = keyof typeof ROLE_GROUPS;

/** Whether any of the roles is in the group. */
export const inGroup = (roles: readonly Role[], group: RoleGroup): boolean =>
  roles.some((r) => (ROLE_GROUPS[group] as readonly Role[]).includes(r));

/** Whether someone with these roles and privileges passes a rule listing roles and privileges (any one suffices). */
export function passes(
  subject: { roles: readonly Role[]; privileges: readonly Privilege[] },
  rule: { roles?: readonly Role[]; privileges?: readonly Privilege[] },
): boolean {
  const roles = rule.roles ?? [];
  const privileges = rule.privileges ?? [];
  if (roles.length === 0 && privileges.length === 0) return true;
  return roles.some((r) => subject.roles.includes(r)) || privileges.some((p) => subject.privileges.includes(p));
}
