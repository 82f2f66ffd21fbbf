import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheets, unstyledModuleClasses } from './inline-stylesheets';

describe('inlineStylesheets', () => {
  let assets = '';
  beforeAll(async () => {
    assets = await mkdtemp(join(tmpdir(), 'inline-stylesheets-'));
    await writeFile(join(assets, 'app.css'), '.used{color:red}\n.unused{color:blue}\n');
    await writeFile(join(assets, 'page.css'), '._card_u09tr_13{padding:1rem}');
  });
  afterAll(() => rm(assets, { recursive: true, force: true }));

  const page = (head: string, body = '<p class="used">Bonjour</p>') =>
    `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
  const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

  it('puts each whole file where its link was, in order, and leaves the link disabled', async () => {
    const html = page(
      `${link('/app.css')}<style>.between{}</style>${link('/page.css')}`,
      '<div class="_card_u09tr_13 used"></div>',
    );
    const inlined = await inlineStylesheets(html, assets);
    expect(inlined).toContain(
      [
        '<style>.used{color:red}\n.unused{color:blue}</style>',
        '<link rel="stylesheet" crossorigin href="/app.css" disabled>',
        '<style>.between{}</style>',
        '<style>._card_u09tr_13{padding:1rem}</style>',
        '<link rel="stylesheet" crossorigin href="/page.css" disabled>',
      ].join(''),
    );
    // No link is left that a browser would fetch.
    expect(
      inlined.match(/<link rel="stylesheet"[^>]*>/g)?.every((l) => l.endsWith(' disabled>')),
    ).toBe(true);
  });

  it('takes a file with a `$` in it as it is', async () => {
    await writeFile(join(assets, 'dollar.css'), ".a::after{content:'$&'}");
    const inlined = await inlineStylesheets(page(link('/dollar.css')), assets);
    expect(inlined).toContain("<style>.a::after{content:'$&'}</style>");
  });

  it('fails the build for a file that would close its <style>', async () => {
    await writeFile(join(assets, 'closing.css'), ".a::after{content:'</style>'}");
    await expect(inlineStylesheets(page(link('/closing.css')), assets)).rejects.toThrow(
      'closing.css cannot be inlined',
    );
  });

  it("fails the build when a CSS-module class of the markup is in none of the page's files", async () => {
    const html = page(link('/app.css'), '<div class="_shell_1rvhu_8"></div>');
    await expect(inlineStylesheets(html, assets)).rejects.toThrow(
      "No stylesheet of the page styles _shell_1rvhu_8: link its chunk's CSS",
    );
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
