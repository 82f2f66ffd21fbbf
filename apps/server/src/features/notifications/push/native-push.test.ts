import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApnsSender } from './apns';
import { createFcmSender, FCM_SCOPE } from './fcm';
import { nowSeconds, signJwt } from './jwt';
import { uuidOf } from './push-errors';
import { startPushStandIns, type TPushStandIns } from './stand-ins';

let standIns: TPushStandIns;
beforeAll(async () => {
  standIns = await startPushStandIns();
});
afterAll(() => standIns.close());

const payload = { title: 'Your request #0000123 was updated', link: '/requests/123' };
const apnsToken = (n: number) => n.toString(16).padStart(64, 'a');

describe('FCM HTTP v1 through the local stand-in', () => {
  it('gets an access token with the service account and sends the message FCM expects', async () => {
    const send = createFcmSender(standIns.fcm.config());
    expect(await send('fcm-token:APA91b-one', payload, 'delivery-5')).toEqual({ status: 'sent' });
    expect(await send('fcm-token:APA91b-one', { ...payload, urgent: true }, 'delivery-6')).toEqual({
      status: 'sent',
    });
    expect(standIns.fcm.messages('fcm-token:APA91b-one')).toEqual([
      expect.objectContaining({
        title: payload.title,
        link: '/requests/123',
        collapseKey: 'delivery-5',
        priority: 'NORMAL',
      }),
      expect.objectContaining({ collapseKey: 'delivery-6', priority: 'HIGH' }),
    ]);
  });

  it('asks for one access token for a burst of sends, and reuses it', async () => {
    const send = createFcmSender(standIns.fcm.config());
    const before = standIns.fcm.tokensIssued();
    const burst = Array.from({ length: 5 }, (_, i) =>
      send(`fcm-token:burst-${i}`, payload, `d${i}`),
    );
    expect(await Promise.all(burst)).toEqual(Array(5).fill({ status: 'sent' }));
    await send('fcm-token:burst-later', payload, 'd9');
    expect(standIns.fcm.tokensIssued() - before).toBe(1);
  });

  it('keeps one message per collapse key: a resend replaces it', async () => {
    const send = createFcmSender(standIns.fcm.config());
    await send('fcm-token:twice', payload, 'delivery-9');
    await send('fcm-token:twice', payload, 'delivery-9');
    expect(standIns.fcm.messages('fcm-token:twice')).toHaveLength(1);
  });

  it('says gone when FCM answers UNREGISTERED', async () => {
    const send = createFcmSender(standIns.fcm.config());
    standIns.fcm.unregister('fcm-token:uninstalled');
    expect(await send('fcm-token:uninstalled', payload, 'k')).toEqual({ status: 'gone' });
  });

  it('is refused a token for an assertion not signed by the service account (and throws)', async () => {
    const forged = {
      ...standIns.fcm.config(),
      privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
    };
    await expect(createFcmSender(forged)('fcm-token:x', payload, 'k')).rejects.toThrow(
      /FCM token answered 400.*invalid_grant/,
    );
  });

  it('checks the bearer token, the project and the message shape', async () => {
    const config = standIns.fcm.config();
    const iat = nowSeconds();
    const assertion = signJwt(
      { alg: 'RS256' },
      { iss: config.clientEmail, scope: FCM_SCOPE, aud: config.tokenUri, iat, exp: iat + 3600 },
      config.privateKey,
    );
    const tokenResponse = await fetch(config.tokenUri, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
    });
    const { access_token } = (await tokenResponse.json()) as { access_token: string };
    const sendRaw = async (body: unknown, options: { bearer?: string; project?: string } = {}) => {
      const url = `${config.baseUrl}/v1/projects/${options.project ?? config.projectId}/messages:send`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.bearer ?? access_token}` },
        body: JSON.stringify(body),
      });
      return response.status;
    };
    const good = {
      message: {
        token: 't:1',
        notification: { title: 'T' },
        data: { link: '/news/1' },
        android: { collapse_key: 'k' },
      },
    };
    expect(await sendRaw(good)).toBe(200);
    expect(await sendRaw(good, { bearer: 'ya29.made-up' })).toBe(401);
    expect(await sendRaw(good, { project: 'someone-else' })).toBe(403);
    expect(await sendRaw({ message: { ...good.message, notification: {} } })).toBe(400);
    expect(await sendRaw({ message: { ...good.message, data: { link: '/x', n: 1 } } })).toBe(400);
    expect(await sendRaw({ message: { ...good.message, android: {} } })).toBe(400);
  });
});

describe('APNs over HTTP/2 through the local stand-in', () => {
  it('sends with the provider JWT, topic, push type, collapse id and an apns-id from the key', async () => {
    const apns = createApnsSender(standIns.apns.config());
    try {
      expect(await apns.send(apnsToken(1), payload, 'delivery-77')).toEqual({ status: 'sent' });
      expect(await apns.send(apnsToken(1), { ...payload, urgent: true }, 'delivery-78')).toEqual({
        status: 'sent',
      });
      await apns.send(apnsToken(1), payload, 'delivery-77');
      expect(standIns.apns.messages(apnsToken(1))).toEqual([
        expect.objectContaining({
          title: payload.title,
          link: '/requests/123',
          collapseId: 'delivery-77',
          apnsId: uuidOf('delivery-77'),
          priority: '5',
        }),
        expect.objectContaining({ collapseId: 'delivery-78', priority: '10' }),
      ]);
    } finally {
      apns.close();
    }
  });

  it('says gone on 410 Unregistered and on 400 BadDeviceToken', async () => {
    const apns = createApnsSender(standIns.apns.config());
    try {
      standIns.apns.unregister(apnsToken(2));
      expect(await apns.send(apnsToken(2), payload, 'k')).toEqual({ status: 'gone' });
      expect(await apns.send('not-a-device-token', payload, 'k')).toEqual({ status: 'gone' });
    } finally {
      apns.close();
    }
  });

  it('is refused with a key that is not the one of the key id, or another topic (and throws)', async () => {
    const config = standIns.apns.config();
    const forged = createApnsSender({
      ...config,
      key: generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey,
    });
    const otherTopic = createApnsSender({ ...config, topic: 'org.someone.else' });
    try {
      await expect(forged.send(apnsToken(3), payload, 'k')).rejects.toThrow(
        /APNs answered 403: InvalidProviderToken/,
      );
      await expect(otherTopic.send(apnsToken(3), payload, 'k')).rejects.toThrow(
        /400: DeviceTokenNotForTopic/,
      );
      expect(standIns.apns.messages(apnsToken(3))).toEqual([]);
    } finally {
      forged.close();
      otherTopic.close();
    }
  });
});
