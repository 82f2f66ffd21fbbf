import type { TBrand, TTranslatable } from '@habitat/shared';
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  type MantineTheme,
  type MantineThemeOverride,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { useAppConfig } from '../config/app-config';
import { useTranslation } from '../i18n/use-translation';
import { alternateBrand } from './alternate-brand';
import { defaultBrand } from './default-brand';
import classes from './theme.module.css';
import type { TBrandContent } from './types';

export type { TBrandContent } from './types';

export function getBrand(brand: TBrand): TBrandContent {
  switch (brand) {
    case 'default':
      return defaultBrand;
    case 'alternate':
      return alternateBrand;
  }
}

export function useBrand(): TBrandContent {
  return getBrand(useAppConfig().brand);
}

/** Picks the current locale of a `{ fr, en }` text, falling back to the other. */
export function useLocalized(): (text: TTranslatable) => string {
  const { i18n } = useTranslation();
  return (text) => (i18n.language === 'en' ? text.en || text.fr : text.fr || text.en);
}

export function brandTheme(brand: TBrandContent): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 7, dark: 5 },
    colors: { brand: brand.palette },
    defaultRadius: 'md',
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    cursorType: 'pointer',
    components: accessibleComponents,
    variantColorResolver: accessibleVariantColors,
  });
}

/**
 * Touch targets of 44 px on phones and a visible focus ring on fields (theme.module.css).
 * Plain objects rather than `Button.extend(…)`: importing the components here would put them
 * all in the first-page bundle.
 */
const accessibleComponents: MantineThemeOverride['components'] = {
  Anchor: { classNames: { root: classes.anchor } },
  Burger: { classNames: { root: classes.burger } },
  Button: { classNames: { root: classes.button } },
  Input: { classNames: { wrapper: classes.inputWrapper, input: classes.input } },
  Tabs: { classNames: { tab: classes.tab } },
  // A dialog's or the phone menu's header is a plain box: as <header> outside any sectioning
  // element it was a second banner landmark of the page (axe landmark-no-duplicate-banner).
  ModalHeader: { defaultProps: { component: 'div' } },
  DrawerHeader: { defaultProps: { component: 'div' } },
};

/** WCAG AA for normal text (1.4.3). */
const MIN_CONTRAST = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const rgbOf = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255] as const;
};

const isHex = (color: string | undefined): color is string =>
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
 * A colour given with its shade (`color="red.8"`) bypasses the variables of
 * accessibleCssVariables: Mantine writes light, subtle and transparent variants in shade ≤ 6
 * (red.6 is 3.3:1 on white) and fills with the shade as given. Those get the readable colours too.
 */
const accessibleVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({
    color: input.color || input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || parsed.shade === undefined || !parsed.color) return colors;
  const name = parsed.color;
  switch (input.variant) {
    case 'light':
    case 'subtle':
    case 'transparent':
      return { ...colors, color: `var(--mantine-color-${name}-light-color)` };
    case 'filled':
    case undefined: {
      const shade = input.theme.colors[name]?.[parsed.shade];
      if (!isHex(shade) || contrastWithWhite(shade) >= MIN_CONTRAST) return colors;
      return {
        ...colors,
        background: `var(--mantine-color-${name}-filled)`,
        hover: `var(--mantine-color-${name}-filled-hover)`,
      };
    }
    default:
      return colors;
  }
};

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

/** Document title and site icon follow the brand at runtime (one build, any deployment). */
export function applyBrandToDocument(brand: TBrandContent, pageTitle?: string): void {
  document.title = pageTitle ? `${pageTitle} · ${brand.appTitle}` : brand.appTitle;
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.appendChild(icon);
  }
  icon.type = 'image/svg+xml';
  if (icon.getAttribute('href') !== brand.iconPath) icon.href = brand.iconPath;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.themeColor);
}
