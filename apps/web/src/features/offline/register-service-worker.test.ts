import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appUpdate } from './update-store';

/** A service worker as the browser shows it: a state, and the messages the page sent it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** The browser found a new version and installs it: it then waits for the page's word. */
  findsUpdate() {
    const worker = new FakeWorker('installing');
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
    return worker;
  }
}

/** navigator.serviceWorker, with the page controlled or not. */
class FakeContainer extends EventTarget {
  registration = new FakeRegistration();
  registeredUrl: string | null = null;
  constructor(public controller: FakeWorker | null) {
    super();
  }
  async register(url: string) {
    this.registeredUrl = url;
    return this.registration;
  }
  takenOver() {
    this.controller = new FakeWorker('activated');
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const { registerServiceWorker } = await import('./register-service-worker');

function startWith(container: FakeContainer) {
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  return registerServiceWorker();
}

describe('service worker registration', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    appUpdate.dismiss();
    reload.mockReset();
    vi.unstubAllGlobals();
  });

  it('registers /sw.js and offers nothing on a first install', async () => {
    const container = new FakeContainer(null);
    await startWith(container);
    expect(container.registeredUrl).toBe('/sw.js');
    container.registration.findsUpdate();
    container.takenOver();
    expect(appUpdate.get()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version found while open; accepting activates it, then reloads onto it', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    await startWith(container);
    expect(appUpdate.get()).toBeNull();
    const next = container.registration.findsUpdate();
    const accept = appUpdate.get();
    expect(accept).toBeTypeOf('function');
    expect(next.messages).toEqual([]);

    accept?.();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.takenOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting from an earlier visit', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    const waiting = new FakeWorker('installed');
    container.registration.waiting = waiting;
    await startWith(container);
    appUpdate.get()?.();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('asks a tab left on the old version to reload when another tab updated', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    await startWith(container);
    container.takenOver();
    expect(reload).not.toHaveBeenCalled();
    appUpdate.get()?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
