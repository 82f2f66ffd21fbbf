import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'habitat-config-'));
const SECRET = 'a-secret-that-is-at-least-thirty-two-characters';

/** The ConfigError thrown for this environment (fails the test if none is). */
function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('serves a local demo by default', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir,
      brand: 'default',
      organization: 'demo',
      property: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      seed: 'demo',
      logLevel: 'info',
      loginRateLimit: 10,
      trustProxy: false,
      payments: { processor: 'local' },
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('keeps DATA_DIR at ./data by default, resolved to an absolute path', () => {
    const cwd = process.cwd();
    const dir = tempDir();
    process.chdir(dir);
    try {
      const config = loadConfig({});
      expect(config.dataDir).toBe(join(process.cwd(), 'data'));
      expect(existsSync(join(dir, 'data'))).toBe(true);
    } finally {
      process.chdir(cwd);
    }
  });

  it('reads every variable it is given', () => {
    const dataDir = join(tempDir(), 'nested', 'deeper');
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://habitat:pw@db.internal:5432/habitat',
      DATA_DIR: dataDir,
      BRAND: 'alternate',
      ORGANIZATION: 'laurentide',
      PROPERTY: 'tour-nord',
      PUBLIC_URL: 'https://residents.example.org/',
      JWT_SECRET: SECRET,
      SMTP_URL: 'smtps://user:pw@mail.example.org:465',
      SEED: 'none',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://habitat:pw@db.internal:5432/habitat',
      dataDir,
      brand: 'alternate',
      organization: 'laurentide',
      property: 'tour-nord',
      publicUrl: 'https://residents.example.org',
      jwtSecret: SECRET,
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      seed: 'none',
      logLevel: 'warn',
    });
    // DATA_DIR is created when missing.
    expect(statSync(dataDir).isDirectory()).toBe(true);
  });

  it('reads TRUST_PROXY as a list of addresses/CIDRs, and refuses anything else', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy,
    ).toEqual(['10.0.0.1', '172.16.0.0/12']);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('derives PUBLIC_URL from PORT when unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '8081' }).publicUrl).toBe(
      'http://localhost:8081',
    );
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      NODE_ENV: '',
      PORT: '',
      HOST: '',
      DATABASE_URL: '',
      BRAND: '',
      ORGANIZATION: '',
      PROPERTY: '',
      PUBLIC_URL: '',
      JWT_SECRET: '',
      SMTP_URL: '',
      SEED: '',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      brand: 'default',
      organization: 'demo',
      property: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      seed: 'demo',
      logLevel: 'info',
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('treats whitespace-only values as unset too (PORT="  " is not port 0)', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '  ',
      HOST: ' ',
      BRAND: '\t',
      SEED: ' ',
    });
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', brand: 'default', seed: 'demo' });
  });

  it('stops with a ConfigError naming the variable for a bad value', () => {
    const cases: [string, Record<string, string>][] = [
      ['PORT', { PORT: 'http' }],
      ['PORT', { PORT: '70000' }],
      ['PORT', { PORT: '-1' }],
      ['PORT', { PORT: '3000.5' }],
      ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/habitat' }],
      ['DATABASE_URL', { DATABASE_URL: 'habitat.db' }],
      ['BRAND', { BRAND: 'fancy' }],
      ['BRAND', { BRAND: 'Default' }],
      ['ORGANIZATION', { ORGANIZATION: 'Demo Org' }],
      ['PROPERTY', { PROPERTY: '../etc' }],
      ['PUBLIC_URL', { PUBLIC_URL: 'localhost:3000' }],
      ['PUBLIC_URL', { PUBLIC_URL: 'javascript:alert(1)' }],
      ['PUBLIC_URL', { PUBLIC_URL: 'ftp://files.example.org' }],
      ['JWT_SECRET', { JWT_SECRET: 'short' }],
      ['SMTP_URL', { SMTP_URL: 'http://mail.example.org' }],
      ['SEED', { SEED: 'everything' }],
      ['NODE_ENV', { NODE_ENV: 'staging' }],
      ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
      ['LOGIN_RATE_LIMIT', { LOGIN_RATE_LIMIT: '0' }],
      ['PAYMENT_PROCESSOR', { PAYMENT_PROCESSOR: 'paypal' }],
      ['PAYMENT_PROCESSOR', { PAYMENT_PROCESSOR: 'Stripe' }],
      ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: 'pk_test_abc' }],
      ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: 'secret' }],
      ['STRIPE_PUBLISHABLE_KEY', { STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' }],
    ];
    for (const [variable, env] of cases) {
      const error = configErrorOf(env);
      expect(error.message, JSON.stringify(env)).toContain(`${variable}:`);
      // Only the bad variable is blamed.
      const named = [...error.message.matchAll(/^\s+([A-Z_]+):/gm)].map((m) => m[1]);
      expect(named, JSON.stringify(env)).toEqual([variable]);
    }
  });

  it('names every bad variable at once', () => {
    const error = configErrorOf({ PORT: 'x', BRAND: 'y', DATABASE_URL: 'z' });
    for (const variable of ['PORT', 'BRAND', 'DATABASE_URL']) {
      expect(error.message).toContain(`${variable}:`);
    }
  });

  it('requires JWT_SECRET in production', () => {
    const error = configErrorOf({ NODE_ENV: 'production' });
    expect(error.message).toMatch(/JWT_SECRET: .*required/);
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir });
    expect(config.jwtSecret).toBe(SECRET);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('refuses the demo seed in production, and seeds nothing there by default', () => {
    const error = configErrorOf({ NODE_ENV: 'production', JWT_SECRET: SECRET, SEED: 'demo' });
    expect(error.message).toContain('SEED:');
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: tempDir() });
    expect(config.seed).toBe('none');
  });

  it('generates the secret once into DATA_DIR and reuses it', () => {
    const dataDir = tempDir();
    const file = join(dataDir, 'jwt-secret');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);

    const elsewhere = loadConfig({ DATA_DIR: tempDir() });
    expect(elsewhere.jwtSecret).not.toBe(first.jwtSecret);
  });

  it('reads a secret already kept in DATA_DIR, and prefers JWT_SECRET when given', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'jwt-secret'), `${'k'.repeat(48)}\n`);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe('k'.repeat(48));
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  describe('payments', () => {
    const STRIPE = {
      PAYMENT_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51Habitat',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51Habitat',
    };

    it('uses the local processor by default and ignores Stripe keys then', () => {
      const config = loadConfig({
        DATA_DIR: tempDir(),
        STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: STRIPE.STRIPE_PUBLISHABLE_KEY,
      });
      expect(config.payments).toEqual({ processor: 'local' });
      expect(loadConfig({ DATA_DIR: tempDir(), PAYMENT_PROCESSOR: '' }).payments).toEqual({
        processor: 'local',
      });
    });

    it('reads the Stripe processor with its two keys (live or restricted keys too)', () => {
      expect(loadConfig({ DATA_DIR: tempDir(), ...STRIPE }).payments).toEqual({
        processor: 'stripe',
        secretKey: 'sk_test_51Habitat',
        publishableKey: 'pk_test_51Habitat',
      });
      const live = loadConfig({
        DATA_DIR: tempDir(),
        PAYMENT_PROCESSOR: 'stripe',
        STRIPE_SECRET_KEY: 'rk_live_abc_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      });
      expect(live.payments).toMatchObject({ processor: 'stripe', secretKey: 'rk_live_abc_123' });
    });

    it('requires both Stripe keys with PAYMENT_PROCESSOR=stripe, naming the missing ones', () => {
      const neither = configErrorOf({ PAYMENT_PROCESSOR: 'stripe' });
      expect(neither.message).toMatch(/STRIPE_SECRET_KEY: is required when PAYMENT_PROCESSOR/);
      expect(neither.message).toMatch(/STRIPE_PUBLISHABLE_KEY: is required/);

      const noPublishable = configErrorOf({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: ' ' });
      expect(noPublishable.message).toContain('STRIPE_PUBLISHABLE_KEY:');
      expect(noPublishable.message).not.toContain('STRIPE_SECRET_KEY:');
    });

    it('refuses a test key beside a live one', () => {
      const error = configErrorOf({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'pk_live_51Habitat' });
      expect(error.message).toMatch(/STRIPE_PUBLISHABLE_KEY: is a live key but .* test key/);
    });

    it('never quotes a key in its message', () => {
      const secret = 'sk_test_with a space that makes it invalid';
      const error = configErrorOf({ ...STRIPE, STRIPE_SECRET_KEY: secret });
      expect(error.message).toContain('STRIPE_SECRET_KEY:');
      expect(error.message).not.toContain('with a space');
    });
  });

  describe('storage', () => {
    const S3 = { STORAGE: 's3', S3_BUCKET: 'habitat-files' };

    it('keeps files in DATA_DIR/uploads by default, whatever S3_* says', () => {
      expect(loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'unused' }).storage).toEqual({
        kind: 'local',
      });
    });

    it('reads an S3-compatible bucket with its settings', () => {
      const config = loadConfig({
        DATA_DIR: tempDir(),
        ...S3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'ca-central-1',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret-key',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(config.storage).toEqual({
        kind: 's3',
        bucket: 'habitat-files',
        endpoint: 'http://127.0.0.1:9000',
        region: 'ca-central-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret-key' },
      });
      // Without keys the SDK finds its own (AWS_* variables, an instance role).
      expect(loadConfig({ DATA_DIR: tempDir(), ...S3 }).storage).toMatchObject({
        endpoint: undefined,
        region: 'us-east-1',
        forcePathStyle: false,
        credentials: undefined,
      });
    });

    it('names the missing or bad S3 setting', () => {
      expect(configErrorOf({ STORAGE: 's3' }).message).toMatch(
        /S3_BUCKET: is required when STORAGE is s3/,
      );
      expect(configErrorOf({ ...S3, S3_ACCESS_KEY_ID: 'key-id' }).message).toMatch(
        /S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID/,
      );
      const bad = {
        STORAGE: 'disk',
        S3_BUCKET: 'Not_A_Bucket',
        S3_ENDPOINT: 'ftp://files',
        S3_REGION: 'Europe West',
        S3_FORCE_PATH_STYLE: 'yes',
      };
      const message = configErrorOf(bad).message;
      for (const name of Object.keys(bad)) expect(message).toContain(`${name}:`);
    });

    it('never quotes the secret key in its message', () => {
      const error = configErrorOf({ ...S3, S3_SECRET_ACCESS_KEY: 'very-secret-value' });
      expect(error.message).toContain('S3_ACCESS_KEY_ID:');
      expect(error.message).not.toContain('very-secret-value');
    });
  });
});
