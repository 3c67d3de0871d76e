import type { RefusalReasonGroup } from '@autocredit/generated/api';

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
