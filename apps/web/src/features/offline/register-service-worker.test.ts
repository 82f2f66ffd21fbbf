import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appUpdate } from './update-store';

type THandler = (event: { isUpdate?: boolean }) => void;

/** A stand-in for workbox-window's Workbox: the test fires its events. */
const workbox = {
  handlers: new Map<string, THandler>(),
  register: vi.fn(async () => ({}) as ServiceWorkerRegistration),
  messageSkipWaiting: vi.fn(),
  update: vi.fn(async () => undefined),
  fire(type: string, event: { isUpdate?: boolean } = {}) {
    workbox.handlers.get(type)?.(event);
  },
};

vi.mock('workbox-window', () => ({
  Workbox: vi.fn((url: string) => {
    expect(url).toBe('/sw.js');
    return {
      addEventListener: (type: string, handler: THandler) => workbox.handlers.set(type, handler),
      register: workbox.register,
      messageSkipWaiting: workbox.messageSkipWaiting,
      update: workbox.update,
    };
  }),
}));

const { registerServiceWorker } = await import('./register-service-worker');

describe('service worker registration', () => {
  const reload = vi.fn();
  beforeEach(() => {
    workbox.handlers.clear();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    appUpdate.dismiss();
    reload.mockReset();
    workbox.messageSkipWaiting.mockReset();
  });

  it('registers /sw.js and offers nothing on a first install', async () => {
    await registerServiceWorker();
    expect(workbox.register).toHaveBeenCalled();
    workbox.fire('controlling', { isUpdate: false });
    expect(appUpdate.get()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a waiting version; accepting activates it, then reloads onto it', async () => {
    await registerServiceWorker();
    workbox.fire('waiting');
    const accept = appUpdate.get();
    expect(accept).toBeTypeOf('function');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    accept?.();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks a tab left on the old version to reload when another tab updated', async () => {
    await registerServiceWorker();
    workbox.fire('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    appUpdate.get()?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
