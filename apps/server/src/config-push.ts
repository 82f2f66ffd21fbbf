/**
 * The push channels' settings (issue 24): Web Push's VAPID keys, FCM HTTP v1 and APNs, and the
 * local stand-ins that development, tests and the e2e send to (features/notifications/push).
 */
import { createECDH, createPrivateKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error';

const base64url = /^[A-Za-z0-9_-]+$/;

export const ZPushEnv = z.object({
  PUSH_STAND_INS: z.enum(['on', 'off']).optional(),
  WEB_PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(base64url, 'must be base64url (A-Z a-z 0-9 - _, no padding)')
    .refine((key) => isRawPublicKey(Buffer.from(key, 'base64url')), {
      message: 'must be an uncompressed P-256 public key (65 bytes, base64url)',
    })
    .optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(base64url, 'must be base64url (A-Z a-z 0-9 - _, no padding)')
    .refine((key) => Buffer.from(key, 'base64url').length === 32, {
      message: 'must be a P-256 private key (32 bytes, base64url)',
    })
    .optional(),
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  FCM_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,29}$/, 'must be a Firebase project id (a-z, 0-9, -)')
    .optional(),
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character key id of the .p8 key')
    .optional(),
  APNS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple team id')
    .optional(),
  APNS_KEY: z.string().optional(),
  APNS_TOPIC: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$/, "must be the app's bundle id (e.g. org.example.habitat)")
    .optional(),
  APNS_ENV: z.enum(['production', 'sandbox']).default('production'),
});

type TPushEnv = z.infer<typeof ZPushEnv> & { NODE_ENV: string };

const isRawPublicKey = (key: Buffer) => key.length === 65 && key[0] === 0x04;

export type TVapidConfig = { publicKey: string; privateKey: string; subject: string };
export type TFcmConfig = {
  projectId: string;
  clientEmail: string;
  privateKey: KeyObject;
  tokenUri: string;
  /** Where messages:send lives (the local stand-in's address when it stands in). */
  baseUrl: string;
};
export type TApnsConfig = {
  keyId: string;
  teamId: string;
  key: KeyObject;
  topic: string;
  /** https://api.push.apple.com (or sandbox), or the local stand-in's http:// (h2c) address. */
  url: string;
};

export type TPushConfig = {
  /**
   * The local Web Push service, FCM and APNs stand-ins are served (PUSH_STAND_INS; on except in
   * production), and native push not configured by env goes to them.
   */
  standIns: boolean;
  /** null: Web Push is off (production without VAPID keys). */
  webPush: TVapidConfig | null;
  /** null: not configured (the stand-in takes it when standIns, else off). */
  fcm: TFcmConfig | null;
  apns: TApnsConfig | null;
};

const FCM_VARIABLES = ['FCM_PROJECT_ID', 'FCM_SERVICE_ACCOUNT'] as const;
const APNS_VARIABLES = ['APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_KEY', 'APNS_TOPIC'] as const;
const VAPID_VARIABLES = ['WEB_PUSH_VAPID_PUBLIC_KEY', 'WEB_PUSH_VAPID_PRIVATE_KEY'] as const;

