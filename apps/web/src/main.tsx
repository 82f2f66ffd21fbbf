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

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing');
/**
 * A prerendered page (build/prerender.ts, unless the boot script hid it) stays on screen until
 * React has painted the page itself: the app renders hidden beside it, and the two swap once the
 * layout's main region (`#main`, where the page goes) exists, so no loader shows in between.
 */
function keepPrerenderUntilPainted(app: HTMLElement): () => void {
  const prerendered = [...app.querySelectorAll(':scope > .hb-pre')];
  const hidden = document.documentElement.classList.contains('hb-no-prerender');
  if (prerendered.length === 0 || hidden) return () => {};
  const holder = document.createElement('div');
  holder.append(...prerendered);
  app.before(holder);
  app.hidden = true;
  const reveal = () => {
    observer.disconnect();
    holder.remove();
    app.hidden = false;
  };
  const observer = new MutationObserver(() => {
    if (app.querySelector('#main')) reveal();
  });
  observer.observe(app, { childList: true, subtree: true });
  return reveal;
}

const revealApp = keepPrerenderUntilPainted(container);
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
