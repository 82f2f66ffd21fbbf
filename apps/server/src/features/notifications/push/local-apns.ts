/**
 * A local APNs stand-in: an HTTP/2 server (plain h2c on 127.0.0.1 — Apple's is TLS; the
 * protocol, headers, token and payload checks are the same) that checks the provider JWT
 * (ES256 with its own key, kid, iss, age under an hour), the headers (topic, push type,
 * apns-id, collapse id) and the payload, and answers 410 Unregistered for tokens a test marked
 * uninstalled.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { constants, createServer, type Http2Server, type ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TApnsConfig } from '#server/config-push';
import { nowSeconds, verifyJwt } from './jwt';

export type TReceivedApns = {
  token: string;
  title: string;
  link: string;
  collapseId: string | null;
  apnsId: string;
  priority: string;
  receivedAt: string;
};

const KEY_ID = 'LOCALKEY01';
const TEAM_ID = 'LOCALTEAM1';
const TOPIC = 'org.habitat.local';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TLocalApns = Awaited<ReturnType<typeof startLocalApns>>;

export async function startLocalApns() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const unregistered = new Set<string>();
  const received = new Map<string, TReceivedApns>();

  function handle(stream: ServerHttp2Stream, headers: IncomingHttpHeaders, body: string) {
    const answer = (status: number, reason?: string) => {
      stream.respond({
        [constants.HTTP2_HEADER_STATUS]: status,
        'apns-id': String(headers['apns-id'] ?? ''),
        'content-type': 'application/json',
      });
      stream.end(
        reason
          ? JSON.stringify({ reason, ...(status === 410 ? { timestamp: Date.now() } : {}) })
          : '',
      );
    };
    if (headers[constants.HTTP2_HEADER_METHOD] !== 'POST') return answer(405, 'MethodNotAllowed');
    const token = /^\/3\/device\/([0-9a-fA-F]{64})$/.exec(
      String(headers[constants.HTTP2_HEADER_PATH]),
    )?.[1];
    if (!token) return answer(400, 'BadDeviceToken');
    const authError = checkProviderToken(String(headers.authorization ?? ''));
    if (authError) return answer(403, authError);
    if (headers['apns-topic'] !== TOPIC) return answer(400, 'DeviceTokenNotForTopic');
    if (headers['apns-push-type'] !== 'alert') return answer(400, 'InvalidPushType');
    // APNs makes one up when the sender gives none.
    const apnsId = String(headers['apns-id'] ?? randomUUID());
    if (!UUID.test(apnsId)) return answer(400, 'BadMessageId');
    const collapseId =
      typeof headers['apns-collapse-id'] === 'string' ? headers['apns-collapse-id'] : null;
    if (collapseId && Buffer.byteLength(collapseId) > 64) return answer(400, 'BadCollapseId');
    const priority = String(headers['apns-priority'] ?? '10');
    if (!['5', '10'].includes(priority)) return answer(400, 'BadPriority');
    const payload = parsePayload(body);
    if (typeof payload === 'string') return answer(400, payload);
    if (unregistered.has(token.toLowerCase())) return answer(410, 'Unregistered');
    received.set(`${token} ${collapseId ?? apnsId}`, {
      token,
      ...payload,
      collapseId,
      apnsId,
      priority,
      receivedAt: new Date().toISOString(),
    });
    answer(200);
  }

  function checkProviderToken(authorization: string) {
    const jwt = /^bearer (\S+)$/.exec(authorization)?.[1];
    if (!jwt) return 'MissingProviderToken';
    const verified = verifyJwt(jwt, publicKey, 'ES256');
    if (!verified || verified.header.kid !== KEY_ID || verified.claims.iss !== TEAM_ID) {
      return 'InvalidProviderToken';
    }
    const iat = verified.claims.iat;
    if (typeof iat !== 'number' || iat > nowSeconds() + 60) return 'InvalidProviderToken';
    if (nowSeconds() - iat > 3600) return 'ExpiredProviderToken';
    return null;
  }

  const server: Http2Server = createServer();
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => handle(stream, headers, body));
    stream.on('error', () => stream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sessions = new Set<import('node:http2').ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });

  return {
    /** The configuration the APNs sender uses to reach this stand-in. */
    config(): TApnsConfig {
      return { keyId: KEY_ID, teamId: TEAM_ID, key: privateKey, topic: TOPIC, url };
    },
    unregister(deviceToken: string) {
      unregistered.add(deviceToken.toLowerCase());
    },
    messages(deviceToken?: string) {
      return [...received.values()].filter((m) => !deviceToken || m.token === deviceToken);
    },
    async close() {
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `{aps:{alert:{title}}, link}`, or APNs' reason for refusing it. */
function parsePayload(body: string): { title: string; link: string } | string {
  if (!body) return 'PayloadEmpty';
  if (Buffer.byteLength(body) > 4096) return 'PayloadTooLarge';
  try {
    const payload = JSON.parse(body);
    const title = payload?.aps?.alert?.title;
    if (typeof title !== 'string' || !title) return 'PayloadEmpty';
    if (typeof payload.link !== 'string' || !payload.link.startsWith('/')) return 'BadPayload';
    return { title, link: payload.link };
  } catch {
    return 'BadPayload';
  }
}
