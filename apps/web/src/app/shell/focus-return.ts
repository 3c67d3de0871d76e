/** What counts as a drawer or a dialog: PrimeReact's dialogs, drawers and popups, and any `role="dialog"`. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], .p-dialog, .p-sidebar, .p-overlaypanel, .p-confirm-popup';

const inOverlay = (node: EventTarget | null): node is Element =>
  node instanceof Element && node.closest(OVERLAY) !== null;

/**
 * Gives the focus back to the opener when a drawer or a dialog closes: the element that had the focus when the focus
 * went into it (the 'Фильтр' button of a list, a row's button), if the focus fell back to the document when it closed
 * (Enter applied the filter, Escape, its cross). Answers a function that removes it.
 */
export function installFocusReturn(doc: Document = document): () => void {
  let opener: HTMLElement | null = null;
  let pending = 0;
  const lost = () => doc.activeElement === null || doc.activeElement === doc.body;
  const check = () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(() => {
      if (!opener || !lost()) return;
      if (opener.isConnected) opener.focus();
      forget();
    });
  };
  // While the focus is in an overlay, any change of the page may be the overlay going (a removed element that had
  // the focus tells no event).
  const observer = new MutationObserver(() => {
    if (lost()) check();
  });
  const forget = () => {
    opener = null;
    observer.disconnect();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!inOverlay(event.target)) {
      forget();
      return;
    }
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !inOverlay(from)) {
      opener = from;
      observer.observe(doc.body, { childList: true, subtree: true });
    }
  };
  const onFocusOut = (event: FocusEvent) => {
    if (opener && inOverlay(event.target) && event.relatedTarget === null) check();
  };
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    cancelAnimationFrame(pending);
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
  };
}
