import type { User } from '@autocredit/generated/api';
import { useChannelStatus } from '@/shared/events';
import { KeyboardHelp } from './keyboard-help';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/**
 * Header: sale point, a quiet 'Нет связи' while the event channel is down, the bell of the notifications (the unseen
 * count, the newest ones), the user's menu.
 */
export function AppHeader({ user, brand }: { user: User | undefined; brand: boolean }) {
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
        {user ? <NotificationBell /> : null}
        <UserMenu user={user} />
        {user ? <KeyboardHelp /> : null}
      </div>
    </header>
  );
}
