import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Private files (request photos, property documents) are reached only through URLs the API
 * hands to those entitled: `/api/files/<stored name>?expires=<unix s>&signature=<hmac>`.
 * An `<img>` cannot send the bearer token, so the URL itself carries the proof, for a short
 * while. Expiries are rounded to a window so one file keeps one URL for a while and the
 * browser's private cache can serve it again.
 */
export const PRIVATE_URL_WINDOW_SECONDS = 30 * 60;
/** How long after the window starts a URL still opens: between 30 and 60 minutes from now. */
export const PRIVATE_URL_TTL_SECONDS = 2 * PRIVATE_URL_WINDOW_SECONDS;

export const privateFilePath = (storedName: string) => `/api/files/${storedName}`;

export type TFileSigner = {
  /** A URL that opens the file until it expires. */
  url: (storedName: string) => string;
  /** Whether `signature` proves `storedName` until `expires`, not passed yet. */
  verify: (options: { storedName: string; expires: number; signature: string }) => boolean;
};

export function createFileSigner(options: { secret: string; now?: () => number }): TFileSigner {
  const now = options.now ?? Date.now;
  // A key of its own, so a file signature can never be mistaken for a session token's.
  const key = createHmac('sha256', options.secret).update('habitat private files').digest();
  const sign = (storedName: string, expires: number) =>
    createHmac('sha256', key).update(`${storedName}\n${expires}`).digest('base64url');
  return {
    url: (storedName) => {
      const seconds = Math.floor(now() / 1000);
      const windowStart = seconds - (seconds % PRIVATE_URL_WINDOW_SECONDS);
      const expires = windowStart + PRIVATE_URL_TTL_SECONDS;
      return `${privateFilePath(storedName)}?expires=${expires}&signature=${sign(storedName, expires)}`;
    },
    verify: ({ storedName, expires, signature }) => {
      if (expires * 1000 <= now()) return false;
      const expected = Buffer.from(sign(storedName, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
