import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inlineCriticalCss,
  rootAttributes,
  rootSelectorMatches,
  unstyledModuleClasses,
  withoutPseudoClasses,
} from './critical-css';

describe('withoutPseudoClasses', () => {
  it('removes each pseudo-class with its own parentheses only', () => {
    expect(
      withoutPseudoClasses(
        ':where([data-mantine-color-scheme=light]) .m_x:where([data-visible]):after',
      ),
    ).toBe(' .m_x');
    expect(withoutPseudoClasses('.a:where(:not([data-disabled],:disabled)):hover > .b')).toBe(
      '.a > .b',
    );
    expect(withoutPseudoClasses('.a::before, .b:nth-child(2n+1)')).toBe('.a, .b');
  });

  it('keeps an escaped colon, part of a class name', () => {
    expect(withoutPseudoClasses('.sm\\:hidden:hover')).toBe('.sm\\:hidden');
  });
});

describe('rootSelectorMatches', () => {
  const root = rootAttributes(
    '<!doctype html><html lang="fr" data-prerendered-signed-in data-brand="default">',
  );

  it("says whether the page's <html> meets every condition of a `:root[…]` selector", () => {
    expect(rootSelectorMatches(':root[data-brand=default]', root)).toBe(true);
    expect(rootSelectorMatches(":root[data-brand='default'][lang=fr]", root)).toBe(true);
    expect(rootSelectorMatches(':root[data-prerendered-signed-in]', root)).toBe(true);
    expect(rootSelectorMatches(':root[data-brand=alternate]', root)).toBe(false);
    expect(rootSelectorMatches(':root[data-brand=default][data-scheme=dark]', root)).toBe(false);
  });

  it('leaves any other selector to the usual matching', () => {
    expect(rootSelectorMatches(':root', root)).toBeNull();
    expect(rootSelectorMatches(':root[data-brand=default] .button', root)).toBeNull();
    expect(rootSelectorMatches('.used', root)).toBeNull();
  });
});

describe('inlineCriticalCss', () => {
  let assets = '';
  beforeAll(async () => {
    assets = await mkdtemp(join(tmpdir(), 'critical-css-'));
    const css = [
      '.used{color:red}',
      '.unused{color:blue}',
      ':where([data-scheme=light]) .used:where([data-visible]):after{background:gray}',
      ':where([data-scheme=light]) .unused:where([data-visible]):after{background:black}',
    ].join('\n');
    await writeFile(join(assets, 'app.css'), css);
  });
  afterAll(() => rm(assets, { recursive: true, force: true }));

  it("replaces a stylesheet's link with the rules the page uses, marked with its file", async () => {
    const html = [
      '<!doctype html><html data-scheme="light"><head>',
      '<link rel="stylesheet" crossorigin href="/app.css">',
      '</head><body><p class="used" data-visible>Bonjour</p></body></html>',
    ].join('');
    const page = await inlineCriticalCss(html, assets);
    expect(page).not.toContain('<link');
    const style = /<style data-stylesheet="\/app.css">([^<]*)<\/style>/.exec(page)?.[1] ?? '';
    expect(style).toContain('.used{color:red}');
    expect(style).toContain('.used:where([data-visible]):after{background:gray}');
    expect(style).not.toContain('.unused');
  });

  it('marks a stylesheet none of whose rules the page uses, for the boot script to link', async () => {
    await writeFile(join(assets, 'other.css'), '.unused{color:blue}');
    const html = [
      '<!doctype html><html><head>',
      '<link rel="stylesheet" crossorigin href="/app.css">',
      '<link rel="stylesheet" crossorigin href="/other.css">',
      '</head><body><p class="used">Bonjour</p></body></html>',
    ].join('');
    const page = await inlineCriticalCss(html, assets);
    expect(page).not.toContain('<link');
    expect(page).toContain('<style data-stylesheet="/other.css"></style>');
    expect(page).toMatch(/<style data-stylesheet="\/app.css">[^<]*\.used\{color:red\}/);
  });

  it("keeps the variables set on <html>'s own attributes (the brand's, the scheme's)", async () => {
    const css = [
      ':root[data-brand=default]{--primary:teal}',
      ':root[data-brand=alternate]{--primary:navy}',
      ":root[data-brand=default][data-scheme='light']{--filled:teal}",
      ':root[data-brand=default][data-scheme=dark]{--filled:black}',
    ].join('\n');
    await writeFile(join(assets, 'brands.css'), css);
    const html = [
      '<!doctype html><html data-scheme="light" data-brand="default"><head>',
      '<link rel="stylesheet" crossorigin href="/brands.css">',
      '</head><body><p>Bonjour</p></body></html>',
    ].join('');
    const style = /<style data-stylesheet="\/brands.css">([^<]*)<\/style>/.exec(
      await inlineCriticalCss(html, assets),
    )?.[1];
    expect(style).toContain('--primary:teal');
    expect(style).toContain('--filled:teal');
    expect(style).not.toContain('navy');
    expect(style).not.toContain('black');
  });
});

describe('unstyledModuleClasses', () => {
  const page = (head: string, body: string) =>
    `<html><head>${head}</head><body>${body}</body></html>`;

  it("names the markup's CSS-module classes that no inline rule of the page styles", () => {
    const html = page(
      '<style>._bar_1axjm_1{display:flex}</style>',
      '<div class="_bar_1axjm_1 _shell_1rvhu_8"><a class="_home_1rvhu_49 m_8d3f4000">x</a></div>',
    );
    expect(unstyledModuleClasses(html)).toEqual(['_shell_1rvhu_8', '_home_1rvhu_49']);
  });

  it("leaves Mantine's and the prerender's classes, and text that looks like a class", () => {
    const html = page(
      '',
      '<div class="m_4081bf90 mantine-Group-root __m__-P0-14 hb-pre">_bar_1axjm_1</div>',
    );
    expect(unstyledModuleClasses(html)).toEqual([]);
  });
});
