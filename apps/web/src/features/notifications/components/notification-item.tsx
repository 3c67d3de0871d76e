import { Button } from 'primereact/button';
import type { Notification } from '@autocredit/generated/api';
import { formatDateTime } from '@/shared/lib/format-date';
import { useClaimAndOpen } from '@/shared/tasks/claim-and-open';
import { GENERIC_ERROR, toast } from '@/shared/ui/toast';
import { CLAIM_LABEL } from '@/features/notifications/lib/notification-handler';

/** A notification: its title, its time and its body, unseen ones marked, and 'Взять в работу' on a deal's. */
export function NotificationItem({
  item,
  canClaim,
  onClaimed,
}: {
  item: Notification;
  canClaim: boolean;
  onClaimed?: () => void;
}) {
  const claim = useClaimAndOpen();
  const unseen = item.status === 'send';
  const dealId = item.additionalOptions.dealId;
  return (
    <li
      className={unseen ? 'notification-item notification-item--unseen' : 'notification-item'}
      data-testid="notification-item"
    >
      <div className="notification-item__head">
        <strong>{item.notification.message.title}</strong>
        <span className="text-secondary">{formatDateTime(item.createdAt)}</span>
      </div>
      <p>{item.notification.message.body}</p>
      {canClaim && dealId ? (
        <Button
          type="button"
          label={CLAIM_LABEL}
          size="small"
          outlined
          loading={claim.isPending}
          onClick={() =>
            claim.mutate({ dealId }, { onSuccess: () => onClaimed?.(), onError: () => toast.error(GENERIC_ERROR) })
          }
        />
      ) : null}
    </li>
  );
}
