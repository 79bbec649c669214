import { darken, defaultVariantColorsResolver, lighten, luminance, parseThemeColor, toRgba, type MantineTheme, type VariantColorsResolver } from '@mantine/core';

/**
 * Colours that read: every text colour the theme hands out meets WCAG AA's 4.5:1 on what it is drawn
 * over. Mantine's defaults do not (its dimmed grey is 3.3:1 on white, a red button's white label
 * 3.3:1, a light violet badge 4.2:1).
 * - The theme's own colours are fixed once, in readable-colors.css (worked out by
 *   readableColorsCss.ts, and checked against it by a unit test): for each colour and scheme, the
 *   nearest of its shades that reads as text on its own light tint, and as a filled background under
 *   a white label, or else a black label (`--festival-color-<name>-on-filled`, used below).
 * - A colour given as a value (a team's colour, picked by an organiser) is worked out when a component
 *   is drawn: a black or white label when filled; as text, a darker (lighter in the dark scheme) tone
 *   of itself, through CSS `light-dark()` (the root's `color-scheme` follows Mantine's scheme:
 *   shell/index.html).
 */
export const MIN_CONTRAST = 4.5;

export type Scheme = 'light' | 'dark';

/** WCAG contrast ratio of two opaque colours. */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** `color` at `opacity` laid over the opaque `surface`, as the browser blends it. */
export function over(color: string, opacity: number, surface: string): string {
  const [c, s] = [toRgba(color), toRgba(surface)];
  const mix = (k: 'r' | 'g' | 'b') => Math.round(c[k] * opacity + s[k] * (1 - opacity));
  return `rgb(${mix('r')}, ${mix('g')}, ${mix('b')})`;
}

/** The two surfaces the app draws on in a scheme: the page, and cards or sections. */
export const surfacesOf = (theme: MantineTheme, scheme: Scheme): string[] => (scheme === 'light' ? [theme.white, theme.colors.gray[0]] : [theme.colors.dark[7], theme.colors.dark[6]]);

/** A colour given as a value, as text on its own light tint: darkened (light scheme) or lightened until it reads. */
export function readableTextOf(theme: MantineTheme, color: string, scheme: Scheme): string {
  const backgrounds = surfacesOf(theme, scheme).map((surface) => over(color, 0.12, surface));
  const shift = scheme === 'light' ? darken : lighten;
  for (let amount = 0; amount < 1; amount += 0.1) {
    const candidate = amount === 0 ? color : shift(color, amount);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= MIN_CONTRAST)) return candidate;
  }
  return scheme === 'light' ? theme.black : theme.white;
}

const TEXT_VARIANTS = new Set(['light', 'subtle', 'transparent', 'outline']);

/** Buttons, badges… take the label and text colours that read. */
export const readableVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.autoContrast === true || !input.variant) return colors;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (parsed.isThemeColor) {
    return input.variant === 'filled' && parsed.shade === undefined ? { ...colors, color: `var(--festival-color-${parsed.color}-on-filled)` } : colors;
  }
  if (!/^(#|rgb|hsl)/.test(parsed.value)) return colors;
  if (input.variant === 'filled') return { ...colors, color: contrast(input.theme.white, parsed.value) >= MIN_CONTRAST ? 'var(--mantine-color-white)' : 'var(--mantine-color-black)' };
  if (TEXT_VARIANTS.has(input.variant)) return { ...colors, color: `light-dark(${readableTextOf(input.theme, parsed.value, 'light')}, ${readableTextOf(input.theme, parsed.value, 'dark')})` };
  return colors;
};
