/** Stored by src/lib/local-store.ts; build/prerender.test.ts checks the two agree. */
export const BOOT_STORAGE_KEYS = { token: 'habitat.token', locale: 'habitat.locale' };

/** Set on <html> when the prerendered page must not show: the boot spinner shows instead. */
export const NO_PRERENDER_CLASS = 'hb-no-prerender';

/**
 * Runs before the body paints (a classic script in <head>; the content security policy allows
 * no inline script). A prerendered page is the anonymous French one: a visitor with a session
 * is about to be sent elsewhere, one who chose another language would read French for a moment;
 * both see the neutral spinner until the app renders instead.
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
  if (token || (locale && locale !== prerenderedLocale)) html.classList.add(hiddenClass);
}

/**
 * Runs the app's entry (already downloading: index.html preloads it) once the page has painted:
 * the prerendered page shows before the scripts' work starts instead of after it. The timer also
 * starts it in a tab that does not paint (in the background).
 *
 * Copied into the build as source text: it must use nothing from outside itself.
 */
export function startAfterFirstPaint(script: HTMLScriptElement | null): void {
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  };
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 100);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

/** The script file's text. */
export function bootScriptSource(): string {
  const args = `${JSON.stringify(BOOT_STORAGE_KEYS)}, ${JSON.stringify(NO_PRERENDER_CLASS)}`;
  return [
    `(${hidePrerenderWhenStale.toString()})(${args});`,
    `(${startAfterFirstPaint.toString()})(document.currentScript);`,
    '',
  ].join('\n');
}
