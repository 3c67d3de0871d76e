import { useContext, useEffect, type RefObject } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';

/** Focuses the page's heading (the first h1 under `root`), made focusable by script only; false without one. */
export function focusPageHeading(root: ParentNode = document): boolean {
  const heading = root.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return document.activeElement === heading;
}

/** How long after a navigation a heading that replaces the page's first one (a loading state) still takes the focus. */
const SETTLE_MS = 3000;

/**
 * Where the focus went last: the path whose heading has had it. Starts at the path the app opened on, so that a
 * first load leaves the focus at the top of the document (the skip link is the first stop of Tab).
 */
const focused = { path: typeof window === 'undefined' ? '' : window.location.pathname, at: 0 };

/** For the tests: as if the app had just opened on `path`. */
export function resetPageFocus(path: string): void {
  focused.path = path;
  focused.at = 0;
}

/**
 * Whether the heading of a page shown at `path` takes the focus: after a navigation to another path (a side-menu
 * link, sign-in, a claimed task), not after a change of the query alone (a filter, a page of a list: the control that
 * made it keeps the focus); and a heading that replaces the page's first one soon after (its loading state) while
 * the focus fell back to the document.
 */
export function takesHeadingFocus(path: string, now = Date.now()): boolean {
  if (path !== focused.path) return true;
  const lost = document.activeElement === null || document.activeElement === document.body;
  return lost && now - focused.at < SETTLE_MS;
}

/**
 * After a navigation to another path, the page's heading takes the focus, so that a screen reader starts there;
 * unless a field of the page has just taken it itself (autoFocus).
 */
export function usePageHeadingFocus(heading: RefObject<HTMLElement | null>): void {
  // the location without requiring a router: a page rendered alone (a test) has none, and takes no focus
  const pathname = useContext(UNSAFE_LocationContext)?.location?.pathname;
  useEffect(() => {
    if (pathname === undefined) return;
    const element = heading.current;
    if (!element || !takesHeadingFocus(pathname)) return;
    // a field of the page that took the focus as it appeared (the first field of a form to fill) keeps it
    const active = document.activeElement;
    const keeps = active !== null && active !== element && element.closest('.page')?.contains(active) === true;
    if (!keeps) element.focus();
    focused.path = pathname;
    focused.at = Date.now();
  }, [heading, pathname]);
}
