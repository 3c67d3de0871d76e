import { afterEach, describe, expect, it } from 'vitest';
import { installFocusReturn } from './focus-return';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('the focus back to the opener', () => {
  let dispose = () => undefined as void;
  afterEach(() => {
    dispose();
    document.body.replaceChildren();
  });

  function page() {
    dispose = installFocusReturn();
    const opener = document.body.appendChild(
      Object.assign(document.createElement('button'), { textContent: 'Фильтр' }),
    );
    const drawer = document.body.appendChild(document.createElement('div'));
    drawer.className = 'p-sidebar';
    const field = drawer.appendChild(document.createElement('input'));
    opener.focus();
    field.focus();
    return { opener, drawer, field };
  }

  it('gives the focus back to the button that opened a drawer when the drawer closes (Enter, Escape)', async () => {
    const { opener, drawer } = page();
    drawer.remove();
    await frame();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus alone when it went somewhere else, or moves inside the drawer', async () => {
    const { drawer, field } = page();
    const other = drawer.appendChild(document.createElement('button'));
    other.focus();
    await frame();
    expect(document.activeElement).toBe(other);
    const elsewhere = document.body.appendChild(document.createElement('a'));
    elsewhere.href = '#';
    field.focus();
    elsewhere.focus();
    await frame();
    expect(document.activeElement).toBe(elsewhere);
  });
});
