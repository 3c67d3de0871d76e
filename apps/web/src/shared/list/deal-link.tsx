import type { ReactNode } from 'react';
import { href } from '@/shared/routing/paths';

/**
 * A deal in a list: a real link to its page in a new tab (000 §2.1: Tab and Enter, Ctrl-click and middle-click
 * open it as any link does) for those who may open it (deal-view-info), plain text for the others. With nothing to
 * show (a new deal has no client name yet) the link is still named, by the deal.
 */
export function DealLink({ dealId, canOpen, children }: { dealId: number; canOpen: boolean; children: ReactNode }) {
  if (!canOpen) return <span className="deal-link deal-link--text">{children}</span>;
  const empty = children === null || children === undefined || children === false || children === '';
  return (
    <a
      className="deal-link"
      href={href('deal-view', { id: dealId })}
      target="_blank"
      rel="noopener"
      aria-label={empty ? `Заявка ${dealId}` : undefined}
    >
      {children}
    </a>
  );
}
