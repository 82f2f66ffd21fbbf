import {
  DEFAULT_THEME,
  MantineProvider,
  type MantineTheme,
  mergeMantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';
import { act, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { openDialog } from '../ui/dialog';
import { brandTheme, getBrand } from '.';
import {
  accessibleCssVariables,
  brandCssVariables,
  contrastWithWhite,
  readableFill,
} from './theme-variables';

const themeOf = (brand: 'default' | 'alternate'): MantineTheme =>
  mergeMantineTheme(DEFAULT_THEME, brandTheme(getBrand(brand)));

/** A variable's value, following `var(--…)` references to the palette. */
function resolve(theme: MantineTheme, variables: Record<string, string>, value: string): string {
  const reference = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  if (reference) return theme.colors[reference[1]!]![Number(reference[2])]!;
  const variable = /^var\((--[a-z0-9-]+)\)$/.exec(value);
  return variable && variables[variable[1]!]
    ? resolve(theme, variables, variables[variable[1]!]!)
    : value;
}

describe.each(['default', 'alternate'] as const)('the %s brand theme', (brand) => {
  const theme = themeOf(brand);
  const { light } = accessibleCssVariables(theme);

  it('fills every colour so that white text reads at 4.5:1 or more', () => {
    // Before: white on orange.7 (the "Book" button) was 3.04:1, on red.7 3.84:1.
    expect(contrastWithWhite(theme.colors.orange[7])).toBeLessThan(4.5);
    for (const name of Object.keys(theme.colors)) {
      const fill = light[`--mantine-color-${name}-filled`];
      expect(fill, name).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(fill!), name).toBeGreaterThanOrEqual(4.5);
      const hover = light[`--mantine-color-${name}-filled-hover`]!;
      expect(contrastWithWhite(hover), `${name} hover`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a colour that already reads well (the brand) and its shade', () => {
    const brandFill = light['--mantine-color-brand-filled'];
    expect(brandFill).toBe(theme.colors.brand?.[7]);
  });

  it('writes light and subtle variants of a colour given with its shade in the readable colour', () => {
    const resolver = theme.variantColorResolver as VariantColorsResolver;
    const subtle = resolver({ color: 'red.8', theme, variant: 'subtle' });
    expect(subtle.color).toBe('var(--mantine-color-red-light-color)');
    const filled = resolver({ color: 'red.6', theme, variant: 'filled' });
    const background = resolve(theme, light, filled.background);
    expect(contrastWithWhite(background)).toBeGreaterThanOrEqual(4.5);
    // A shade that reads well is left as given.
    expect(resolver({ color: 'red.9', theme, variant: 'filled' }).background).toBe(
      'var(--mantine-color-red-9)',
    );
  });
});

/** Each rule's declarations, by selector. */
function rulesOf(css: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = body!
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([name]) => name);
    rules.set(selector!.trim(), new Map(declarations as [string, string][]));
  }
  return rules;
}

describe.each(['default', 'alternate'] as const)('the %s brand variables, at build', (brand) => {
  it('are those MantineProvider wrote at run time, on <html data-brand>', () => {
    render(
      <MantineProvider
        theme={brandTheme(getBrand(brand))}
        cssVariablesResolver={accessibleCssVariables}
        deduplicateCssVariables
      >
        <p />
      </MantineProvider>,
    );
    const written = rulesOf(
      document.querySelector('style[data-mantine-styles="true"]')!.textContent!,
    );
    const built = rulesOf(brandCssVariables(getBrand(brand)));
    const root = `:root[data-brand="${brand}"]`;
    const writtenLight = written.get(
      ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"])',
    );
    expect(writtenLight?.get('--mantine-color-orange-filled')).toMatch(/^#/);
    expect(built.get(`${root}[data-mantine-color-scheme="light"]`)).toEqual(writtenLight);
    expect(written.get(':root, :host')?.get('--mantine-primary-color-filled')).toBe(
      'var(--mantine-color-brand-filled)',
    );
    expect(built.get(root)).toEqual(written.get(':root, :host'));
  });
});

describe('readableFill', () => {
  it('darkens the darkest shade when no shade reads at 4.5:1', () => {
    const fill = readableFill(DEFAULT_THEME.colors.yellow, 7)!;
    expect(contrastWithWhite(fill)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('dialogs', () => {
  it('have no header landmark of their own (one banner per page)', async () => {
    renderApp({ path: '/about' });
    // The layout is lazy: wait for the page's own banner before opening a dialog over it.
    await screen.findByRole('banner');
    act(() => {
      void openDialog({ title: 'Retirer ce billet ?', message: 'Sûr ?' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Retirer ce billet ?' });
    expect(dialog.querySelector('header')).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });
});
