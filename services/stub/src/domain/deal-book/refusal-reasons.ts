import type { RefusalReasonGroup, Role } from '@autocredit/generated/api';
import { inGroup } from '../auth/roles';

/** The reasons a pledge editor gives when cancelling a pledge registration task (`GET /api/task/refusal/reasons`). */
export const REFUSAL_REASONS: readonly RefusalReasonGroup[] = [
  {
    groupCode: 'client',
    groupName: 'Причины со стороны клиента',
    reasons: [
      { reasonCode: 'client_refused', reasonName: 'Клиент отказался от сделки' },
      { reasonCode: 'early_repayment', reasonName: 'Досрочное погашение кредита' },
      { reasonCode: 'car_replaced', reasonName: 'Замена предмета залога' },
    ],
  },
  {
    groupCode: 'registry',
    groupName: 'Ошибки реестра',
    reasons: [
      { reasonCode: 'registry_duplicate', reasonName: 'Залог уже зарегистрирован' },
      { reasonCode: 'registry_data_error', reasonName: 'Ошибка в данных уведомления' },
    ],
  },
  {
    groupCode: 'bank',
    groupName: 'Причины со стороны банка',
    reasons: [
      { reasonCode: 'deal_canceled', reasonName: 'Сделка отменена' },
      { reasonCode: 'duplicate_task', reasonName: 'Задача создана повторно' },
    ],
  },
];

/**
 * The reasons a credit inspector (or a release manager) gives when refusing a deal at its release ('Отказать', 002 §2,
 * §4: the refusal dialog). The documents name none: these are a lender's usual ones.
 */
export const DEAL_REFUSAL_REASONS: readonly RefusalReasonGroup[] = [
  {
    groupCode: 'dealClient',
    groupName: 'Причины со стороны клиента',
    reasons: [
      { reasonCode: 'client_refused', reasonName: 'Клиент отказался от сделки' },
      { reasonCode: 'client_terms', reasonName: 'Клиента не устроили условия кредита' },
      { reasonCode: 'client_absent', reasonName: 'Клиент не явился на подписание' },
    ],
  },
  {
    groupCode: 'dealBank',
    groupName: 'Причины со стороны банка',
    reasons: [
      { reasonCode: 'documents_invalid', reasonName: 'Документы не соответствуют требованиям банка' },
      { reasonCode: 'car_invalid', reasonName: 'Автомобиль не соответствует требованиям банка' },
      { reasonCode: 'deal_canceled', reasonName: 'Сделка отменена' },
    ],
  },
];

/** The reasons offered to someone with these roles: the pledge ones to pledge editors, the deal ones to the release's. */
export function refusalReasonsFor(roles: readonly Role[]): readonly RefusalReasonGroup[] {
  const groups: RefusalReasonGroup[] = [];
  if (inGroup(roles, 'pledgeEditors')) groups.push(...REFUSAL_REASONS);
  if (inGroup(roles, 'creditInspectors') || inGroup(roles, 'releaseManagers')) groups.push(...DEAL_REFUSAL_REASONS);
  return groups;
}

/** The codes a refusal of a task of this process may give. */
export function refusalCodesOf(processName: string): ReadonlySet<string> {
  const groups = processName === 'pledge' ? REFUSAL_REASONS : DEAL_REFUSAL_REASONS;
  return new Set(groups.flatMap((g) => g.reasons.map((r) => r.reasonCode)));
}
