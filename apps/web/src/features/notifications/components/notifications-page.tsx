import { useMemo } from 'react';
import { useCurrentUser } from '@/shared/api/queries';
import { EMPTY_LIST, ListPager, useListQuery } from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { Page } from '@/shared/ui/page';
import { useNotificationPage } from '@/features/notifications/api/notifications-api';
import { useMarkSeenOnLeave } from '@/features/notifications/hooks/use-mark-seen-on-leave';
import { NotificationItem } from './notification-item';

/** The notifications (/notification), 10 a page; unseen ones are marked viewed when the page is left. */
export function NotificationsPage() {
  const { data: user } = useCurrentUser();
  const list = useListQuery({ perPageKey: 'per_page' });
  const page = useNotificationPage(list.page, list.perPage);
  const items = page.data?.notifications;
  const unseen = useMemo(() => (items ?? []).filter((n) => n.status === 'send').map((n) => n.id), [items]);
  useMarkSeenOnLeave(unseen);
  const canClaim = user ? isAllowed(user, policies.myTaskList) : false;

  return (
    <Page title="Уведомления">
      {items && items.length === 0 ? <p className="card">{EMPTY_LIST}</p> : null}
      <ul className="notification-list">
        {(items ?? []).map((item) => (
          <NotificationItem key={item.id} item={item} canClaim={canClaim} />
        ))}
      </ul>
      <ListPager page={list.page} perPage={list.perPage} count={page.data?.count ?? 0} onPage={list.setPage} />
    </Page>
  );
}
