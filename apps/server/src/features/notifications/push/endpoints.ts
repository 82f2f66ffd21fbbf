/**
 * The server calls a Web Push endpoint the browser gave it: never an arbitrary URL (SSRF).
 * Only the browsers' push services, over https on the default port, and the local stand-in's
 * own address when it runs.
 */

/** Hosts of the push services of Chrome/Edge/Android, Firefox, Safari and Windows. */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/];
const PUSH_SERVICE_DOMAINS = ['.push.apple.com', '.notify.windows.com'];

const isPushServiceHost = (host: string) =>
  PUSH_SERVICE_HOSTS.some((pattern) => pattern.test(host)) ||
  PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain) && host.length > domain.length);

/**
 * Whether the server may send to this endpoint. `localService` is the local stand-in's base
 * (e.g. http://127.0.0.1:41234/push/) when the stand-ins run; its endpoints are allowed too.
 */
export function isAllowedPushEndpoint(endpoint: string, localService?: string | null): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (localService && endpoint.startsWith(localService) && isLocalBase(url, localService)) {
    return true;
  }
  return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname);
}

/** The endpoint's origin and path really are the stand-in's (no `..` or host tricks). */
function isLocalBase(url: URL, localService: string) {
  const base = new URL(localService);
  return url.origin === base.origin && url.pathname.startsWith(base.pathname);
}
