import {
  BOOT_STORAGE_KEYS,
  EARLY_RESPONSES_GLOBAL,
  FIRST_PAGE_READS_LIMITS,
} from '../src/lib/boot-contract';

export { BOOT_STORAGE_KEYS };

/** Set on <html> when the prerendered page must not show: the boot spinner shows instead. */
export const NO_PRERENDER_CLASS = 'hb-no-prerender';

/**
 * Runs before the body paints (inline at the top of <head>; the content security policy allows
 * it by its hash). A prerendered page is in French, as a visitor sees it or, marked
 * `data-prerendered-signed-in`, as a signed-in resident does: a visitor whose session is not the
 * page's kind is about to be sent elsewhere, one who chose another language would read French
 * for a moment; both see the neutral spinner until the app renders instead.
 *
 * Copied into the build as source text: it must use nothing from outside itself.
 */
export function hidePrerenderWhenStale(keys: typeof BOOT_STORAGE_KEYS, hiddenClass: string): void {
  const html = document.documentElement;
  const prerenderedLocale = html.getAttribute('data-prerendered');
  if (!prerenderedLocale) return;
  let token: string | null = null;
  let locale: string | null = null;
  try {
    token = window.localStorage.getItem(keys.token);
    locale = window.localStorage.getItem(keys.locale);
  } catch {
    // Storage refused (private mode): no session and the default language, like the app.
  }
  const signedInPage = html.hasAttribute('data-prerendered-signed-in');
  const otherLocale = locale !== null && locale !== prerenderedLocale;
  if (Boolean(token) !== signedInPage || otherLocale) html.classList.add(hiddenClass);
}

/**
 * Runs the app's entry once the page has painted (its first contentful paint, as the screen
 * shows it): the prerendered page shows before the scripts' work starts instead of after it. The
 * timer also starts it in a tab that does not paint (in the background).
 * - A prerendered page names the files the entry and the page need (`data-page-files`, and
 *   `data-wide-files` for the desktop layout's own, fetched only at `data-wide-media`): they
 *   start downloading then, instead of once the entry has run. Its stylesheets are in the page
 *   already (decision 043): the entry runs at once.
 * - The page's early reads (`readEarly`) start then too; on index.html, whose stylesheets hold
 *   the paint anyway, at once.
 *
 * Copied into the build as source text: it must use nothing from outside itself.
 */
export function startAfterFirstPaint(
  script: HTMLScriptElement | null,
  readEarly: () => void,
  hiddenClass: string,
): void {
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  // Only a prerendered page on show paints text before the app. index.html's own styles hold its
  // paint anyway: its reads need not wait for it.
  const html = document.documentElement;
  const paintsFirst =
    html.hasAttribute('data-prerendered') && !html.classList.contains(hiddenClass);
  if (!paintsFirst) readEarly();
  const filesOf = (name: string) => (script?.getAttribute(name) ?? '').split(' ');
  const pageFiles = filesOf('data-page-files');
  // The desktop layout's own files only where that layout shows. Asked once the page has
  // painted: before the viewport's meta tag is read, a phone's browser reports 980 px.
  const wideFiles = () => {
    const media = script?.getAttribute('data-wide-media');
    return media && window.matchMedia(media).matches ? filesOf('data-wide-files') : [];
  };
  let started = false;
  // Two links a task: on a slow phone each request started is a few milliseconds of the main
  // thread, and a page's dozen files at once were one long task.
  const preloadPageFiles = (files: string[]) => {
    for (const file of files.slice(0, 2)) {
      const preload = document.createElement('link');
      if (file.endsWith('.js')) {
        preload.rel = 'modulepreload';
        preload.crossOrigin = '';
      } else {
        // Data the entry reads at once (/api/config), as index.html preloads it.
        preload.rel = 'preload';
        preload.setAttribute('as', 'fetch');
        preload.crossOrigin = 'anonymous';
      }
      preload.href = file;
      document.head.append(preload);
    }
    if (files.length > 2) setTimeout(() => preloadPageFiles(files.slice(2)), 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
    const preloaded = [...pageFiles, ...wideFiles()].filter(Boolean);
    setTimeout(() => preloadPageFiles(preloaded), 0);
    if (paintsFirst) setTimeout(readEarly, 0);
  };
  const afterPaint = () => {
    const observesPaint =
      paintsFirst &&
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    if (!observesPaint) {
      requestAnimationFrame(() => setTimeout(start, 0));
      setTimeout(start, 100);
      return;
    }
    // The paint as the screen shows it: a frame's callbacks run before it is on screen.
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    // A tab in the background does not paint.
    setTimeout(start, 1000);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

/**
 * For a signed-in visitor, starts the API reads this page made the last time it was the first
 * page of a visit (recorded by src/lib/early-data.ts), while the app's code downloads; the app
 * takes the responses instead of asking again. Only same-origin `/api/` paths, with the stored
 * session's token.
 *
 * Copied into the build as source text: it must use nothing from outside itself.
 */
export function readFirstPageEarly(
  keys: typeof BOOT_STORAGE_KEYS,
  globalName: string,
  limits: typeof FIRST_PAGE_READS_LIMITS,
): void {
  let token: string | null = null;
  let reads: unknown = null;
  try {
    token = window.localStorage.getItem(keys.token);
    reads = JSON.parse(window.localStorage.getItem(keys.firstPageReads) ?? 'null');
  } catch {
    return;
  }
  const page = window.location.pathname + window.location.search;
  const paths =
    reads && typeof reads === 'object' ? (reads as Record<string, unknown>)[page] : null;
  if (!token || !Array.isArray(paths)) return;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const responses: Record<string, Promise<Response>> = {};
  (window as unknown as Record<string, unknown>)[globalName] = { token, responses };
  const apiPaths = paths
    .slice(0, limits.perPage)
    .filter((path): path is string => typeof path === 'string' && path.startsWith('/api/'));
  // Two requests a task: on a slow phone each fetch() call takes a dozen milliseconds, and six
  // at once were one long task.
  const startReads = (from: number) => {
    for (const path of apiPaths.slice(from, from + 2)) {
      responses[path] = fetch(path, { headers });
      // The app handles a failure when it takes the response; unused, it is not an error.
      responses[path].catch(() => {});
    }
    if (from + 2 < apiPaths.length) setTimeout(() => startReads(from + 2), 0);
  };
  startReads(0);
}

/** The script file's text. */
export function bootScriptSource(): string {
  const args = `${JSON.stringify(BOOT_STORAGE_KEYS)}, ${JSON.stringify(NO_PRERENDER_CLASS)}`;
  const readArgs = [BOOT_STORAGE_KEYS, EARLY_RESPONSES_GLOBAL, FIRST_PAGE_READS_LIMITS]
    .map((arg) => JSON.stringify(arg))
    .join(', ');
  return [
    `(${hidePrerenderWhenStale.toString()})(${args});`,
    `(${startAfterFirstPaint.toString()})(document.currentScript, () => (${readFirstPageEarly.toString()})(${readArgs}), ${JSON.stringify(NO_PRERENDER_CLASS)});`,
    '',
  ].join('\n');
}
