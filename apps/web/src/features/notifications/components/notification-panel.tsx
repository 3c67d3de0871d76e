import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@/shared/api/queries';
import { EMPTY_LIST } from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { href } from '@/shared/routing/paths';
import { Loading } from '@/shared/ui/loading';
import { useNotificationPage } from '@/features/notifications/api/notifications-api';
import { useMarkSeenOnLeave } from '@/features/notifications/hooks/use-mark-seen-on-leave';
import { NotificationItem } from './notification-item';

/** How many of the newest notifications the bell's panel lists. */
export const PANEL_SIZE = 5;
export const PANEL_TITLE = 'Уведомления';
export const ALL_NOTIFICATIONS = 'Все уведомления';

/**
 * The panel of the header's bell: the newest notifications with their actions ('Взять в работу'), unseen ones
 * marked, and a link to the notifications page. The unseen ones it showed are marked viewed when it closes, as the
 * notifications page does when it is left (000 §2.8). Its heading takes the focus when it opens.
 */
export function NotificationPanel({ id, onClose }: { id: string; onClose(): void }) {
  const { data: user } = useCurrentUser();
  const page = useNotificationPage(1, PANEL_SIZE);
  const items = page.data?.notifications;
  const unseen = useMemo(() => (items ?? []).filter((n) => n.status === 'send').map((n) => n.id), [items]);
  useMarkSeenOnLeave(unseen);
  const canClaim = user ? isAllowed(user, policies.myTaskList) : false;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div id={id} role="dialog" aria-label={PANEL_TITLE} className="notification-panel" data-testid="notification-panel">
      <h2 className="notification-panel__title" tabIndex={-1} ref={heading}>
        {PANEL_TITLE}
      </h2>
      {items === undefined ? <Loading label="Загрузка уведомлений" /> : null}
      {items && items.length === 0 ? <p className="notification-panel__empty">{EMPTY_LIST}</p> : null}
      <ul className="notification-list">
        {(items ?? []).map((item) => (
          <NotificationItem key={item.id} item={item} canClaim={canClaim} onClaimed={onClose} />
        ))}
      </ul>
      <Link to={href('notification')} className="notification-panel__all" onClick={onClose}>
        {ALL_NOTIFICATIONS}
      </Link>
    </div>
  );
}
