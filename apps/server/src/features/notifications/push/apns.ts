/**
 * APNs over HTTP/2 with a provider token: a JWT (ES256, kid = key id, iss = team id) renewed
 * every 50 minutes (Apple refuses one older than an hour). One HTTP/2 session per sender,
 * opened again when it closes.
 */
import { type ClientHttp2Session, connect, constants } from 'node:http2';
import type { TApnsConfig } from '#server/config-push';
import type { TPushPayload, TPushResult } from '../channels';
import { nowSeconds, signJwt } from './jwt';
import { PushServiceError, uuidOf } from './push-errors';
import { PUSH_TTL_SECONDS } from './web-push';

const TOKEN_SECONDS = 50 * 60;
const TIMEOUT_MS = 10_000;
/** The device no longer has the app, or the token was never valid (a wrong topic is ours: thrown). */
const GONE_REASONS = ['BadDeviceToken', 'Unregistered'];

export function createApnsSender(config: TApnsConfig) {
  let providerToken: { jwt: string; issuedAt: number } | null = null;
  let session: ClientHttp2Session | null = null;

  function jwt() {
    const now = nowSeconds();
    if (!providerToken || now - providerToken.issuedAt >= TOKEN_SECONDS) {
      const token = signJwt(
        { alg: 'ES256', kid: config.keyId },
        { iss: config.teamId, iat: now },
        config.key,
      );
      providerToken = { jwt: token, issuedAt: now };
    }
    return providerToken.jwt;
  }

  function connection() {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = connect(config.url);
    opened.on('error', () => opened.destroy());
    opened.on('close', () => {
      if (session === opened) session = null;
    });
    // An idle connection must not keep the process alive.
    opened.unref();
    session = opened;
    return opened;
  }

  async function send(
    deviceToken: string,
    payload: TPushPayload,
    key: string,
  ): Promise<TPushResult> {
    const body = JSON.stringify({
      aps: { alert: { title: payload.title }, sound: 'default' },
      link: payload.link,
    });
    const { status, reason } = await request(
      connection(),
      {
        [constants.HTTP2_HEADER_METHOD]: 'POST',
        [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(deviceToken)}`,
        authorization: `bearer ${jwt()}`,
        'apns-topic': config.topic,
        'apns-push-type': 'alert',
        'apns-priority': payload.urgent ? '10' : '5',
        'apns-expiration': String(nowSeconds() + PUSH_TTL_SECONDS),
        // The same delivery, the same ids: the device shows it once.
        'apns-collapse-id': key.slice(0, 64),
        'apns-id': uuidOf(key),
        'content-type': 'application/json',
      },
      body,
    );
    if (status === 200) return { status: 'sent' };
    if (status === 410 || (status === 400 && GONE_REASONS.includes(reason))) {
      return { status: 'gone' };
    }
    if (reason === 'ExpiredProviderToken') providerToken = null;
    throw new PushServiceError('APNs', status, reason);
  }

  return {
    send,
    close() {
      session?.close();
      session = null;
    },
  };
}

function request(session: ClientHttp2Session, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; reason: string }>((resolve, reject) => {
    const stream = session.request(headers);
    stream.setTimeout(TIMEOUT_MS, () => stream.close(constants.NGHTTP2_CANCEL));
    let status = 0;
    let text = '';
    stream.on('response', (responseHeaders) => {
      status = Number(responseHeaders[constants.HTTP2_HEADER_STATUS]);
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
    });
    stream.on('end', () => {
      if (!status) return reject(new Error('APNs closed the stream without an answer'));
      let reason = '';
      try {
        reason = text ? String(JSON.parse(text).reason ?? '') : '';
      } catch {
        reason = text.slice(0, 200);
      }
      resolve({ status, reason });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}