/** A provider is configured whole or not at all: half of one is a mistake worth stopping for. */
export function requirePushSettings(env: Partial<TPushEnv>, ctx: z.RefinementCtx) {
  for (const group of [VAPID_VARIABLES, FCM_VARIABLES, APNS_VARIABLES]) {
    const given = group.filter((name) => env[name]);
    if (given.length === 0) continue;
    for (const name of group) {
      if (env[name]) continue;
      ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${given[0]}` });
    }
  }
  const { WEB_PUSH_VAPID_PUBLIC_KEY: publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey && Buffer.from(privateKey, 'base64url').length === 32) {
    if (publicKeyOf(privateKey) !== publicKey) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_PUSH_VAPID_PUBLIC_KEY'],
        message: 'is not the public key of WEB_PUSH_VAPID_PRIVATE_KEY',
      });
    }
  }
}

function publicKeyOf(privateKey: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/** Reads the keys the variables name (a file path or the text itself); a bad one stops start-up. */
export function loadPushConfig(
  env: TPushEnv,
  options: { dataDir: string; publicUrl: string },
): TPushConfig {
  const production = env.NODE_ENV === 'production';
  return {
    standIns: (env.PUSH_STAND_INS ?? (production ? 'off' : 'on')) === 'on',
    webPush: vapidConfig(env, options),
    fcm: env.FCM_PROJECT_ID && env.FCM_SERVICE_ACCOUNT ? fcmConfig(env) : null,
    apns: env.APNS_KEY_ID ? apnsConfig(env) : null,
  };
}

function vapidConfig(env: TPushEnv, options: { dataDir: string; publicUrl: string }) {
  const subject = env.WEB_PUSH_SUBJECT ?? defaultSubject(options.publicUrl);
  const { WEB_PUSH_VAPID_PUBLIC_KEY: publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  // Like the JWT secret: generated once outside production; production names its keys.
  if (env.NODE_ENV === 'production') return null;
  return { ...generatedVapidKeys(options.dataDir), subject };
}

/** Push services write to the subject when a sender misbehaves: the site, or a mailbox at it. */
function defaultSubject(publicUrl: string) {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  return `mailto:webpush@${url.hostname}`;
}

function generatedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'web-push-vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey drops leading zero bytes: a VAPID private key is always 32.
  const privateKey = Buffer.alloc(32);
  ecdh.getPrivateKey().copy(privateKey, 32 - ecdh.getPrivateKey().length);
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The text itself (JSON or PEM) or the path of a file holding it. */
function textOrFile(name: string, value: string, looksInline: (value: string) => boolean) {
  if (looksInline(value)) return value;
  try {
    return readFileSync(value, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw invalid(name, `cannot read the file ${value} (${reason})`);
  }
}

const invalid = (name: string, message: string) =>
  new ConfigError(`Invalid configuration:\n  ${name}: ${message}`);

const ZServiceAccount = z.object({
  client_email: z.string().email(),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url({ protocol: /^https$/ }).default('https://oauth2.googleapis.com/token'),
});

function fcmConfig(env: TPushEnv): TFcmConfig {
  const name = 'FCM_SERVICE_ACCOUNT';
  const text = textOrFile(name, env.FCM_SERVICE_ACCOUNT!, (v) => v.trim().startsWith('{'));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid(name, 'is not JSON (the service account key file Firebase gives)');
  }
  const account = ZServiceAccount.safeParse(json);
  if (!account.success) {
    const fields = account.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw invalid(name, `is not a service account key (check ${fields})`);
  }
  const privateKey = parsePrivateKey(name, account.data.private_key);
  if (privateKey.asymmetricKeyType !== 'rsa') throw invalid(name, 'private_key is not RSA');
  return {
    projectId: env.FCM_PROJECT_ID!,
    clientEmail: account.data.client_email,
    privateKey,
    tokenUri: account.data.token_uri,
    baseUrl: 'https://fcm.googleapis.com',
  };
}

function apnsConfig(env: TPushEnv): TApnsConfig {
  const name = 'APNS_KEY';
  const key = parsePrivateKey(
    name,
    textOrFile(name, env.APNS_KEY!, (v) => v.includes('-----')),
  );
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw invalid(name, 'is not a P-256 key (the .p8 file Apple gives)');
  }
  return {
    keyId: env.APNS_KEY_ID!,
    teamId: env.APNS_TEAM_ID!,
    key,
    topic: env.APNS_TOPIC!,
    url:
      env.APNS_ENV === 'sandbox'
        ? 'https://api.sandbox.push.apple.com'
        : 'https://api.push.apple.com',
  };
}

function parsePrivateKey(name: string, pem: string) {
  try {
    return createPrivateKey(pem);
  } catch {
    throw invalid(name, 'is not a readable PEM private key');
  }
}
