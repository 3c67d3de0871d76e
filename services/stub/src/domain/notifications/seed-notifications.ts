import type { Notification } from '@autocredit/generated/api';
import type { NotificationInput, NotificationStore } from './notifications';

/** The newest seeded notification; older ones go back in steps of 2 h 15 min. */
const SEED_EPOCH = Date.parse('2026-11-20T18:00:00+03:00');
const STEP = 135 * 60_000;

/** Two notifications of every group, oldest first; `deal` is a deal number of the user. */
function templates(deal: (k: number) => number): Array<NotificationInput & { status: Notification['status'] }> {
  return [
    {
      group: 'agentActVerified',
      title: 'Акт агента за сентябрь 2026',
      body: 'Акт выполненных работ проверен',
      code: 'agentActVerified',
      status: 'viewed',
    },
    {
      group: 'agentAgreement',
      title: 'Агентский договор № АД-2026/118',
      body: 'Договор направлен партнёру на подписание',
      code: 'agentAgreementSent',
      status: 'viewed',
    },
    {
      group: 'sme',
      title: `Заявка МСБ № ${deal(1)}`,
      body: 'Заявка передана на андеррайтинг',
      code: 'smeUnderwriting',
      dealId: deal(1),
      status: 'viewed',
    },
    {
      group: 'fastDecision',
      title: `Быстрое решение № ${deal(2)}`,
      body: 'Документы клиента распознаны',
      code: 'documentsRecognized',
      dealId: deal(2),
      status: 'viewed',
    },
    {
      group: 'pledge',
      title: `Залог по заявке № ${deal(3)}`,
      body: 'Уведомление о залоге направлено в реестр ФНП',
      code: 'pledgeSent',
      dealId: deal(3),
      status: 'viewed',
    },
    {
      group: 'autocredit',
      title: `Заявка № ${deal(4)}`,
      body: 'По заявке принято решение: одобрено',
      code: 'decisionApproved',
      dealId: deal(4),
      status: 'viewed',
    },
    {
      group: 'agentActVerified',
      title: 'Акт агента за октябрь 2026',
      body: 'Акт выполненных работ проверен',
      code: 'agentActVerified',
      status: 'viewed',
    },
    {
      group: 'agentAgreement',
      title: 'Агентский договор № АД-2026/118',
      body: 'Договор подписан партнёром',
      code: 'agentAgreementSigned',
      status: 'viewed',
    },
    {
      group: 'sme',
      title: `Заявка МСБ № ${deal(1)}`,
      body: 'Требуется загрузить бухгалтерскую отчётность',
      code: 'smeDocumentsRequired',
      dealId: deal(1),
      status: 'viewed',
    },
    {
      group: 'fastDecision',
      title: `Быстрое решение № ${deal(2)}`,
      body: 'Получено предварительное одобрение',
      code: 'fastDecisionApproved',
      dealId: deal(2),
      status: 'send',
    },
    {
      group: 'pledge',
      title: `Залог по заявке № ${deal(3)}`,
      body: 'Залог зарегистрирован в реестре уведомлений о залоге',
      code: 'pledgeRegistered',
      dealId: deal(3),
      status: 'send',
    },
    {
      group: 'autocredit',
      title: `Заявка № ${deal(4)}`,
      body: 'Клиент Иванов Иван Иванович согласился с решением',
      code: 'clientApproved',
      dealId: deal(4),
      status: 'send',
    },
  ];
}

/** Seeds every user with 12 notifications (two of each group), the newest three unseen. Deterministic. */
export function seedNotifications(store: NotificationStore, userIds: readonly number[]): void {
  for (const userId of userIds) {
    const list = templates((k) => 100_200 + userId * 10 + k);
    list.forEach(({ status, ...input }, i) =>
      store.add(userId, input, status, SEED_EPOCH - (list.length - 1 - i) * STEP),
    );
  }
}
