import { DEFAULT_LOCALE, PASSWORD_MIN_LENGTH, type TLocale } from '@habitat/shared';
import { localStore } from '../lib/local-store';
import { i18n, type TFunction, type TI18nKey } from './translator';

export { i18n, type TFunction, type TI18nKey };

type TCatalogLoader = () => Promise<object>;

/** Each language's core catalog is its own chunk: a page downloads only the one it shows. */
const catalogLoaders: Record<TLocale, TCatalogLoader> = {
  fr: () => import('./fr.json').then((m) => m.default),
  en: () => import('./en.json').then((m) => m.default),
};

/**
 * The texts of the pages, by section (top-level keys of the catalog), each a chunk per language
 * downloaded with the code of the pages that show them (routes.tsx: withTexts), so a first visit
 * downloads the core catalog (fr.json: layout, menus, dialogs, errors, page titles) and its own
 * page's texts only. page-texts.test.ts checks that every page loads the sections it uses. The
 * console's texts are `manage.*` (chunks named manage-*, not precached): residents never load them.
 */
const sectionLoaders = {
  about: {
    fr: () => import('./sections/about-fr.json').then((m) => m.default),
    en: () => import('./sections/about-en.json').then((m) => m.default),
  },
  account_creation: {
    fr: () => import('./sections/account-creation-fr.json').then((m) => m.default),
    en: () => import('./sections/account-creation-en.json').then((m) => m.default),
  },
  billboard: {
    fr: () => import('./sections/billboard-fr.json').then((m) => m.default),
    en: () => import('./sections/billboard-en.json').then((m) => m.default),
  },
  bookings: {
    fr: () => import('./sections/bookings-fr.json').then((m) => m.default),
    en: () => import('./sections/bookings-en.json').then((m) => m.default),
  },
  documents: {
    fr: () => import('./sections/documents-fr.json').then((m) => m.default),
    en: () => import('./sections/documents-en.json').then((m) => m.default),
  },
  forms: {
    fr: () => import('./sections/forms-fr.json').then((m) => m.default),
    en: () => import('./sections/forms-en.json').then((m) => m.default),
  },
  home: {
    fr: () => import('./sections/home-fr.json').then((m) => m.default),
    en: () => import('./sections/home-en.json').then((m) => m.default),
  },
  legal: {
    fr: () => import('./sections/legal-fr.json').then((m) => m.default),
    en: () => import('./sections/legal-en.json').then((m) => m.default),
  },
  locale: {
    fr: () => import('./sections/locale-fr.json').then((m) => m.default),
    en: () => import('./sections/locale-en.json').then((m) => m.default),
  },
  login: {
    fr: () => import('./sections/login-fr.json').then((m) => m.default),
    en: () => import('./sections/login-en.json').then((m) => m.default),
  },
  news: {
    fr: () => import('./sections/news-fr.json').then((m) => m.default),
    en: () => import('./sections/news-en.json').then((m) => m.default),
  },
  no_account: {
    fr: () => import('./sections/no-account-fr.json').then((m) => m.default),
    en: () => import('./sections/no-account-en.json').then((m) => m.default),
  },
  profile: {
    fr: () => import('./sections/profile-fr.json').then((m) => m.default),
    en: () => import('./sections/profile-en.json').then((m) => m.default),
  },
  requests: {
    fr: () => import('./sections/requests-fr.json').then((m) => m.default),
    en: () => import('./sections/requests-en.json').then((m) => m.default),
  },
  reset_password: {
    fr: () => import('./sections/reset-password-fr.json').then((m) => m.default),
    en: () => import('./sections/reset-password-en.json').then((m) => m.default),
  },
  services: {
    fr: () => import('./sections/services-fr.json').then((m) => m.default),
    en: () => import('./sections/services-en.json').then((m) => m.default),
  },
  welcome: {
    fr: () => import('./sections/welcome-fr.json').then((m) => m.default),
    en: () => import('./sections/welcome-en.json').then((m) => m.default),
  },
  manage: {
    fr: () => import('./manage-fr.json').then((m) => ({ manage: m.default })),
    en: () => import('./manage-en.json').then((m) => ({ manage: m.default })),
  },
  notifications: {
    fr: () => import('./notifications-fr.json').then((m) => ({ notifications: m.default })),
    en: () => import('./notifications-en.json').then((m) => ({ notifications: m.default })),
  },
} satisfies Record<string, Record<TLocale, TCatalogLoader>>;

export type TTextSection = keyof typeof sectionLoaders;

const loaded = new Set<TCatalogLoader>();
/** The sections asked for so far: loaded in every language switched to. */
const sections = new Set<Record<TLocale, TCatalogLoader>>();

i18n.changeLanguage(localStore.getLocale() ?? DEFAULT_LOCALE);

export function currentLocale(): TLocale {
  return i18n.language;
}

/** Adds a language's catalog once (tests add both up front). */
export function addCatalog(locale: TLocale, catalog: object): void {
  i18n.addCatalog(locale, catalog);
}

async function loadOnce(locale: TLocale, loader: TCatalogLoader): Promise<void> {
  if (loaded.has(loader)) return;
  addCatalog(locale, await loader());
  loaded.add(loader);
}

/** The language's catalog, and the sections' texts once their pages have asked for them. */
async function loadCatalog(locale: TLocale): Promise<void> {
  await Promise.all([
    loadOnce(locale, catalogLoaders[locale]),
    ...[...sections].map((section) => loadOnce(locale, section[locale])),
  ]);
}

/** Loads sections of texts in the current language (and in any language switched to later). */
export function loadTexts(names: readonly TTextSection[]): Promise<void> {
  for (const name of names) sections.add(sectionLoaders[name]);
  return loadCatalog(currentLocale());
}

/** Resolves once the catalog of the language the app starts in is loaded. */
export function loadInitialCatalog(): Promise<void> {
  return loadCatalog(currentLocale());
}

/** Switches the language everywhere and stores it locally (docs/product.md: States Session). */
export async function setLocale(locale: TLocale): Promise<void> {
  await loadCatalog(locale);
  localStore.setLocale(locale);
  i18n.changeLanguage(locale);
}

/** True when the catalog has this key (checked before translating a dynamic key). */
export function hasKey(key: string): key is TI18nKey {
  return i18n.exists(key);
}

/**
 * Translates an error code the API or a shared validator sent: `errors.<code>` when the
 * catalog has it, else the code itself as a key, else the fallback text (docs/product.md: Data errors).
 */
export function translateCode(t: TFunction, code: string, fallback?: string): string {
  const values = { min: PASSWORD_MIN_LENGTH };
  if (hasKey(`errors.${code}`)) return t(`errors.${code}` as TI18nKey, values);
  if (hasKey(code)) return t(code, values);
  return fallback ?? code;
}
