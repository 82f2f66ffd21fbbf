import { LOCALES, type TLocale } from '@habitat/shared';
import { BOOT_STORAGE_KEYS } from './boot-contract';

/**
 * Local storage of docs/product.md: Data: token, user id, organization, property, locale; and the
 * reads that start a visit early (lib/early-data.ts). The mobile app's device push token is kept
 * with @capacitor/preferences (features/session/push.ts).
 */
const KEYS = {
  token: BOOT_STORAGE_KEYS.token,
  userId: 'habitat.userId',
  organization: 'habitat.organization',
  property: 'habitat.property',
  locale: BOOT_STORAGE_KEYS.locale,
  firstPageReads: BOOT_STORAGE_KEYS.firstPageReads,
} as const;

/** Per address, the API reads made when it was the first page of a visit (lib/early-data.ts). */
export type TFirstPageReads = Record<string, string[]>;

export type TStoredSession = {
  token: string;
  userId: number | null;
  organization: number | null;
  property: number | null;
};

// Storage can throw (Safari private mode, disabled cookies): the app keeps working in memory.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // ignore: see read()
  }
}

function readNumber(key: string): number | null {
  const raw = read(key);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export const SESSION_STORAGE_KEYS: readonly string[] = [
  KEYS.token,
  KEYS.userId,
  KEYS.organization,
  KEYS.property,
];

export const localStore = {
  getSession(): TStoredSession | null {
    const token = read(KEYS.token);
    if (!token) return null;
    return {
      token,
      userId: readNumber(KEYS.userId),
      organization: readNumber(KEYS.organization),
      property: readNumber(KEYS.property),
    };
  },
  setSession(session: TStoredSession | null): void {
    write(KEYS.token, session?.token ?? null);
    write(KEYS.userId, session?.userId == null ? null : String(session.userId));
    write(KEYS.organization, session?.organization == null ? null : String(session.organization));
    write(KEYS.property, session?.property == null ? null : String(session.property));
  },
  getLocale(): TLocale | null {
    const value = read(KEYS.locale);
    return LOCALES.find((locale) => locale === value) ?? null;
  },
  setLocale(locale: TLocale): void {
    write(KEYS.locale, locale);
  },
  getFirstPageReads(): TFirstPageReads {
    try {
      const value: unknown = JSON.parse(read(KEYS.firstPageReads) ?? '{}');
      return value && typeof value === 'object' ? (value as TFirstPageReads) : {};
    } catch {
      return {};
    }
  },
  setFirstPageReads(reads: TFirstPageReads | null): void {
    write(KEYS.firstPageReads, reads === null ? null : JSON.stringify(reads));
  },
};
