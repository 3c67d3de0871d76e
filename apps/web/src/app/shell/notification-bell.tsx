import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { NotificationPanel } from '@/features/notifications';
import { useUnseenCount } from '@/shared/api/queries';

const PANEL_ID = 'notification-panel';

/**
 * The header's bell: the count of unseen notifications, and a panel of the newest ones with their actions and a link
 * to the notifications page. Escape (or the bell again) closes it and gives the focus back to the bell; a click
 * beside it or another page closes it too.
 */
export function NotificationBell() {
  const unseen = useUnseenCount().data ?? 0;
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    bell.current?.focus();
  };

  return (
    <div className="notification-bell" ref={box} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={bell}
        className="app-header__notifications"
        title="Уведомления"
        aria-label={`Уведомления, непросмотренных: ${unseen}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => setOpen((shown) => !shown)}
        data-testid="notification-bell"
      >
        <i className="pi pi-bell" aria-hidden="true" />
        <span className={unseen ? 'unseen-badge unseen-badge--active' : 'unseen-badge'} data-testid="unseen-count">
          {unseen}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={PANEL_ID} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
