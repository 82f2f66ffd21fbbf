import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'habitat-config-mobile-')), ...env });

function configErrorOf(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

const FINGERPRINT = Array(32).fill('ab').join(':');

describe('mobile app configuration', () => {
  it('defaults to no store page and no app identity', () => {
    expect(load({}).mobile).toEqual({
      stores: { ios: null, android: null },
      android: null,
      appleAppIds: [],
    });
  });

  it('reads the store URLs, the Android app with its certificates and the Apple app ids', () => {
    const mobile = load({
      IOS_STORE_URL: 'https://apps.apple.com/app/id1',
      ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=com.example.habitat',
      ANDROID_APP_ID: 'com.example.habitat',
      ANDROID_CERT_SHA256: ` ${FINGERPRINT}, ${FINGERPRINT.replaceAll('ab', 'cd')} `,
      IOS_APP_IDS: 'ABCDE12345.com.example.habitat,ABCDE12345.com.example.laurentia',
    }).mobile;
    expect(mobile).toEqual({
      stores: {
        ios: 'https://apps.apple.com/app/id1',
        android: 'https://play.google.com/store/apps/details?id=com.example.habitat',
      },
      android: {
        packageName: 'com.example.habitat',
        fingerprints: [FINGERPRINT.toUpperCase(), FINGERPRINT.replaceAll('ab', 'CD').toUpperCase()],
      },
      appleAppIds: ['ABCDE12345.com.example.habitat', 'ABCDE12345.com.example.laurentia'],
    });
  });

  it.each([
    [{ IOS_STORE_URL: 'http://apps.apple.com/app/id1' }, 'IOS_STORE_URL: must be an https:// URL'],
    [{ ANDROID_STORE_URL: 'market://details?id=x' }, 'ANDROID_STORE_URL: must be an https:// URL'],
    [
      { ANDROID_APP_ID: 'habitat', ANDROID_CERT_SHA256: FINGERPRINT },
      "ANDROID_APP_ID: must be the app's package name",
    ],
    [
      { ANDROID_APP_ID: 'com.example.habitat', ANDROID_CERT_SHA256: 'AB:CD' },
      'ANDROID_CERT_SHA256: must be SHA-256 certificate fingerprints',
    ],
    [
      { ANDROID_APP_ID: 'com.example.habitat' },
      'ANDROID_CERT_SHA256: is required with ANDROID_APP_ID',
    ],
    [{ ANDROID_CERT_SHA256: FINGERPRINT }, 'ANDROID_APP_ID: is required with ANDROID_CERT_SHA256'],
    [{ IOS_APP_IDS: 'com.example.habitat' }, 'IOS_APP_IDS: must be Apple app ids'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(configErrorOf(env)).toContain(message);
  });
});
