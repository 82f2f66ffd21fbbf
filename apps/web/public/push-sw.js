// Web Push in the app's service worker (loaded into the generated Workbox sw.js with
// importScripts, see build/pwa.ts). A push message is the server's JSON payload: the title a lock
// screen may show and the app path it opens, never the private details (issue 24).
/* global self, clients */

/** The message type the open pages listen to (features/notifications/unread.ts). */
const PUSH_MESSAGE_TYPE = 'habitat:notification';
const FALLBACK_PATH = '/notifications';

/** An app path of this origin, else the inbox: a payload never sends the reader elsewhere. */
function appPath(link) {
  return typeof link === 'string' && /^\/(?![/\\])/.test(link) && !link.includes('\\')
    ? link
    : FALLBACK_PATH;
}

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json() ?? {};
  } catch {
    return { title: event.data.text() };
  }
}

async function tellOpenPages() {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: PUSH_MESSAGE_TYPE });
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const link = appPath(payload.link);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Habitat';
  const options = {
    body: typeof payload.body === 'string' ? payload.body : undefined,
    data: { link },
    // One notification per event: a resend of the same message replaces it.
    tag: typeof payload.tag === 'string' ? payload.tag : link,
    icon: typeof payload.icon === 'string' ? payload.icon : undefined,
  };
  event.waitUntil(
    Promise.all([self.registration.showNotification(title, options), tellOpenPages()]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(appPath(event.notification.data?.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // navigate() works on a page this worker controls; another is opened anew.
        if ('navigate' in open) return open.navigate(url).catch(() => clients.openWindow(url));
        return undefined;
      }
      return clients.openWindow(url);
    })(),
  );
});
