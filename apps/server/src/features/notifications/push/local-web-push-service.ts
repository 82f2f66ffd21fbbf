/**
 * A local Web Push service (the stand-in for FCM's, Mozilla's or Apple's web push endpoints in
 * development, tests and the e2e). It creates subscriptions itself, so it holds each one's ECDH
 * private key and auth secret, like a browser would: a push request must carry a valid VAPID
 * JWT (ES256, aud = this origin, exp within 24 h) and a body that really decrypts (RFC 8291,
 * aes128gcm) with that subscription's keys. A wrong key fails, as it would in a browser.
 */
import { createECDH, type ECDH, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nowSeconds, p256PublicKey, verifyJwt } from './jwt';

export type TReceivedPush = {
  /** The decrypted payload (JSON text as the server sent it). */
  payload: string;
  topic: string | null;
  urgency: string | null;
  ttl: number;
  receivedAt: string;
};

type TLocalSubscription = {
  ecdh: ECDH;
  auth: Buffer;
  /** The VAPID key it was made for (PushManager's applicationServerKey); others are refused. */
  applicationServerKey: string | null;
  /** One message per Topic: a resend of the same delivery replaces it, as the spec says. */
  messages: Map<string, TReceivedPush>;
};

const MAX_BODY_BYTES = 4096;
const MAX_VAPID_SECONDS = 24 * 3600;

export type TLocalWebPushService = ReturnType<typeof createLocalWebPushService>;

export function createLocalWebPushService() {
  const subscriptions = new Map<string, TLocalSubscription>();
  /** Statuses to answer instead of accepting, per subscription (tests: 429, 500…). */
  const failures = new Map<string, number[]>();
  let base = '';

  return {
    /** Set once the server listens: endpoints are `{base}{id}`. */
    setBase(url: string) {
      base = url;
    },
    get base() {
      return base || null;
    },

    /** What PushManager.subscribe() answers: the endpoint and the browser's public keys. */
    subscribe(options: { applicationServerKey?: string } = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      subscriptions.set(id, {
        ecdh,
        auth,
        applicationServerKey: options.applicationServerKey ?? null,
        messages: new Map(),
      });
      return {
        id,
        endpoint: `${base}${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },

    /** The browser dropped it: the service answers 410 Gone from now on. */
    unsubscribe(id: string) {
      subscriptions.delete(id);
    },

    /** The messages a subscription received and could decrypt, oldest first. */
    messages(id: string): TReceivedPush[] | null {
      const subscription = subscriptions.get(id);
      return subscription ? [...subscription.messages.values()] : null;
    },

    /** The next pushes to this subscription are answered with these statuses. */
    failNext(id: string, ...statuses: number[]) {
      failures.set(id, [...(failures.get(id) ?? []), ...statuses]);
    },

    /** POST {base}{id}: a push request from an application server. */
    async handle(request: IncomingMessage, response: ServerResponse, id: string) {
      const answer = (status: number, reason?: string) => {
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(reason ?? '');
      };
      if (request.method !== 'POST') return answer(405, 'POST a push message');
      const subscription = subscriptions.get(id);
      if (!subscription) return answer(410, 'no such subscription');
      const failure = failures.get(id)?.shift();
      if (failure) return answer(failure, 'failing on purpose');
      const vapidError = checkVapid(request, subscription, new URL(base).origin);
      if (vapidError) return answer(vapidError.status, vapidError.reason);
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return answer(400, 'TTL header missing');
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        return answer(415, 'Content-Encoding must be aes128gcm');
      }
      const body = await readRequest(request, MAX_BODY_BYTES);
      if (!body) return answer(413, 'payload too large');
      let payload: string;
      // Loaded by the first message, not at start-up.
      const { default: ece } = await import('http_ece');
      try {
        payload = ece
          .decrypt(body, {
            version: 'aes128gcm',
            privateKey: subscription.ecdh,
            authSecret: subscription.auth,
          })
          .toString('utf8');
      } catch {
        return answer(400, 'payload does not decrypt with this subscription');
      }
      const topic = headerOf(request, 'topic');
      subscription.messages.set(topic ?? randomUUID(), {
        payload,
        topic,
        urgency: headerOf(request, 'urgency'),
        ttl,
        receivedAt: new Date().toISOString(),
      });
      response.writeHead(201, { location: `${base}${id}/messages/${topic ?? ''}` });
      response.end();
    },
  };
}

const headerOf = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed by that key. */
function checkVapid(request: IncomingMessage, subscription: TLocalSubscription, origin: string) {
  const header = headerOf(request, 'authorization') ?? '';
  const match = /^vapid t=([\w.-]+),\s*k=([\w-]+)$/.exec(header);
  if (!match) return { status: 401, reason: 'VAPID authorization missing' };
  const [, token = '', key = ''] = match;
  let publicKey: ReturnType<typeof p256PublicKey>;
  try {
    publicKey = p256PublicKey(Buffer.from(key, 'base64url'));
  } catch {
    return { status: 401, reason: 'VAPID key is not a P-256 public key' };
  }
  const verified = verifyJwt(token, publicKey, 'ES256');
  if (!verified) return { status: 401, reason: 'VAPID signature invalid' };
  const { aud, exp, sub } = verified.claims;
  if (aud !== origin) return { status: 401, reason: `VAPID aud must be ${origin}` };
  const now = nowSeconds();
  if (typeof exp !== 'number' || exp <= now || exp > now + MAX_VAPID_SECONDS) {
    return { status: 401, reason: 'VAPID exp expired or beyond 24 h' };
  }
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) {
    return { status: 401, reason: 'VAPID sub must be mailto: or https:' };
  }
  if (subscription.applicationServerKey && subscription.applicationServerKey !== key) {
    return { status: 403, reason: 'VAPID key is not the one this subscription was made for' };
  }
  return null;
}

/** The body, or null past `limit` bytes. */
export async function readRequest(request: IncomingMessage, limit: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
