import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS, PAYMENT_PROCESSORS } from '@habitat/shared';
import { z } from 'zod';
import { ConfigError } from './config-error';
import {
  loadMobileConfig,
  requireMobileSettings,
  type TMobileConfig,
  ZMobileEnv,
} from './config-mobile';
import { loadPushConfig, requirePushSettings, type TPushConfig, ZPushEnv } from './config-push';
import type { TStorageConfig } from './lib/storage';

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    WEB_DIST: z.string().min(1).optional(),
    BRAND: z.enum(BRANDS).default('default'),
    ORGANIZATION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be an organization slug (a-z, 0-9, -)')
      .default('demo'),
    PROPERTY: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a property slug (a-z, 0-9, -)')
      .optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    SEED: z.enum(['demo', 'none']).optional(),
    TRUST_PROXY: z
      .string()
      .regex(
        // No hop count: this Fastify ignores X-Forwarded-For under one (it cannot check the peer).
        /^[\da-fA-F.:/]*[.:][\da-fA-F.:/]*(\s*,\s*[\da-fA-F.:/]*[.:][\da-fA-F.:/]*)*$/,
        'must be a comma list of proxy addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8)',
      )
      .optional(),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
    PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    PAYMENT_PROCESSOR: z.enum(PAYMENT_PROCESSORS).default('local'),
    PAYMENT_RECOVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    NOTIFICATIONS_WORKER: z.enum(['on', 'off']).default('on'),
    API_DOCS: z.enum(['on', 'off']).optional(),
    // Never quoted in a message either: it guards the metrics.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    // The messages never quote the value: a secret key must not reach a log.
    STRIPE_SECRET_KEY: z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_\w+$/,
        'must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key)',
      )
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
      .optional(),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 of a-z 0-9 . -)')
      .optional(),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region such as us-east-1')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    ...ZPushEnv.shape,
    ...ZMobileEnv.shape,
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3') requireS3Settings(env, ctx);
    requirePushSettings(env, ctx);
    requireMobileSettings(env, ctx);
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && env.SEED === 'demo') {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED'],
        message: 'demo seed is refused in production',
      });
    }
    if (env.PAYMENT_PROCESSOR === 'stripe') {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when PAYMENT_PROCESSOR is stripe',
          });
        }
      }
      const mode = (key: string | undefined) => key?.match(/^[a-z]+_(test|live)_/)?.[1];
      const secretMode = mode(env.STRIPE_SECRET_KEY);
      const publishableMode = mode(env.STRIPE_PUBLISHABLE_KEY);
      if (secretMode && publishableMode && secretMode !== publishableMode) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_PUBLISHABLE_KEY'],
          message: `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key`,
        });
      }
    }
  });

type TEnv = z.infer<typeof ZEnv>;

/** STORAGE=s3 needs a bucket, and the two keys go together (neither: the SDK's own chain). */
function requireS3Settings(
  env: Pick<TEnv, 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
  ctx: z.RefinementCtx,
) {
  if (!env.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'is required when STORAGE is s3',
    });
  }
  const pair = [
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'],
  ] as const;
  for (const [name, other] of pair) {
    if (!env[name] && env[other]) {
      ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${other}` });
    }
  }
}

/** The card processor: the built-in local one (test cards) or Stripe with its two keys. */
export type TPaymentsConfig =
  | { processor: 'local' }
  | { processor: 'stripe'; secretKey: string; publishableKey: string };

export type TConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The built web app to serve (WEB_DIST; default apps/web/dist): benches compare builds with it. */
  webDist: string;
  brand: (typeof BRANDS)[number];
  organization: string;
  property: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  seed: 'demo' | 'none';
  logLevel: string;
  /** Fastify's trustProxy: false (the socket address only) or the trusted proxies' addresses/CIDRs. */
  trustProxy: false | string[];
  /** Sign-in attempts allowed per minute from one address. */
  loginRateLimit: number;
  /** Reset links, password and e-mail changes allowed per 15 minutes from one address, per route. */
  passwordResetRateLimit: number;
  payments: TPaymentsConfig;
  /**
   * A card charge left unsettled this long (its server stopped between the charge and the
   * booking) is finished by the reconciler, which also runs this often (and at start-up).
   */
  paymentRecoverySeconds: number;
  /**
   * This instance relays the notification outbox and runs the delivery jobs (NOTIFICATIONS_WORKER;
   * on by default, off for an instance that only answers requests).
   */
  notificationsWorker: boolean;
  /** Where uploaded files live (STORAGE): DATA_DIR/uploads or an S3-compatible bucket. */
  storage: TStorageConfig;
  /** Web Push (VAPID), FCM and APNs, and whether the local stand-ins are served (config-push.ts). */
  push: TPushConfig;
  /** The mobile app's store pages and the app identities of /.well-known (config-mobile.ts). */
  mobile: TMobileConfig;
  /** The OpenAPI description and its UI at /api/docs (API_DOCS; on in development only). */
  apiDocs: boolean;
  /** The Bearer token GET /metrics asks for (METRICS_TOKEN); unset: no metrics at all. */
  metricsToken: string | undefined;
  /** How long a shutdown lets requests, jobs and mails in progress finish (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  version: string;
};

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export { ConfigError };

/** Parses the environment once; a bad value throws an error that names the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): TConfig {
  const blankAsUnset = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = ZEnv.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : defaultWebDist,
    brand: env.BRAND,
    organization: env.ORGANIZATION,
    property: env.PROPERTY,
    publicUrl,
    jwtSecret: env.JWT_SECRET ?? generatedSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    seed: env.SEED ?? (env.NODE_ENV === 'production' ? 'none' : 'demo'),
    logLevel: env.LOG_LEVEL,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    passwordResetRateLimit: env.PASSWORD_RESET_RATE_LIMIT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    payments:
      env.PAYMENT_PROCESSOR === 'stripe'
        ? {
            processor: 'stripe',
            // Both are present: the refinement above refuses stripe without them.
            secretKey: env.STRIPE_SECRET_KEY!,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
          }
        : { processor: 'local' },
    paymentRecoverySeconds: env.PAYMENT_RECOVERY_SECONDS,
    notificationsWorker: env.NOTIFICATIONS_WORKER === 'on',
    storage: storageConfig(env),
    push: loadPushConfig(env, { dataDir, publicUrl }),
    mobile: loadMobileConfig(env),
    apiDocs: (env.API_DOCS ?? (env.NODE_ENV === 'development' ? 'on' : 'off')) === 'on',
    metricsToken: env.METRICS_TOKEN,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    version: readVersion(),
  };
}

function storageConfig(env: TEnv): TStorageConfig {
  if (env.STORAGE === 'local') return { kind: 'local' };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    kind: 's3',
    // Present: the refinement above refuses s3 without it.
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** Unset trusts no proxy, so X-Forwarded-For cannot choose the address rate limits count. */
function parseTrustProxy(value: string | undefined): TConfig['trustProxy'] {
  if (value === undefined) return false;
  return value.split(',').map((part) => part.trim());
}

/** Outside production the secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}
