import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Reads the theme variables from index.css and checks WCAG contrast for the pairs the UI uses.
const css = readFileSync(path.join(import.meta.dirname, 'index.css'), 'utf8');

function tokensOf(selector: string): Record<string, string> {
  const block = css.match(new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`))?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

function hslToRgb(value: string): [number, number, number] {
  const [h, s, l] = value.split(/\s+/).map((part) => parseFloat(part));
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

function luminance(value: string): number {
  const channel = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = hslToRgb(value).map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const textPairs: Array<[string, string]> = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['destructive-foreground', 'destructive'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['foreground', 'muted'],
  ['foreground', 'secondary'],
];

describe.each([
  ['light', ':root'],
  ['dark', '.dark'],
])('%s theme tokens', (_name, selector) => {
  const tokens = tokensOf(selector);

  it.each(textPairs)('%s on %s meets WCAG AA for text', (fg, bg) => {
    expect(contrast(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('input borders and the focus ring stand out from the page (>= 3:1)', () => {
    expect(contrast(tokens.input, tokens.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(tokens.input, tokens.card)).toBeGreaterThanOrEqual(3);
    expect(contrast(tokens.ring, tokens.background)).toBeGreaterThanOrEqual(3);
  });
});

it('keeps the brand colours: saddle brown primary and royal blue accent in the light theme', () => {
  const light = tokensOf(':root');
  expect(hslToRgb(light.primary).map((c) => Math.round(c * 255))).toEqual([139, 69, 19].map((c) => expect.closeTo(c, 0)));
  expect(light.accent).toBe('225 73% 57%');
});
