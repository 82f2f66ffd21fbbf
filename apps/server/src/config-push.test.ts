import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'habitat-config-push-'));
const SECRET = 'a-secret-that-is-at-least-thirty-two-characters';
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: SECRET };

function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

const rsaPem = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
const p8Pem = () =>
  generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
const serviceAccount = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'service_account',
    client_email: 'push@habitat-prod.iam.gserviceaccount.com',
    private_key: rsaPem(),
    token_uri: 'https://oauth2.googleapis.com/token',
    ...fields,
  });
const FCM = { FCM_PROJECT_ID: 'habitat-prod' };
const APNS = {
  APNS_KEY_ID: 'ABC123DEFG',
  APNS_TEAM_ID: 'TEAM123456',
  APNS_TOPIC: 'org.habitat.app',
};

describe('push settings', () => {
  it('serves the stand-ins outside production and generates the VAPID keys once into DATA_DIR', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.push).toMatchObject({ standIns: true, fcm: null, apns: null });
    const vapid = config.push.webPush!;
    expect(Buffer.from(vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(vapid.subject).toBe('mailto:webpush@localhost');
    const file = join(dataDir, 'web-push-vapid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).publicKey).toBe(vapid.publicKey);
    // Subscriptions are bound to the key: a restart keeps it.
    expect(loadConfig({ DATA_DIR: dataDir }).push.webPush).toEqual(vapid);
    expect(loadConfig({ DATA_DIR: tempDir() }).push.webPush!.publicKey).not.toBe(vapid.publicKey);
  });

  it('in production: no stand-ins unless asked, and Web Push off without keys', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), ...PRODUCTION });
    expect(config.push).toEqual({ standIns: false, webPush: null, fcm: null, apns: null });
    expect(
      loadConfig({ DATA_DIR: tempDir(), ...PRODUCTION, PUSH_STAND_INS: 'on' }).push.standIns,
    ).toBe(true);
  });

  it('takes the VAPID keys and subject from the environment', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ...PRODUCTION,
      PUBLIC_URL: 'https://residents.example.org',
      WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
    });
    expect(config.push.webPush).toEqual({ ...keys, subject: 'https://residents.example.org' });
    const withSubject = loadConfig({
      DATA_DIR: tempDir(),
      WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
      WEB_PUSH_SUBJECT: 'mailto:ops@example.org',
    });
    expect(withSubject.push.webPush!.subject).toBe('mailto:ops@example.org');
  });

  it('refuses half a VAPID pair, bad base64url, keys that do not match, and a bad subject', () => {
    const keys = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    expect(configErrorOf({ WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey })).toMatch(
      /WEB_PUSH_VAPID_PRIVATE_KEY: is required with WEB_PUSH_VAPID_PUBLIC_KEY/,
    );
    expect(
      configErrorOf({
        WEB_PUSH_VAPID_PUBLIC_KEY: `${keys.publicKey}=`,
        WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
      }),
    ).toMatch(/WEB_PUSH_VAPID_PUBLIC_KEY: must be base64url/);
    expect(
      configErrorOf({
        WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey.slice(0, 40),
        WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
      }),
    ).toMatch(/WEB_PUSH_VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key/);
    expect(
      configErrorOf({
        WEB_PUSH_VAPID_PUBLIC_KEY: other.publicKey,
        WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
      }),
    ).toMatch(/WEB_PUSH_VAPID_PUBLIC_KEY: is not the public key of WEB_PUSH_VAPID_PRIVATE_KEY/);
    const message = configErrorOf({
      WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: 'c2hvcnQ',
      WEB_PUSH_SUBJECT: 'http://example.org',
    });
    expect(message).toMatch(/WEB_PUSH_VAPID_PRIVATE_KEY: must be a P-256 private key/);
    expect(message).toMatch(/WEB_PUSH_SUBJECT: must be a mailto: address or an https:\/\/ URL/);
    expect(message).not.toContain('c2hvcnQ');
  });

  it('reads the FCM service account as JSON text or from a file', () => {
    const inline = loadConfig({
      DATA_DIR: tempDir(),
      ...FCM,
      FCM_SERVICE_ACCOUNT: serviceAccount(),
    });
    expect(inline.push.fcm).toMatchObject({
      projectId: 'habitat-prod',
      clientEmail: 'push@habitat-prod.iam.gserviceaccount.com',
      tokenUri: 'https://oauth2.googleapis.com/token',
      baseUrl: 'https://fcm.googleapis.com',
    });
    expect(inline.push.fcm!.privateKey.asymmetricKeyType).toBe('rsa');
    const path = join(tempDir(), 'service-account.json');
    writeFileSync(path, serviceAccount());
    const fromFile = loadConfig({ DATA_DIR: tempDir(), ...FCM, FCM_SERVICE_ACCOUNT: path });
    expect(fromFile.push.fcm!.clientEmail).toBe('push@habitat-prod.iam.gserviceaccount.com');
  });

  it('refuses half an FCM configuration, an unreadable file and a file that is no service account', () => {
    expect(configErrorOf(FCM)).toMatch(/FCM_SERVICE_ACCOUNT: is required with FCM_PROJECT_ID/);
    expect(configErrorOf({ FCM_SERVICE_ACCOUNT: serviceAccount() })).toMatch(
      /FCM_PROJECT_ID: is required with FCM_SERVICE_ACCOUNT/,
    );
    expect(configErrorOf({ ...FCM, FCM_SERVICE_ACCOUNT: '/nowhere/sa.json' })).toMatch(
      /FCM_SERVICE_ACCOUNT: cannot read the file \/nowhere\/sa.json \(ENOENT\)/,
    );
    expect(configErrorOf({ ...FCM, FCM_SERVICE_ACCOUNT: '{not json' })).toMatch(
      /FCM_SERVICE_ACCOUNT: is not JSON/,
    );
    expect(
      configErrorOf({ ...FCM, FCM_SERVICE_ACCOUNT: serviceAccount({ client_email: undefined }) }),
    ).toMatch(/FCM_SERVICE_ACCOUNT: is not a service account key \(check client_email\)/);
    const notAKey = serviceAccount({
      private_key: '-----BEGIN PRIVATE KEY-----\nxx\n-----END PRIVATE KEY-----',
    });
    expect(configErrorOf({ ...FCM, FCM_SERVICE_ACCOUNT: notAKey })).toMatch(
      /FCM_SERVICE_ACCOUNT: is not a readable PEM private key/,
    );
    expect(configErrorOf({ FCM_PROJECT_ID: 'Bad Project', FCM_SERVICE_ACCOUNT: '{}' })).toMatch(
      /FCM_PROJECT_ID: must be a Firebase project id/,
    );
  });

  it('reads the APNs key (.p8 text or file) and picks the host by APNS_ENV', () => {
    const path = join(tempDir(), 'AuthKey.p8');
    writeFileSync(path, p8Pem());
    const config = loadConfig({ DATA_DIR: tempDir(), ...APNS, APNS_KEY: path });
    expect(config.push.apns).toMatchObject({
      keyId: 'ABC123DEFG',
      teamId: 'TEAM123456',
      topic: 'org.habitat.app',
      url: 'https://api.push.apple.com',
    });
    const sandbox = loadConfig({
      DATA_DIR: tempDir(),
      ...APNS,
      APNS_KEY: p8Pem(),
      APNS_ENV: 'sandbox',
    });
    expect(sandbox.push.apns!.url).toBe('https://api.sandbox.push.apple.com');
  });

  it('refuses half an APNs configuration, an unreadable or non-P-256 key', () => {
    const missing = configErrorOf({ APNS_KEY_ID: 'ABC123DEFG' });
    for (const name of ['APNS_TEAM_ID', 'APNS_KEY', 'APNS_TOPIC']) {
      expect(missing).toContain(`${name}: is required with APNS_KEY_ID`);
    }
    expect(configErrorOf({ ...APNS, APNS_KEY: '/nowhere/AuthKey.p8' })).toMatch(
      /APNS_KEY: cannot read the file/,
    );
    expect(configErrorOf({ ...APNS, APNS_KEY: rsaPem() })).toMatch(/APNS_KEY: is not a P-256 key/);
    expect(configErrorOf({ ...APNS, APNS_KEY: p8Pem(), APNS_KEY_ID: 'short' })).toMatch(
      /APNS_KEY_ID: must be the 10-character key id/,
    );
    expect(configErrorOf({ ...APNS, APNS_KEY: p8Pem(), APNS_ENV: 'staging' })).toContain(
      'APNS_ENV:',
    );
  });
});
