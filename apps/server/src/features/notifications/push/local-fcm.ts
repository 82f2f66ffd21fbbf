/**
 * A local FCM HTTP v1 stand-in: it holds a service account of its own (an RSA key made at
 * start), serves the OAuth2 token endpoint (checks the RS256 assertion: issuer, audience,
 * scope, lifetime) and messages:send (checks the bearer token, the project and the message's
 * shape), and answers 404 UNREGISTERED for tokens a test marked uninstalled.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { TFcmConfig } from '#server/config-push';
import { FCM_SCOPE } from './fcm';
import { nowSeconds, verifyJwt } from './jwt';
import { readRequest } from './local-web-push-service';

export type TReceivedFcm = {
  token: string;
  title: string;
  link: string;
  collapseKey: string;
  priority: string;
  receivedAt: string;
};

const PROJECT_ID = 'habitat-local';
const CLIENT_EMAIL = 'habitat-local@habitat-local.iam.gserviceaccount.com';

export type TLocalFcm = ReturnType<typeof createLocalFcm>;

export function createLocalFcm() {
  let keys: ReturnType<typeof rsaKeys> | null = null;
  // Made on first use: an RSA key costs tens of milliseconds, and most apps never push.
  const keyPair = () => {
    keys ??= rsaKeys();
    return keys;
  };
  const accessTokens = new Map<string, number>();
  const unregistered = new Set<string>();
  /** One message per token and collapse key: the device keeps one per tag. */
  const received = new Map<string, TReceivedFcm>();
  let base = '';

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const fcmError = (
    response: ServerResponse,
    code: number,
    status: string,
    message: string,
    errorCode?: string,
  ) =>
    json(response, code, {
      error: {
        code,
        status,
        message,
        details: errorCode
          ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }]
          : [],
      },
    });

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams((await readRequest(request, 16_384))?.toString('utf8') ?? '');
    const grant = form.get('grant_type');
    const verified = verifyJwt(form.get('assertion') ?? '', keyPair().publicKey, 'RS256');
    const claims = verified?.claims;
    const now = nowSeconds();
    const valid =
      grant === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
      claims?.iss === CLIENT_EMAIL &&
      claims.aud === `${base}/token` &&
      typeof claims.scope === 'string' &&
      claims.scope.split(' ').includes(FCM_SCOPE) &&
      typeof claims.iat === 'number' &&
      typeof claims.exp === 'number' &&
      claims.iat <= now + 60 &&
      claims.exp > now &&
      claims.exp - claims.iat <= 3600;
    if (!valid) return json(response, 400, { error: 'invalid_grant' });
    const accessToken = `ya29.local-${randomUUID()}`;
    accessTokens.set(accessToken, now + 3600);
    json(response, 200, { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' });
  }

  async function send(request: IncomingMessage, response: ServerResponse, project: string) {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || (accessTokens.get(bearer) ?? 0) <= nowSeconds()) {
      return fcmError(
        response,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials',
      );
    }
    if (project !== PROJECT_ID) {
      return fcmError(response, 403, 'PERMISSION_DENIED', `No access to project ${project}`);
    }
    const message = parseMessage(await readRequest(request, 16_384));
    if (typeof message === 'string') return fcmError(response, 400, 'INVALID_ARGUMENT', message);
    if (unregistered.has(message.token)) {
      return fcmError(
        response,
        404,
        'NOT_FOUND',
        'Requested entity was not found.',
        'UNREGISTERED',
      );
    }
    received.set(`${message.token} ${message.collapseKey}`, message);
    json(response, 200, { name: `projects/${PROJECT_ID}/messages/${randomUUID()}` });
  }

  return {
    setBase(url: string) {
      base = url;
    },
    /** The configuration the FCM sender uses to reach this stand-in. */
    config(): TFcmConfig {
      return {
        projectId: PROJECT_ID,
        clientEmail: CLIENT_EMAIL,
        // Read by the first push, not at start-up: the 2048-bit RSA key took ~0.2 s of boot.
        get privateKey() {
          return keyPair().privateKey;
        },
        tokenUri: `${base}/token`,
        baseUrl: base,
      };
    },
    /** How many access tokens the token endpoint gave out. */
    tokensIssued: () => accessTokens.size,
    /** The app was uninstalled from this device: FCM answers UNREGISTERED. */
    unregister(deviceToken: string) {
      unregistered.add(deviceToken);
    },
    messages(deviceToken?: string) {
      return [...received.values()].filter((m) => !deviceToken || m.token === deviceToken);
    },
    /** {base}/token and {base}/v1/projects/{id}/messages:send. */
    async handle(request: IncomingMessage, response: ServerResponse, path: string) {
      if (request.method !== 'POST') return json(response, 405, { error: 'POST only' });
      if (path === '/token') return token(request, response);
      const project = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path)?.[1];
      if (project) return send(request, response, project);
      return fcmError(response, 404, 'NOT_FOUND', 'No such method');
    },
  };
}

function rsaKeys() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** The part of FCM v1's message this server sends, as FCM checks it. */
const ZFcmRequest = z.object({
  message: z.object({
    token: z.string().min(1),
    notification: z.object({ title: z.string().min(1) }),
    // FCM's data values are strings only.
    data: z.record(z.string(), z.string()).and(z.object({ link: z.string().startsWith('/') })),
    android: z.object({
      collapse_key: z.string().min(1),
      priority: z.enum(['HIGH', 'NORMAL']).default('NORMAL'),
      ttl: z
        .string()
        .regex(/^\d+(\.\d+)?s$/)
        .optional(),
      notification: z.object({ tag: z.string().optional() }).optional(),
    }),
  }),
});

/** The message FCM v1 expects from the sender, or what is wrong with it. */
function parseMessage(body: Buffer | null): TReceivedFcm | string {
  let json: unknown;
  try {
    json = JSON.parse(body?.toString('utf8') ?? '');
  } catch {
    return 'Invalid JSON payload received.';
  }
  const parsed = ZFcmRequest.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `Invalid value at '${issue.path.join('.')}': ${issue.message}`;
  }
  const { message } = parsed.data;
  return {
    token: message.token,
    title: message.notification.title,
    link: message.data.link,
    collapseKey: message.android.collapse_key,
    priority: message.android.priority,
    receivedAt: new Date().toISOString(),
  };
}
