import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/** WCAG 2.x contrast of the palette pairs the UI actually uses, read from app.css so the test follows the tokens. */
const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');

function token(name: string, scope = css): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(scope);
  if (!match?.[1]) throw new Error(`No colour token --color-${name}`);
  return match[1];
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const kestrel = /\[data-brand='kestrel'\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';

describe('palette contrast (WCAG AA)', () => {
  it.each([
    ['ink', 'paper', 4.5],
    ['muted', 'paper', 4.5],
    ['muted', 'stone-100', 4.5],
    ['muted', 'stone-50', 4.5],
    ['stone-600', 'paper', 4.5],
    ['stone-800', 'paper', 4.5],
    ['sale', 'paper', 4.5],
    ['paper', 'sale', 4.5],
    ['danger', 'paper', 4.5],
    ['success', 'paper', 4.5],
    ['paper', 'ink', 4.5],
    ['on-accent', 'accent', 4.5],
    ['ink', 'sky-200', 4.5],
    ['accent', 'ink', 4.5],
    ['focus', 'paper', 3],
    ['focus', 'accent', 3],
  ])('%s on %s reaches %s:1', (foreground, background, minimum) => {
    expect(contrast(token(foreground), token(background))).toBeGreaterThanOrEqual(minimum);
  });

  it('keeps ink on the Kestrel accent readable too', () => {
    expect(contrast(token('on-accent'), token('accent', kestrel))).toBeGreaterThanOrEqual(4.5);
  });
});
