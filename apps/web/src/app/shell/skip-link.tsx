import { focusPageHeading } from '@/shared/ui/page-focus';

export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_TEXT = 'Перейти к содержанию';

/**
 * The first stop of Tab on every page: hidden until it has the focus, it takes the focus to the page's heading (or
 * to the content when the page has none), past the side menu and the header.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (main && !focusPageHeading(main)) main.focus();
      }}
    >
      {SKIP_LINK_TEXT}
    </a>
  );
}
