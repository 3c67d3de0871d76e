import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { Page } from './page';
import { focusPageHeading, resetPageFocus } from './page-focus';

let go: (to: string) => void = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

function app(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <button type="button">Фильтр</button>
      <Routed />
    </MemoryRouter>,
  );
}

function Routed() {
  return <Page title={window.location.pathname}>{null}</Page>;
}

describe('the focus after a navigation', () => {
  beforeEach(() => resetPageFocus('/'));
  afterEach(() => document.body.replaceChildren());

  it('leaves the focus at the top on the first page, then gives it to the heading after a navigation', () => {
    app('/');
    expect(document.activeElement).toBe(document.body);
    act(() => go('/task-new'));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('keeps the focus where it is when only the query changes (a filter applied, a page of a list)', () => {
    app('/');
    act(() => go('/task-new'));
    const filter = screen.getByRole('button', { name: 'Фильтр' });
    filter.focus();
    act(() => go('/task-new?surName=Иванов'));
    expect(document.activeElement).toBe(filter);
    act(() => go('/task-my'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('the skip link’s target: the heading of the content, or nothing to say there is none', () => {
    const main = document.createElement('main');
    main.innerHTML = '<section><h1>Заявки</h1></section>';
    document.body.append(main);
    expect(focusPageHeading(main)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Заявки');
    expect(focusPageHeading(document.createElement('div'))).toBe(false);
  });
});
