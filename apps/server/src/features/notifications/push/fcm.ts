/**
 * FCM HTTP v1: an OAuth2 access token from the service account (a JWT assertion signed with
 * its RSA key, exchanged at its token_uri, kept until shortly before it expires), then
 * POST {base}/v1/projects/{id}/messages:send.
 */
import type { TFcmConfig } from '#server/config-push';
import type { TPushPayload, TPushResult } from '../channels';
import { nowSeconds, signJwt } from './jwt';
import { PushServiceError, readBody, topicOf } from './push-errors';
import { PUSH_TTL_SECONDS } from './web-push';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TOKEN_SECONDS = 3600;
const TIMEOUT_MS = 10_000;

export function createFcmSender(config: TFcmConfig) {
  let cached: { token: string; until: number } | null = null;
  let asking: Promise<string> | null = null;

  /** One exchange at a time: a batch of sends waits for the same token. */
  async function accessToken() {
    if (cached && cached.until > nowSeconds()) return cached.token;
    asking ??= exchangeAssertion().finally(() => {
      asking = null;
    });
    return asking;
  }

  async function exchangeAssertion() {
    const iat = nowSeconds();
    const assertion = signJwt(
      { alg: 'RS256' },
      {
        iss: config.clientEmail,
        scope: FCM_SCOPE,
        aud: config.tokenUri,
        iat,
        exp: iat + TOKEN_SECONDS,
      },
      config.privateKey,
    );
    const response = await fetch(config.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok)
      throw new PushServiceError('FCM token', response.status, await readBody(response));
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // Renewed five minutes early: a token must not expire between here and the send.
    cached = { token: body.access_token, until: iat + body.expires_in - 300 };
    return cached.token;
  }

  return async function send(
    token: string,
    payload: TPushPayload,
    key: string,
  ): Promise<TPushResult> {
    const collapseKey = topicOf(key);
    const message = {
      token,
      notification: { title: payload.title },
      data: { link: payload.link, tag: collapseKey },
      android: {
        collapse_key: collapseKey,
        priority: payload.urgent ? 'HIGH' : 'NORMAL',
        ttl: `${PUSH_TTL_SECONDS}s`,
        // The device shows one notification per tag: a resend replaces it.
        notification: { tag: collapseKey },
      },
    };
    const url = `${config.baseUrl}/v1/projects/${config.projectId}/messages:send`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ message }),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return { status: 'sent' };
    const detail = await readBody(response);
    if (response.status === 404 || detail.includes('UNREGISTERED')) return { status: 'gone' };
    // A revoked or expired token: the next attempt asks for a new one.
    if (response.status === 401) cached = null;
    throw new PushServiceError('FCM', response.status, detail);
  };
}
