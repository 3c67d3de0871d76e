import type { User } from '@autocredit/generated/api';
import { Link } from 'react-router-dom';
import { useUnseenCount } from '@/shared/api/queries';
import { useChannelStatus } from '@/shared/events';
import { href } from '@/shared/routing/paths';
import { UserMenu } from './user-menu';

/** Header: sale point, a quiet 'Нет связи' while the event channel is down, unseen notifications, the user's menu. */
export function AppHeader({ user, brand }: { user: User | undefined; brand: boolean }) {
  const unseen = useUnseenCount().data;
  const offline = useChannelStatus() === 'down';
  return (
    <header className="app-header">
      <div className="app-header__left">
        {brand ? (
          <span className="app-header__brand">
            <i className="pi pi-car" aria-hidden="true" />
            Автокредит
          </span>
        ) : null}
        {user?.salePoint ? (
          <span className="app-header__sale-point" title="Точка продаж">
            <i className="pi pi-building" aria-hidden="true" />
            <span data-testid="sale-point">{user.salePoint.name}</span>
          </span>
        ) : null}
      </div>
      <div className="app-header__right">
        <span role="status" className="app-header__channel" data-testid="channel-status">
          {offline ? (
            <span title="Уведомления придут, когда связь восстановится">
              <i className="pi pi-exclamation-circle" aria-hidden="true" /> Нет связи
            </span>
          ) : null}
        </span>
        {user ? (
          <Link
            to={href('notification')}
            className="app-header__notifications"
            title="Непросмотренные уведомления"
            aria-label={`Непросмотренные уведомления: ${unseen ?? 0}`}
          >
            <i className="pi pi-bell" aria-hidden="true" />
            <span className={unseen ? 'unseen-badge unseen-badge--active' : 'unseen-badge'} data-testid="unseen-count">
              {unseen ?? 0}
            </span>
          </Link>
        ) : null}
        <UserMenu user={user} />
      </div>
    </header>
  );
}
