/**
 * Small helpers for writing SVG markup by hand: colours are validated hex values and numbers are written by the
 * drawings themselves, so nothing here escapes text; the art never carries user input.
 */

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

/** Mixes two `#rrggbb` colours: `t = 0` is `a`, `t = 1` is `b`. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const value = Math.round(channel(a, i) * (1 - t) + channel(b, i) * t);
    out += value.toString(16).padStart(2, '0');
  }
  return out;
}

export const shade = (hex: string, t: number) => mix(hex, '#000000', t);
export const tint = (hex: string, t: number) => mix(hex, '#ffffff', t);

/** Relative luminance 0–1 (sRGB, rough): picks a contrasting line colour for stitching and laces. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A line colour that reads on `hex`: darker on light colours, lighter on dark ones. */
export const contrastLine = (hex: string) => (luminance(hex) > 0.55 ? shade(hex, 0.35) : tint(hex, 0.35));

export function path(fill: string, d: string, extra = ''): string {
  return `<path fill="${fill}" d="${d}"${extra}/>`;
}

/** An unfilled stroke, round-capped: laces, stitching, seams. */
export function stroke(colour: string, width: number, d: string, extra = ''): string {
  return `<path fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" d="${d}"${extra}/>`;
}

export function group(transform: string, body: string): string {
  return `<g transform="${transform}">${body}</g>`;
}

/** FNV-1a over the seed: a stable 32-bit number for small, repeatable variations. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
