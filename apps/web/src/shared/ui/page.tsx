import { useRef, type ReactNode } from 'react';
import { usePageHeadingFocus } from './page-focus';

/**
 * A page of the content area: its title, a toolbar beside the title (a list's filter button, its switches and its
 * count: one compact row, so that the rows get the height), actions on the right, and its body. After a navigation
 * to it, its heading takes the focus (`usePageHeadingFocus`).
 */
export function Page({
  title,
  toolbar,
  actions,
  children,
}: {
  title: string;
  toolbar?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  usePageHeadingFocus(heading);
  return (
    <section className={toolbar ? 'page page--list' : 'page'}>
      <header className="page__header">
        <h1 className="page__title" tabIndex={-1} ref={heading}>
          {title}
        </h1>
        {toolbar ? <div className="page__toolbar">{toolbar}</div> : null}
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      <div className="page__body">{children}</div>
    </section>
  );
}
