import './app/mantine-styles';
import './app/global.css';
import type { TAppConfig } from '@habitat/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App, preloadPage } from './app/app';
import { partsWaiting, renderFirstInTasks, whenNoPartWaits } from './app/first-render/later-task';
import { StartupError } from './app/startup-error';
import { BRAND_ATTRIBUTE } from './brand/theme-variables';
import { loadAppConfig } from './config/app-config';
import { startOfflineSupport } from './features/offline/start';
import { loadInitialCatalog } from './i18n/setup';

const page = document.getElementById('root');
if (!page) throw new Error('#root element missing');
/**
 * A prerendered page (build/prerender.ts, unless the boot script hid it) stays on screen, as it
 * was painted, until React has painted the page itself: the app renders hidden in its own
 * element after it, which takes its place (and id) once the page is in the layout's main region
 * (`#main`) and no part of the first render is still to come, so no loader shows in between.
 */
function appContainer(page: HTMLElement): { container: HTMLElement; reveal: () => void } {
  const prerendered = page.querySelector(':scope > .hb-pre');
  const hidden = document.documentElement.classList.contains('hb-no-prerender');
  if (!prerendered || hidden) return { container: page, reveal: () => {} };
  const container = document.createElement('div');
  container.hidden = true;
  page.after(container);
  const reveal = () => {
    observer.disconnect();
    if (!container.hidden) return;
    page.replaceWith(container);
    container.id = 'root';
    container.hidden = false;
  };
  let revealing = false;
  const revealWhenComplete = () => {
    if (revealing || !container.querySelector('#main > *') || partsWaiting()) return;
    revealing = true;
    // A task of its own: taking the prerendered page (three layouts' markup) out of the document
    // is a long step on a phone, and the last part's render was one already.
    setTimeout(reveal, 0);
  };
  const observer = new MutationObserver(revealWhenComplete);
  observer.observe(container, { childList: true, subtree: true });
  whenNoPartWaits(revealWhenComplete);
  return { container, reveal };
}

const { container, reveal: revealApp } = appContainer(page);
const root: Root = createRoot(container);

/**
 * The page's code is loaded before the first render (no loader for it). Preact renders a tree in
 * one go (its startTransition does not yield): the layout's parts and the page come in tasks of
 * their own instead (app/first-render/later-task.tsx).
 */
function render(config: TAppConfig) {
  // Picks the brand's theme variables in the app's stylesheet (build/brand-variables.ts).
  document.documentElement.setAttribute(BRAND_ATTRIBUTE, config.brand);
  renderFirstInTasks();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  });
}

async function start(pageReady: Promise<void>) {
  try {
    const [config] = await Promise.all([loadAppConfig(), loadInitialCatalog(), pageReady]);
    render(config);
  } catch (error) {
    console.warn('[startup] could not read /api/config or the language catalog', error);
    revealApp();
    root.render(<StartupError onRetry={() => void start(pageReady)} />);
  }
}

startOfflineSupport();
// The code of the page at this address starts downloading while the app reads its
// configuration. In a task of its own: on a phone, matching the address against every route
// and evaluating the modules before it were one long task, which kept the page from answering
// a tap.
setTimeout(() => void start(preloadPage(window.location.pathname)), 0);
