import type { User } from '@autocredit/generated/api';
import { useEffect, useRef, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { preloadRouteAt } from '@/app/router/route-preload';
import { menuFor, type MenuEntry } from '@/shared/policies/menu';
import { href } from '@/shared/routing/paths';
import { CreateDealAction } from './create-deal-action';
import { TaskCounters } from './task-counters';

/**
 * Where the menu's entries end, as `--side-menu-end` on the document: the toasts, which stand in the menu's column
 * under its entries, take no more height than is left below them (app.css), so that they never cover a link.
 */
function useMenuEnd(nav: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = nav.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty('--side-menu-end', `${Math.ceil(element.getBoundingClientRect().bottom)}px`);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--side-menu-end');
    };
  }, [nav]);
}

/** The side menu: entries by role and privilege from the policies table. */
export function SideMenu({ user }: { user: User }) {
  const entries = menuFor(user);
  const actions = entries.filter((entry) => entry.kind === 'action');
  const links = entries.filter((entry): entry is Extract<MenuEntry, { kind: 'link' }> => entry.kind === 'link');
  const paths = links.map((entry) => href(entry.route)).join('\n');
  const nav = useRef<HTMLElement>(null);
  useMenuEnd(nav);

  // Once the page is idle, the chunks of the menu's pages load, so that a click on the menu shows its page at once.
  useEffect(() => {
    const preload = () => paths.split('\n').forEach(preloadRouteAt);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 1000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preload, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, [paths]);

  return (
    <aside className="side-menu" data-testid="side-menu">
      <div className="side-menu__brand">
        <i className="pi pi-car" aria-hidden="true" />
        <span>Автокредит</span>
      </div>
      {actions.length > 0 ? (
        <div className="side-menu__actions">
          {actions.map((entry) => (
            <CreateDealAction key={entry.id} entry={entry} />
          ))}
        </div>
      ) : null}
      <nav aria-label="Главное меню" className="side-menu__nav" ref={nav}>
        <ul>
          {links.map((entry) => (
            <li key={entry.id}>
              <NavLink
                to={href(entry.route)}
                className={({ isActive }) => (isActive ? 'side-menu__link side-menu__link--active' : 'side-menu__link')}
                data-testid={`menu-${entry.id}`}
              >
                <i className={entry.icon} aria-hidden="true" />
                <span className="side-menu__label">{entry.label}</span>
                {entry.counters ? <TaskCounters /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
