/**
 * The mobile app's settings (issue 25): its store pages, shown on the welcome page, and the app
 * identities the server vouches for in /.well-known (Android App Links, iOS universal links).
 */
import { z } from 'zod';

const httpsUrl = z.url({ protocol: /^https$/, message: 'must be an https:// URL' });
/** A Java package name, as Android app ids are (com.example.habitat). */
const androidPackage = /^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/;
/** SHA-256 of a signing certificate, as keytool and the Play Console print it (32 hex pairs). */
const certFingerprint = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/;
/** Apple's app id: the 10-character team id, then the bundle id (ABCDE12345.com.example.app). */
const appleAppId = /^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$/;

const commaList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export const ZMobileEnv = z.object({
  IOS_STORE_URL: httpsUrl.optional(),
  ANDROID_STORE_URL: httpsUrl.optional(),
  ANDROID_APP_ID: z
    .string()
    .regex(androidPackage, "must be the app's package name (e.g. com.example.habitat)")
    .optional(),
  ANDROID_CERT_SHA256: z
    .string()
    .transform((value) => commaList(value).map((part) => part.toUpperCase()))
    .refine((list) => list.length > 0 && list.every((part) => certFingerprint.test(part)), {
      message: 'must be SHA-256 certificate fingerprints (AA:BB:…, 32 pairs), comma separated',
    })
    .optional(),
  IOS_APP_IDS: z
    .string()
    .transform(commaList)
    .refine((list) => list.length > 0 && list.every((part) => appleAppId.test(part)), {
      message: 'must be Apple app ids (TEAMID.bundle.id), comma separated',
    })
    .optional(),
});

type TMobileEnv = z.infer<typeof ZMobileEnv>;

export type TMobileConfig = {
  stores: { ios: string | null; android: string | null };
  /** Android App Links: the app and its signing certificates; null serves no assetlinks.json. */
  android: { packageName: string; fingerprints: string[] } | null;
  /** iOS universal links: the apps allowed to open this host's links; empty serves no AASA file. */
  appleAppIds: string[];
};

/** ANDROID_APP_ID and ANDROID_CERT_SHA256 only mean something together. */
export function requireMobileSettings(env: TMobileEnv, ctx: z.RefinementCtx) {
  const pair = [
    ['ANDROID_APP_ID', 'ANDROID_CERT_SHA256'],
    ['ANDROID_CERT_SHA256', 'ANDROID_APP_ID'],
  ] as const;
  for (const [name, other] of pair) {
    if (!env[name] && env[other]) {
      ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${other}` });
    }
  }
}

export function loadMobileConfig(env: TMobileEnv): TMobileConfig {
  const { ANDROID_APP_ID: packageName, ANDROID_CERT_SHA256: fingerprints } = env;
  return {
    stores: { ios: env.IOS_STORE_URL ?? null, android: env.ANDROID_STORE_URL ?? null },
    android: packageName && fingerprints ? { packageName, fingerprints } : null,
    appleAppIds: env.IOS_APP_IDS ?? [],
  };
}
