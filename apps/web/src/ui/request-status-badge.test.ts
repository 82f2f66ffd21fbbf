import { BRANDS, REQUEST_STATUSES } from '@habitat/shared';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brandTheme, getBrand } from '../brand';
import { accessibleCssVariables } from '../brand/theme-variables';
import { REQUEST_STATUS_COLORS } from './request-status-badge';

type TRgb = [number, number, number];

const rgb = (hex: string): TRgb =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as TRgb;
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: TRgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a: TRgb, b: TRgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** `color` at `alpha` over `under`. */
const over = (color: TRgb, alpha: number, under: TRgb): TRgb =>
  color.map((value, i) => value * alpha + under[i]! * (1 - alpha)) as TRgb;

describe('RequestStatusBadge colours', () => {
  for (const brandName of BRANDS) {
    it(`has text at 4.5:1 at least on its background in the ${brandName} brand`, () => {
      const theme = mergeMantineTheme(DEFAULT_THEME, brandTheme(getBrand(brandName)));
      const light = accessibleCssVariables(theme).light ?? {};
      const shade =
        typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
      // The page and the cards under the badge: white in the light scheme, the only one.
      const white: TRgb = [255, 255, 255];
      for (const status of REQUEST_STATUSES) {
        const name = REQUEST_STATUS_COLORS[status];
        const palette = theme.colors[name];
        // The light variant (Mantine): its background is the primary shade at 10 % over white…
        const background = over(rgb(palette[shade]), 0.1, white);
        // …and its text the theme's light colour, a mix of the darkest shade with black.
        const text = light[`--mantine-color-${name}-light-color`];
        const mix = /^color-mix\(in srgb, var\(--mantine-color-(\w+)-(\d)\) (\d+)%, black\)$/.exec(
          text ?? '',
        );
        expect(mix, `${status}: ${text}`).not.toBeNull();
        const [, mixed = '', index = '', percent = ''] = mix!;
        const textColor = over(
          rgb(theme.colors[mixed]![Number(index)]!),
          Number(percent) / 100,
          [0, 0, 0],
        );
        expect(contrast(textColor, background), status).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
