import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localStore } from '../src/lib/local-store';
import {
  BOOT_STORAGE_KEYS,
  bootScriptSource,
  hidePrerenderWhenStale,
  NO_PRERENDER_CLASS,
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

  it('is self-contained source text that runs as a classic script', () => {
    localStore.setLocale('en');
    new Function(bootScriptSource())();
    expect(hidden()).toBe(true);
  });
});
