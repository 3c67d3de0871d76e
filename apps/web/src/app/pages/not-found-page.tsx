import { Link } from 'react-router-dom';
import { href } from '@/shared/routing/paths';

export const NOT_FOUND_TEXT = 'Увы! Такой страница нет...';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <div className="not-found__code" aria-hidden="true">
        404
      </div>
      <h1 className="not-found__text">{NOT_FOUND_TEXT}</h1>
      <Link to={href('home')} className="p-button p-button-outlined p-button-sm">
        На главную
      </Link>
    </section>
  );
}
