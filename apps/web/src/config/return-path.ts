import { paths } from './paths';

/** What the login page is told by who sent it there: the page to return to after sign-in. */
export type TLoginState = { from: string };

const ORIGIN = 'http://habitat.invalid';
const LOGIN_PATHS: readonly string[] = [paths.root(), paths.login()];

/**
 * A page of this app to return to after sign-in, or null: only a path of the same origin
 * (never '//host' or an absolute URL, so no open redirect), and not a login page itself.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || LOGIN_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path carried by a location's state (see TLoginState), or null. */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return safeReturnPath(state.from);
}

/** The state that sends the login page back to `location` after sign-in. */
export function loginStateFor(location: {
  pathname: string;
  search: string;
  hash: string;
}): TLoginState | undefined {
  const from = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  return from === null ? undefined : { from };
}
