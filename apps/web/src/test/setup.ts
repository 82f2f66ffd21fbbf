import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore } from '../features/session';
import { addCatalog, i18n } from '../i18n/setup';
import { allTexts } from './all-texts';

addCatalog('fr', allTexts('fr'));
addCatalog('en', allTexts('en'));

// findBy*/waitFor wait up to 10 s, not 1: on a loaded two-core machine a lazy page and its
// fetches can take longer than a second, and a test must not fail for being slow.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Preact runs effects after the next frame; a test does not wait for frames (jsdom draws none),
 * so they run right after the render, as React's do in a test. act() still flushes its own.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// --- What Mantine needs and jsdom lacks -------------------------------------------

/**
 * Browsers have an `on<event>` property for these events; jsdom does not. Preact listens to
 * `onPointerDown` as `pointerdown` only where `onpointerdown` exists (as in every browser), so
 * without them no such handler would run in a test.
 */
for (const name of [
  'pointerdown',
  'pointermove',
  'pointerup',
  'pointercancel',
  'pointerenter',
  'pointerleave',
  'pointerover',
  'pointerout',
  'focusin',
  'focusout',
  'animationend',
  'animationstart',
  'transitionend',
  'compositionstart',
  'compositionend',
]) {
  if (!(`on${name}` in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, `on${name}`, { value: null, writable: true });
  }
}

/** Media queries evaluated against window.innerWidth, so tests pick a form factor. */
function matches(query: string): boolean {
  const width = window.innerWidth;
  return query.split(' and ').every((part) => {
    const min = /min-width:\s*([\d.]+)(px|em)/.exec(part);
    if (min) return width >= Number(min[1]) * (min[2] === 'em' ? 16 : 1);
    const max = /max-width:\s*([\d.]+)(px|em)/.exec(part);
    if (max) return width <= Number(max[1]) * (max[2] === 'em' ? 16 : 1);
    return false;
  });
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

// --- console.error fails the test -----------------------------------

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  window.localStorage.clear();
  sessionStore.clear();
  void i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (consoleErrors.length > 0) {
    const text = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
