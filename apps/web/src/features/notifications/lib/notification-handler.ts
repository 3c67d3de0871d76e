import type { GetNotificationEvent, NotificationGroup } from '@autocredit/generated/api';
import type { Toaster } from '@/shared/ui/toast';
import type { ViewedBatcher } from './viewed-batcher';
import type { VisibilityGate } from './visibility-gate';

/** The notification groups that raise notifications (000 §9). */
export const NOTIFYING_GROUPS: readonly NotificationGroup[] = [
  'autocredit',
  'pledge',
  'fastDecision',
  'sme',
  'agentAgreement',
  'agentActVerified',
];

export const CLAIM_LABEL = 'Взять в работу';

/** How long a notification's toast stays (it stays while the pointer is on it); it is kept under the bell after. */
export const NOTIFICATION_TOAST_LIFE = 10_000;

/**
 * getNotification: a toast with the title and the body for `NOTIFICATION_TOAST_LIFE` (held back while the tab is
 * hidden); closing it (or pressing its 'Взять в работу') marks the notification viewed through the batcher (002 §4).
 * One that goes by itself stays unseen, under the header's bell.
 */
export function createNotificationHandler({
  toaster,
  batcher,
  gate,
  onArrived,
  claim,
}: {
  toaster: Toaster;
  batcher: Pick<ViewedBatcher, 'add'>;
  gate: Pick<VisibilityGate, 'run'>;
  onArrived?: () => void;
  /** With it, a notification about a deal offers 'Взять в работу': claim the deal's first task and open it. */
  claim?: (dealId: number) => void;
}): (event: GetNotificationEvent) => void {
  return ({ data: notification }) => {
    if (!NOTIFYING_GROUPS.includes(notification.notification.notificationGroup)) return;
    onArrived?.();
    const dealId = notification.additionalOptions.dealId;
    const action = claim && dealId ? { label: CLAIM_LABEL, onClick: () => claim(dealId) } : undefined;
    gate.run(() =>
      toaster.show({
        severity: 'info',
        summary: notification.notification.message.title,
        detail: notification.notification.message.body,
        life: NOTIFICATION_TOAST_LIFE,
        dedupe: false,
        onDismiss: () => batcher.add(notification.id),
        ...(action && { action }),
      }),
    );
  };
}
