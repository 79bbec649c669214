import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultVariantColorsResolver, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { contrast, MIN_CONTRAST, over, readableTextOf, readableVariantColors } from './readableColors';
import { readableColor, readableColorsCss, readableVariables } from './readableColorsCss';
import { theme as appTheme } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);
const colors = Object.keys(theme.colors);

/** A theme variable's value as the browser resolves it (`var(--mantine-color-red-8)` → its hex). */
function resolve(value: string): string {
  const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  if (shade) return theme.colors[shade[1]][Number(shade[2])];
  if (value === 'var(--mantine-color-white)') return theme.white;
  if (value === 'var(--mantine-color-black)') return theme.black;
  return value;
}

const SCHEMES = {
  light: { surfaces: [theme.white, theme.colors.gray[0], theme.colors.gray[1]], tint: (c: string[]) => c[6], opacity: 0.12 },
  dark: { surfaces: [theme.colors.dark[7], theme.colors.dark[6]], tint: (c: string[]) => c[6], opacity: 0.2 },
} as const;

describe('readable colours', () => {
  it('readable-colors.css is the one worked out from the theme (UPDATE_READABLE_COLORS=1 rewrites it)', () => {
    const file = join(__dirname, 'readable-colors.css');
    if (process.env.UPDATE_READABLE_COLORS === '1') writeFileSync(file, readableColorsCss(theme));
    expect(readFileSync(file, 'utf8')).toBe(readableColorsCss(theme));
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(over('#000000', 0.5, '#ffffff')).toBe('rgb(128, 128, 128)');
  });

  for (const scheme of ['light', 'dark'] as const) {
    const variables = readableVariables(theme, scheme);
    const { surfaces, tint, opacity } = SCHEMES[scheme];

    it(`${scheme}: every colour's text reads on the page and on its own light tint`, () => {
      for (const name of colors) {
        const text = resolve(variables[`--mantine-color-${name}-text`]);
        expect(variables[`--mantine-color-${name}-light-color`]).toBe(variables[`--mantine-color-${name}-text`]);
        for (const surface of [...surfaces.slice(0, 2), ...surfaces.slice(0, 2).map((s) => over(tint(theme.colors[name] as unknown as string[]), opacity, s))]) {
          expect([name, surface, contrast(text, surface) >= MIN_CONTRAST]).toEqual([name, surface, true]);
        }
      }
    });

    it(`${scheme}: every filled colour carries its label, hovered or not`, () => {
      for (const name of colors) {
        const label = resolve(variables[`--festival-color-${name}-on-filled`]);
        for (const key of ['filled', 'filled-hover']) {
          const background = resolve(variables[`--mantine-color-${name}-${key}`]);
          expect([name, key, contrast(label, background) >= MIN_CONTRAST]).toEqual([name, key, true]);
        }
      }
    });

    it(`${scheme}: dimmed text, links and errors read on every surface`, () => {
      for (const key of ['dimmed', 'anchor', 'error']) {
        const color = resolve(variables[`--mantine-color-${key}`].replace(/^var\(--mantine-color-([a-z]+)-text\)$/, (_, c: string) => variables[`--mantine-color-${c}-text`]));
        for (const surface of surfaces) expect([key, surface, contrast(color, surface) >= MIN_CONTRAST]).toEqual([key, surface, true]);
      }
    });
  }

  it('keeps the nearest shade: violet text one shade darker in light, red buttons two, yellow buttons with a black label', () => {
    expect(readableColor(theme, 'violet', 'light').text).toBe('var(--mantine-color-violet-7)');
    expect(readableColor(theme, 'red', 'light').filled).toBe(8);
    expect(readableColor(theme, 'yellow', 'light')).toMatchObject({ filled: 6, onFilled: 'var(--mantine-color-black)' });
    expect(readableColor(theme, 'violet', 'light')).toMatchObject({ filled: 6, onFilled: 'var(--mantine-color-white)' });
  });

  it('labels a filled theme colour with its readable label, and leaves other variants and plain colours to Mantine', () => {
    const input = { theme, variant: 'filled', color: 'yellow' } as const;
    expect(readableVariantColors(input).color).toBe('var(--festival-color-yellow-on-filled)');
    expect(readableVariantColors({ ...input, color: 'violet' }).color).toBe('var(--festival-color-violet-on-filled)');
    expect(readableVariantColors({ ...input, autoContrast: true })).toEqual(defaultVariantColorsResolver({ ...input, autoContrast: true }));
    expect(readableVariantColors({ ...input, variant: 'light' })).toEqual(defaultVariantColorsResolver({ ...input, variant: 'light' }));
    expect(readableVariantColors({ ...input, color: '#123456' })).toEqual(defaultVariantColorsResolver({ ...input, color: '#123456' }));
  });

  it("gives a team's own colour a readable label when filled, and a readable tone of itself as text in each scheme", () => {
    const input = { theme, variant: 'filled', color: '#40c057' } as const;
    expect(readableVariantColors(input).color).toBe('var(--mantine-color-black)');
    expect(readableVariantColors({ ...input, color: '#1864ab' }).color).toBe('var(--mantine-color-white)');
    const light = readableTextOf(theme, '#40c057', 'light');
    const dark = readableTextOf(theme, '#1864ab', 'dark');
    for (const surface of SCHEMES.light.surfaces.slice(0, 2)) expect(contrast(light, over('#40c057', 0.12, surface))).toBeGreaterThanOrEqual(MIN_CONTRAST);
    for (const surface of SCHEMES.dark.surfaces) expect(contrast(dark, over('#1864ab', 0.12, surface))).toBeGreaterThanOrEqual(MIN_CONTRAST);
    // A colour that already reads is kept as it is.
    expect(readableTextOf(theme, '#1864ab', 'light')).toBe('#1864ab');
    expect(readableVariantColors({ ...input, variant: 'light' }).color).toBe(`light-dark(${light}, ${readableTextOf(theme, '#40c057', 'dark')})`);
  });
});
