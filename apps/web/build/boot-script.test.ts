import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '../src/lib/local-store';
import {
  BOOT_STORAGE_KEYS,
  bootScriptSource,
  hidePrerenderWhenStale,
  NO_PRERENDER_CLASS,
  startAfterFirstPaint,
} from './boot-script';

const html = document.documentElement;
const hidden = () => html.classList.contains(NO_PRERENDER_CLASS);
const runBoot = () => hidePrerenderWhenStale(BOOT_STORAGE_KEYS, NO_PRERENDER_CLASS);

describe('the boot script on a prerendered page', () => {
  beforeEach(() => html.setAttribute('data-prerendered', 'fr'));
  afterEach(() => {
    html.removeAttribute('data-prerendered');
    html.classList.remove(NO_PRERENDER_CLASS);
    window.localStorage.clear();
  });

  it('keeps the prerendered page for an anonymous visitor in its language', () => {
    runBoot();
    expect(hidden()).toBe(false);
    localStore.setLocale('fr');
    runBoot();
    expect(hidden()).toBe(false);
  });

  it('hides it for a visitor who chose another language (as the app stores it)', () => {
    localStore.setLocale('en');
    runBoot();
    expect(hidden()).toBe(true);
  });

  it('hides it for a visitor with a session (as the app stores it)', () => {
    localStore.setSession({ token: 'abc', userId: 1, organization: 1, property: 1 });
    runBoot();
    expect(hidden()).toBe(true);
  });

  it('does nothing on a page that is not prerendered', () => {
    html.removeAttribute('data-prerendered');
    localStore.setLocale('en');
    runBoot();
    expect(hidden()).toBe(false);
  });

  it('on a page prerendered as a signed-in resident sees it, hides it from a visitor', () => {
    html.setAttribute('data-prerendered-signed-in', '');
    try {
      runBoot();
      expect(hidden()).toBe(true);
    } finally {
      html.removeAttribute('data-prerendered-signed-in');
    }
  });

  it('shows that page to a resident with a session, unless they chose another language', () => {
    html.setAttribute('data-prerendered-signed-in', '');
    try {
      localStore.setSession({ token: 'abc', userId: 1, organization: 1, property: 1 });
      runBoot();
      expect(hidden()).toBe(false);
      localStore.setLocale('en');
      runBoot();
      expect(hidden()).toBe(true);
    } finally {
      html.removeAttribute('data-prerendered-signed-in');
    }
  });

  it('is self-contained source text that runs as a classic script', () => {
    localStore.setLocale('en');
    new Function(bootScriptSource())();
    expect(hidden()).toBe(true);
  });
});

