import type { CSSProperties } from 'react';

/** The red, green and blue of a CSS hex colour (#rgb or #rrggbb), or null for any other form. */
function rgbOf(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** The relative luminance of WCAG 2 (0 black, 1 white). */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The text on a dark row background (the theme's dark grey stays on a light one). */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1f2937';

/**
 * The style of a row whose background the server gives (000 §2.7 `taskColor`): that background, and a text colour
 * that stays readable on it (white on a dark one). A colour in a form we cannot read keeps the theme's text colour;
 * no colour leaves the row as the theme draws it.
 */
export function rowColourStyle(colour: string | null | undefined): CSSProperties | undefined {
  if (!colour || !colour.trim()) return undefined;
  const rgb = rgbOf(colour);
  if (!rgb) return { background: colour };
  // White text beats dark text in contrast when the background's luminance is under about 0.18.
  return { background: colour, color: luminance(rgb) < 0.18 ? LIGHT_TEXT : DARK_TEXT };
}
