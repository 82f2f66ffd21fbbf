import { createHash } from 'node:crypto';

/** A push service refused or failed: the deliver job retries it (then it is dead, in the console). */
export class PushServiceError extends Error {
  constructor(
    service: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${service} answered ${status}${detail ? `: ${detail}` : ''}`);
  }
}

/** What the service said, short enough for a delivery's last error. */
export async function readBody(response: Response) {
  const text = await response.text().catch(() => '');
  return text.slice(0, 300);
}

/**
 * The delivery's idempotency key as a Web Push Topic (at most 32 base64url characters): the
 * key itself when it fits, else a digest of it.
 */
export function topicOf(key: string) {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(key)) return key;
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

/** A UUID derived from the key (APNs' apns-id): the same key, the same id. */
export function uuidOf(key: string) {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
