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
