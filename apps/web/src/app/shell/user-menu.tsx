import type { User } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionActions } from '@/features/auth';
import { formatFioShort } from '@/shared/lib/format-fio';
import { href } from '@/shared/routing/paths';

/** The user's name with initials and the dropdown: Уведомления, Отключиться (impersonating), Выйти. */
export function UserMenu({ user }: { user: User | undefined }) {
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const { logout, leave } = useSessionActions();

  const items: MenuItem[] = [
    ...(user ? [{ label: 'Уведомления', icon: 'pi pi-bell', command: () => navigate(href('notification')) }] : []),
    ...(user?.isSwitched ? [{ label: 'Отключиться', icon: 'pi pi-user-minus', command: () => void leave() }] : []),
    { label: 'Выйти', icon: 'pi pi-sign-out', command: () => void logout() },
  ];

  return (
    <>
      <Button
        type="button"
        text
        className="user-button"
        data-testid="user-menu-button"
        aria-haspopup="menu"
        aria-controls="user-menu"
        onClick={(event) => menu.current?.toggle(event)}
      >
        <span className="user-button__avatar" aria-hidden="true">
          <i className="pi pi-user" />
        </span>
        <span className="user-button__name" data-testid="user-name">
          {user ? formatFioShort(user.fio) : ''}
        </span>
        {user?.isSwitched ? <span className="user-button__switched">(профиль переключен)</span> : null}
        <i className="pi pi-angle-down" aria-hidden="true" />
      </Button>
      <Menu model={items} popup popupAlignment="right" ref={menu} id="user-menu" />
    </>
  );
}
