export { CACHE_NAMES } from './cache-names';
export { clearPersonalCaches } from './personal-cache';
export { PwaNotices } from './pwa-notices';
export { serviceWorkerRegistration, startOfflineSupport } from './start';
export { appUpdate } from './update-store';
