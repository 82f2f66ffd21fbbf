import { DEFAULT_LOCALE, type TLocale } from '@habitat/shared';
import type fr from './fr.json';
import type manageFr from './manage-fr.json';
import type mobileFr from './mobile-fr.json';
import type notificationsFr from './notifications-fr.json';
import type aboutFr from './sections/about-fr.json';
import type accountCreationFr from './sections/account-creation-fr.json';
import type billboardFr from './sections/billboard-fr.json';
import type bookingsFr from './sections/bookings-fr.json';
import type documentsFr from './sections/documents-fr.json';
import type formsFr from './sections/forms-fr.json';
import type homeFr from './sections/home-fr.json';
import type legalFr from './sections/legal-fr.json';
import type localeFr from './sections/locale-fr.json';
import type loginFr from './sections/login-fr.json';
import type newsFr from './sections/news-fr.json';
import type noAccountFr from './sections/no-account-fr.json';
import type profileFr from './sections/profile-fr.json';
import type requestsFr from './sections/requests-fr.json';
import type resetPasswordFr from './sections/reset-password-fr.json';
import type servicesFr from './sections/services-fr.json';
import type welcomeFr from './sections/welcome-fr.json';

/** Suffixes of the plural forms Intl.PluralRules picks between (`key_one`, `key_other`…). */
type TPluralSuffix = `_${Intl.LDMLPluralRule}`;

/** Dotted paths of a catalog's texts: `{ a: { b: 'x' } }` gives `'a.b'`. */
type TLeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TLeafPaths<T[K]>}`;
}[keyof T & string];

/** A text with plural forms (`x_one`, `x_other`) is also asked for as `x` with a `count`. */
type TWithPluralBase<Key extends string> =
  | Key
  | { [S in TPluralSuffix]: Key extends `${infer Base}${S}` ? Base : never }[TPluralSuffix];

/** The pages' sections of texts (setup.ts: sectionLoaders), each holding top-level keys. */
type TPageSections = typeof aboutFr &
  typeof accountCreationFr &
  typeof billboardFr &
  typeof bookingsFr &
  typeof documentsFr &
  typeof formsFr &
  typeof homeFr &
  typeof legalFr &
  typeof localeFr &
  typeof loginFr &
  typeof newsFr &
  typeof noAccountFr &
  typeof profileFr &
  typeof requestsFr &
  typeof resetPasswordFr &
  typeof servicesFr &
  typeof welcomeFr;

/**
 * Keys are typed from the French catalogs (the default locale); i18n.test.ts keeps the English
 * ones in step. The core catalog (fr.json) is loaded on every page, the pages' sections with
 * their pages (setup.ts); the console's texts are a catalog of their own (`manage.*`): residents
 * never load it; so are the notification pages' (`notifications.*`), loaded with those pages,
 * and the mobile app's (`mobile.*`), loaded with its native code (features/mobile/native-shell.tsx).
 */
export type TI18nKey = TWithPluralBase<
  TLeafPaths<
    typeof fr &
      TPageSections & {
        manage: typeof manageFr;
        notifications: typeof notificationsFr;
        mobile: typeof mobileFr;
      }
  >
>;

/** Values for `{{name}}` placeholders; a number `count` also picks the plural form. */
export type TValues = Readonly<Record<string, string | number | null | undefined>>;

export type TFunction = (key: TI18nKey, values?: TValues) => string;

type TCatalog = { readonly [key: string]: unknown };

const PLACEHOLDER = /{{(.+?)}}/g;

const catalogs: Partial<Record<TLocale, TCatalog>> = {};
const fixedTranslators = new Map<TLocale, TFunction>();
const pluralRules = new Map<TLocale, Intl.PluralRules>();
const listeners = new Set<() => void>();
let language: TLocale = DEFAULT_LOCALE;

function lookup(locale: TLocale, path: string): string | undefined {
  let node: unknown = catalogs[locale];
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as TCatalog)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralFormOf(locale: TLocale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** With a count: `key_zero` (for 0), then the locale's plural form, then the bare key. */
function resolve(locale: TLocale, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const candidates = [`${key}_${pluralFormOf(locale, count)}`];
    if (count === 0) candidates.unshift(`${key}_zero`);
    for (const candidate of candidates) {
      const text = lookup(locale, candidate);
      if (text !== undefined) return text;
    }
  }
  return lookup(locale, key);
}

/** A placeholder without a value is left as written; a value given as null or undefined is empty. */
function interpolate(text: string, values: TValues | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    return String(values[key] ?? '');
  });
}

function translate(locale: TLocale, key: string, values?: TValues): string {
  const text = resolve(locale, key, values?.count);
  if (text === undefined) {
    // No fallback language: a missing key is logged and shown as the key (docs/product.md: Errors).
    console.warn(`[i18n] missing translation "${key}" (${locale})`);
    return key;
  }
  return interpolate(text, values);
}

function applyDocumentLanguage(locale: TLocale): void {
  if (typeof document === 'undefined') return;
  // Setting it, even to the same value, restyles the whole page (its `:lang()` may change).
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}

/** The app's one translator: the current language, its catalogs, and who to tell on a switch. */
export const i18n = {
  get language(): TLocale {
    return language;
  },

  /** Translates in the current language at the time of the call. */
  t: ((key, values) => translate(language, key, values)) as TFunction,

  /** A translator bound to one language; the same function each time (safe in hook deps). */
  getFixedT(locale: TLocale): TFunction {
    let t = fixedTranslators.get(locale);
    if (!t) {
      t = (key, values) => translate(locale, key, values);
      fixedTranslators.set(locale, t);
    }
    return t;
  },

  /** True when the current language's catalog has a text under this key. */
  exists(key: string): key is TI18nKey {
    return lookup(language, key) !== undefined;
  },

  /** Adds a catalog's top-level sections to the language's texts (a section added again is replaced). */
  addCatalog(locale: TLocale, catalog: object): void {
    catalogs[locale] = { ...catalogs[locale], ...(catalog as TCatalog) };
  },

  /** Switches the language: `<html lang>` follows and subscribed components re-render. */
  changeLanguage(locale: TLocale): void {
    applyDocumentLanguage(locale);
    if (locale === language) return;
    language = locale;
    for (const listener of listeners) listener();
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
