import './app/mantine-styles';
import './app/global.css';
import type { TAppConfig } from '@habitat/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App, createAppRouter, routerReady } from './app/app';
import { StartupError } from './app/startup-error';
import { loadAppConfig } from './config/app-config';
import { startOfflineSupport } from './features/offline/start';
import { exposePushBridge } from './features/session';
import { loadInitialCatalog } from './i18n/setup';

const page = document.getElementById('root');
if (!page) throw new Error('#root element missing');
/**
 * A prerendered page (build/prerender.ts, unless the boot script hid it) stays on screen, as it
 * was painted, until React has painted the page itself: the app renders hidden in its own
 * element after it, which takes its place (and id) once the layout's main region (`#main`, where
 * the page goes) exists, so no loader shows in between.
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
  const observer = new MutationObserver(() => {
    if (container.querySelector('#main')) reveal();
  });
  observer.observe(container, { childList: true, subtree: true });
  return { container, reveal };
}

const { container, reveal: revealApp } = appContainer(page);
const root: Root = createRoot(container);
// Created first: it starts downloading the code of the page at this address at once.
const router = createAppRouter();

/**
 * The page's code is loaded before the first render (no loader for it); the transition lets
 * React yield to the browser while it renders.
 */
function render(config: TAppConfig) {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={config} router={router} />
      </StrictMode>,
    );
  });
}

async function start() {
  try {
    const [config] = await Promise.all([
      loadAppConfig(),
      loadInitialCatalog(),
      routerReady(router),
    ]);
    render(config);
  } catch (error) {
    console.warn('[startup] could not read /api/config or the language catalog', error);
    revealApp();
    root.render(<StartupError onRetry={() => void start()} />);
  }
}

exposePushBridge();
startOfflineSupport();
void start();
