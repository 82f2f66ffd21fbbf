/**
 * A brand's colours and the CSS variables Mantine derives from them, with WCAG AA contrast.
 * Nothing here imports a stylesheet or the app: build/brand-variables.ts writes each brand's
 * variables into the app's CSS at build time (docs/decisions/040-theme-variables-at-build.md),
 * so the first render does not compute them.
 */
import {
  type CSSVariablesResolver,
  convertCssVariables,
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineTheme,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';
import type { TBrandContent } from './types';

/** WCAG AA for normal text (1.4.3). */
export const MIN_CONTRAST = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const rgbOf = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255] as const;
};

export const isHex = (color: string | undefined): color is string =>
  color !== undefined && /^#[0-9a-f]{6}$/i.test(color);

/** The contrast ratio of white text on a `#rrggbb` fill. */
export function contrastWithWhite(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return 1.05 / (luminance + 0.05);
}

/** `hex` mixed with `amount` (0–1) of black. */
function darken(hex: string, amount: number): string {
  const mixed = rgbOf(hex).map((value) => Math.round(value * (1 - amount)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The fill of a filled control of this colour that white text reads on at 4.5:1: the first
 * shade from `from` that does, else the darkest shade darkened until it does. Mantine fills
 * with shade 7 in the light scheme, under 4.5:1 for most of its colours (orange 3.0:1, red 3.8:1).
 */
export function readableFill(shades: readonly string[], from: number): string | null {
  if (!shades.every(isHex)) return null;
  for (let shade = from; shade < shades.length; shade++) {
    if (contrastWithWhite(shades[shade]!) >= MIN_CONTRAST) return shades[shade]!;
  }
  let fill = shades[shades.length - 1]!;
  while (contrastWithWhite(fill) < MIN_CONTRAST) fill = darken(fill, 0.04);
  return fill;
}

const lightShade = (theme: MantineTheme) =>
  typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;

/**
 * WCAG AA contrast (4.5:1) at the root: Mantine's light scheme greys (dimmed, placeholder), its
 * error red, the text of light/outline variants (badges, outline buttons) and white text on the
 * filled variant of most colours fall under it by default.
 */
export const accessibleCssVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // Field errors: the default red (red.6) is about 3.3:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  const names = new Set([...Object.keys(DEFAULT_THEME.colors), ...Object.keys(theme.colors)]);
  for (const name of names) {
    const dark = `color-mix(in srgb, var(--mantine-color-${name}-9) 80%, black)`;
    light[`--mantine-color-${name}-light-color`] = dark;
    light[`--mantine-color-${name}-outline`] = dark;
    // Filled buttons and badges ("Book" in orange, "Delete" in red) carry white text.
    const fill = readableFill(theme.colors[name] ?? [], lightShade(theme));
    if (fill) {
      light[`--mantine-color-${name}-filled`] = fill;
      light[`--mantine-color-${name}-filled-hover`] = darken(fill, 0.12);
    }
  }
  return { variables: {}, light, dark: {} };
};

/** The part of a brand's theme its CSS variables come from (brandTheme adds the components'). */
export function brandColors(brand: TBrandContent): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 7, dark: 5 },
    colors: { brand: brand.palette },
    defaultRadius: 'md',
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    cursorType: 'pointer',
  });
}

/** The attribute of <html> that picks a brand's variables (set before the app's first render). */
export const BRAND_ATTRIBUTE = 'data-brand';

type TVariables = Record<string, string>;
const changed = (values: TVariables, defaults: TVariables) =>
  Object.fromEntries(Object.entries(values).filter(([name, value]) => defaults[name] !== value));

/**
 * The stylesheet MantineProvider would write at run time for this brand (its variables, then
 * accessibleCssVariables'), less what Mantine's default-css-variables.css already sets, scoped
 * to `:root[data-brand="…"]`. The app only shows the light scheme (MantineProvider's default,
 * nothing offers another): the dark one's variables would never apply.
 */
export function brandCssVariables(brand: TBrandContent): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, brandColors(brand));
  const mantine = defaultCssVariablesResolver(theme);
  const accessible = accessibleCssVariables(theme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const variables = {
    variables: changed({ ...mantine.variables, ...accessible.variables }, defaults.variables),
    light: changed({ ...mantine.light, ...accessible.light }, defaults.light),
    dark: {},
  };
  return convertCssVariables(variables, `:root[${BRAND_ATTRIBUTE}="${brand.id}"]`);
}
