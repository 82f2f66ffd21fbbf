/**
 * A phone for tests of the mobile app's JavaScript: the native side of Capacitor's bridge,
 * answering the plugin calls that Capacitor's own native-bridge.js (the script the real
 * wrapper injects, from @capacitor/android) posts to `window.androidBridge`. Nothing of the app
 * is replaced: `@capacitor/core`, the plugins' proxies and the bridge are the real ones; only
 * the device behind them is simulated (its permission answer, its push token, its storage, the
 * events it sends). Install it, then run native-bridge.js, then load the app.
 *
 * Self-contained on purpose (no imports, no outer variables): Playwright passes this function
 * to the page as its source (`page.addInitScript(installFakeNativeDevice, options)`).
 */
export type TFakeDeviceOptions = {
  /** The notification permission the system holds now. */
  permission: 'prompt' | 'granted' | 'denied';
  /** What the person answers at the system's prompt. */
  answer: 'granted' | 'denied';
  /** The push service's token for this device; null fails the registration. */
  token: string | null;
  /** Preferences already stored (a previous launch). */
  preferences?: Record<string, string>;
  /** Keeps the preferences and the permission across page loads (e2e: a reload is the next launch). */
  persist?: boolean;
};

export type TFakeDeviceCall = { plugin: string; method: string; options: Record<string, unknown> };

export type TFakeDevice = TFakeDeviceOptions & {
  calls: TFakeDeviceCall[];
  preferences: Record<string, string>;
  /** Sends a plugin event to the app's listeners (kept until a listener takes it, as Capacitor does). */
  fire: (plugin: string, event: string, data: unknown) => void;
  /** How many listeners the app has for an event. */
  listening: (plugin: string, event: string) => number;
};

export function installFakeNativeDevice(options: TFakeDeviceOptions): void {
  const win = window as unknown as Record<string, unknown> & {
    Capacitor?: Record<string, unknown> & {
      fromNative?: (result: Record<string, unknown>) => void;
    };
  };
  const METHODS: Record<string, string[]> = {
    PushNotifications: [
      'checkPermissions',
      'requestPermissions',
      'register',
      'unregister',
      'getDeliveredNotifications',
      'removeAllDeliveredNotifications',
      'removeAllListeners',
    ],
    Preferences: ['get', 'set', 'remove', 'clear', 'keys', 'configure'],
    App: ['exitApp', 'getInfo', 'getState', 'getLaunchUrl', 'minimizeApp', 'removeAllListeners'],
    StatusBar: ['setStyle', 'setBackgroundColor', 'show', 'hide', 'getInfo', 'setOverlaysWebView'],
    SplashScreen: ['show', 'hide'],
  };
  const headers = Object.entries(METHODS).map(([name, methods]) => ({
    name,
    methods: [
      ...methods.map((method) => ({ name: method, rtype: 'promise' })),
      { name: 'addListener', rtype: 'callback' },
      { name: 'removeListener', rtype: 'callback' },
    ],
  }));
  // The native runtime declares its plugins before any script of the page.
  win.Capacitor = Object.assign(win.Capacitor ?? {}, { PluginHeaders: headers });

  const listeners = new Map<string, Set<string>>();
  const retained = new Map<string, unknown[]>();
  const reply = (callbackId: string, plugin: string, method: string, result: unknown) => {
    const success = !(result instanceof Error);
    const payload = success
      ? { data: result ?? {} }
      : { error: { message: (result as Error).message } };
    setTimeout(() =>
      win.Capacitor?.fromNative?.({
        callbackId,
        pluginId: plugin,
        methodName: method,
        success,
        ...payload,
      }),
    );
  };
  const PERSIST_KEY = '__fakeDevice';
  type TKept = {
    preferences?: Record<string, string>;
    permission?: TFakeDeviceOptions['permission'];
  };
  const kept = ((): TKept => {
    try {
      return options.persist ? JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}') : {};
    } catch {
      return {};
    }
  })();
  const device: TFakeDevice = {
    ...options,
    permission: kept.permission ?? options.permission,
    preferences: { ...options.preferences, ...kept.preferences },
    calls: [],
    fire(plugin, event, data) {
      const ids = listeners.get(`${plugin}.${event}`);
      if (!ids || ids.size === 0) {
        const key = `${plugin}.${event}`;
        retained.set(key, [...(retained.get(key) ?? []), data]);
        return;
      }
      for (const id of ids) reply(id, plugin, 'addListener', data);
    },
    listening: (plugin, event) => listeners.get(`${plugin}.${event}`)?.size ?? 0,
  };
  win.__fakeDevice = device;

  const save = () => {
    if (!options.persist) return;
    const state: TKept = { preferences: device.preferences, permission: device.permission };
    localStorage.setItem(PERSIST_KEY, JSON.stringify(state));
  };
  const answer = (plugin: string, method: string, opts: Record<string, unknown>): unknown => {
    const key = String(opts.key ?? '');
    switch (`${plugin}.${method}`) {
      case 'PushNotifications.checkPermissions':
        return { receive: device.permission };
      case 'PushNotifications.requestPermissions':
        if (device.permission === 'prompt') device.permission = device.answer;
        save();
        return { receive: device.permission };
      case 'PushNotifications.register':
        if (device.permission !== 'granted') return new Error('Permission not granted');
        setTimeout(() =>
          device.token
            ? device.fire('PushNotifications', 'registration', { value: device.token })
            : device.fire('PushNotifications', 'registrationError', { error: 'no service' }),
        );
        return {};
      case 'Preferences.get':
        return { value: key in device.preferences ? device.preferences[key] : null };
      case 'Preferences.set':
        device.preferences[key] = String(opts.value);
        save();
        return {};
      case 'Preferences.remove':
        delete device.preferences[key];
        save();
        return {};
      case 'Preferences.keys':
        return { keys: Object.keys(device.preferences) };
      case 'App.getInfo':
        return { name: 'Habitat', id: 'test.app', build: '1', version: '1.0.0' };
      case 'App.getState':
        return { isActive: true };
      case 'StatusBar.getInfo':
        return { visible: true, style: 'DARK', overlays: false };
      default:
        return {};
    }
  };

  win.androidBridge = {
    postMessage(json: string) {
      const call = JSON.parse(json) as {
        callbackId: string;
        pluginId: string;
        methodName: string;
        options: Record<string, unknown>;
      };
      const { callbackId, pluginId: plugin, methodName: method, options: opts } = call;
      if (!METHODS[plugin]) return; // the bridge's own messages (logs, errors)
      device.calls.push({ plugin, method, options: opts });
      if (method === 'addListener') {
        const key = `${plugin}.${String(opts.eventName)}`;
        listeners.set(key, (listeners.get(key) ?? new Set()).add(callbackId));
        for (const data of retained.get(key) ?? []) reply(callbackId, plugin, method, data);
        retained.delete(key);
        return;
      }
      if (method === 'removeListener') {
        listeners.get(`${plugin}.${String(opts.eventName)}`)?.delete(String(opts.callbackId));
        return;
      }
      reply(callbackId, plugin, method, answer(plugin, method, opts));
    },
  };
}
