import './app/mantine-styles';
import './app/global.css';
import type { TAppConfig } from '@habitat/shared';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageCode } from './app/routes';
import { StartupError } from './app/startup-error';
import { loadAppConfig } from './config/app-config';
import { startOfflineSupport } from './features/offline/start';
import { exposePushBridge } from './features/session';
import { loadInitialCatalog } from './i18n/setup';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing');
const root: Root = createRoot(container);

function render(config: TAppConfig) {
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

async function start() {
  preloadPageCode(window.location.pathname);
  try {
    const [config] = await Promise.all([loadAppConfig(), loadInitialCatalog()]);
    render(config);
  } catch (error) {
    console.warn('[startup] could not read /api/config or the language catalog', error);
    root.render(<StartupError onRetry={() => void start()} />);
  }
}

exposePushBridge();
startOfflineSupport();
void start();
