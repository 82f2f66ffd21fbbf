import type { TBrand, TTranslatable } from '@habitat/shared';
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineThemeOverride,
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
};

/**
 * WCAG AA contrast (4.5:1) at the root: Mantine's light scheme greys (dimmed, placeholder), its
 * error red and the text of light/outline variants (badges, outline buttons) fall under it by
 * default.
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
