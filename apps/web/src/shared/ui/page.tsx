import type { ReactNode } from 'react';

/**
 * A page of the content area: its title, a toolbar beside the title (a list's filter button, its switches and its
 * count: one compact row, so that the rows get the height), actions on the right, and its body.
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
  return (
    <section className={toolbar ? 'page page--list' : 'page'}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        {toolbar ? <div className="page__toolbar">{toolbar}</div> : null}
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      <div className="page__body">{children}</div>
    </section>
  );
}
