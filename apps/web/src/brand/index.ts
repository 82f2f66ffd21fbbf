import type { TBrand, TTranslatable } from '@habitat/shared';
import {
  defaultVariantColorsResolver,
  type MantineThemeOverride,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { useAppConfig } from '../config/app-config';
import { useTranslation } from '../i18n/use-translation';
import { alternateBrand } from './alternate-brand';
import { defaultBrand } from './default-brand';
import classes from './theme.module.css';
import { brandColors, contrastWithWhite, isHex, MIN_CONTRAST } from './theme-variables';
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
  return {
    ...brandColors(brand),
    components: accessibleComponents,
    variantColorResolver: accessibleVariantColors,
  };
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