describe('the boot script starting the app', () => {
  const readEarly = vi.fn();
  afterEach(() => {
    for (const added of document.head.querySelectorAll('link, style, script[type="module"]')) {
      added.remove();
    }
    html.removeAttribute('data-prerendered');
    readEarly.mockClear();
  });
  const bootWith = (pageFiles: string) => {
    const boot = document.createElement('script');
    boot.setAttribute('data-entry', '/assets/index.js');
    boot.setAttribute('data-page-files', pageFiles);
    return boot;
  };
  const afterFirstPaint = () => new Promise((resolve) => setTimeout(resolve, 150));
  const entry = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');

  it("after the first paint, starts the entry and fetches a prerendered page's files", async () => {
    html.setAttribute('data-prerendered', 'fr');
    startAfterFirstPaint(
      bootWith('/api/config /assets/home-page.js'),
      readEarly,
      NO_PRERENDER_CLASS,
    );
    expect(entry()).toBeNull();
    expect(readEarly).not.toHaveBeenCalled();

    await afterFirstPaint();
    expect(readEarly).toHaveBeenCalledOnce();
    // The page's stylesheets are in it: nothing to wait for.
    expect(entry()?.getAttribute('src')).toBe('/assets/index.js');
    const preloads = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.getAttribute('as'),
    ]);
    expect(preloads).toEqual([
      ['preload', '/api/config', 'fetch'],
      ['modulepreload', '/assets/home-page.js', null],
    ]);
  });

  /**
   * How many links of `rel` the boot script adds in each task, once `total` are in: a mutation
   * observer is called once per task that changed the document.
   */
  async function linksPerTask(pageFiles: string, matches: (rel: string) => boolean, total: number) {
    const perTask: number[] = [];
    const observer = new MutationObserver((records) => {
      const links = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node) => node instanceof HTMLLinkElement && matches(node.rel));
      if (links.length > 0) perTask.push(links.length);
    });
    observer.observe(document.head, { childList: true });
    startAfterFirstPaint(bootWith(pageFiles), readEarly, NO_PRERENDER_CLASS);
    await vi.waitUntil(() => perTask.reduce((sum, count) => sum + count, 0) === total);
    observer.disconnect();
    return perTask;
  }

  it("starts the page's files two a task: a dozen requests at once were one long task", async () => {
    html.setAttribute('data-prerendered', 'fr');
    const files = '/api/config /assets/a.js /assets/b.js /assets/c.js /assets/d.js';
    expect(await linksPerTask(files, (rel) => rel.endsWith('preload'), 5)).toEqual([2, 2, 1]);
  });

  it("fetches the desktop layout's own files only where that layout shows", async () => {
    html.setAttribute('data-prerendered', 'fr');
    const preloaded = async (wideMedia: string) => {
      for (const link of document.head.querySelectorAll('link')) link.remove();
      const boot = bootWith('/assets/home-page.js');
      boot.setAttribute('data-wide-files', '/assets/layout-desktop.js');
      boot.setAttribute('data-wide-media', wideMedia);
      startAfterFirstPaint(boot, readEarly, NO_PRERENDER_CLASS);
      await afterFirstPaint();
      return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    };
    expect(await preloaded(`(min-width: ${window.innerWidth + 1}px)`)).toEqual([
      '/assets/home-page.js',
    ]);
    expect(await preloaded(`(min-width: ${window.innerWidth}px)`)).toEqual([
      '/assets/home-page.js',
      '/assets/layout-desktop.js',
    ]);
  });

  it('on a browser that reports paints, starts once the first contentful paint is on screen', async () => {
    html.setAttribute('data-prerendered', 'fr');
    let reportPaint: (names: string[]) => void = () => {};
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
        reportPaint = (names) => {
          const list = { getEntriesByName: (name: string) => names.filter((n) => n === name) };
          callback(list, { disconnect: () => {} });
        };
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      startAfterFirstPaint(bootWith(''), readEarly, NO_PRERENDER_CLASS);
      await afterFirstPaint();
      expect(entry()).toBeNull();
      reportPaint(['first-paint']);
      await afterFirstPaint();
      expect(entry()).toBeNull();
      reportPaint(['first-contentful-paint']);
      await afterFirstPaint();
      expect(readEarly).toHaveBeenCalledOnce();
      expect(entry()?.getAttribute('src')).toBe('/assets/index.js');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  // Each waits for the entry too: a start left pending would run after the test's document.
  it("on a prerendered page hidden from this visitor, starts the page's reads at once", async () => {
    html.setAttribute('data-prerendered', 'fr');
    html.classList.add(NO_PRERENDER_CLASS);
    startAfterFirstPaint(bootWith(''), readEarly, NO_PRERENDER_CLASS);
    expect(readEarly).toHaveBeenCalledOnce();
    html.classList.remove(NO_PRERENDER_CLASS);
    await afterFirstPaint();
    expect(entry()?.getAttribute('src')).toBe('/assets/index.js');
  });

  it("on index.html (not prerendered), starts the page's reads at once", async () => {
    startAfterFirstPaint(bootWith(''), readEarly, NO_PRERENDER_CLASS);
    expect(readEarly).toHaveBeenCalledOnce();
    await afterFirstPaint();
    expect(entry()?.getAttribute('src')).toBe('/assets/index.js');
  });
});
