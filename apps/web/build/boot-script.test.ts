import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  afterEach(() => {
    for (const added of document.head.querySelectorAll('link, script[type="module"]')) {
      added.remove();
    }
  });

  it("after the first paint, starts the entry and fetches a signed-in page's own files", async () => {
    const boot = document.createElement('script');
    boot.setAttribute('data-entry', '/assets/index.js');
    boot.setAttribute('data-page-files', '/assets/home-page.js /assets/layout.css');
    startAfterFirstPaint(boot);
    expect(document.head.querySelector('script[type="module"]')).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 150));
    const entry = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(entry?.getAttribute('src')).toBe('/assets/index.js');
    const preloads = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.getAttribute('as'),
    ]);
    expect(preloads).toEqual([
      ['modulepreload', '/assets/home-page.js', null],
      ['preload', '/assets/layout.css', 'style'],
    ]);
  });
});
