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
 * (`sections/<name>-<locale>.json`, the name's underscores as hyphens) downloaded with the code
 * of the pages that show them (routes.tsx: withTexts), so a first visit downloads the core
 * catalog (fr.json: layout, menus, dialogs, errors, page titles) and its own page's texts only.
 * page-texts.test.ts checks that every page loads the sections it uses. The console's texts are
 * `manage.*` (chunks named manage-*, not precached): residents never load them.
 */
const PAGE_SECTIONS = [
  'about',
  'account_creation',
  'billboard',
  'bookings',
  'documents',
  'forms',
  'home',
  'legal',
  'locale',
  'login',
  'news',
  'no_account',
  'profile',
  'requests',
  'reset_password',
  'services',
  'welcome',
] as const;
const sectionFiles = import.meta.glob<{ default: object }>('./sections/*.json');
const sectionFileLoader =
  (name: string, locale: TLocale): TCatalogLoader =>
  () =>
    sectionFiles[`./sections/${name.replaceAll('_', '-')}-${locale}.json`]!().then(
      (m) => m.default,
    );

const sectionLoaders = {
  ...(Object.fromEntries(
    PAGE_SECTIONS.map((name) => [
      name,
      { fr: sectionFileLoader(name, 'fr'), en: sectionFileLoader(name, 'en') },
    ]),
  ) as Record<(typeof PAGE_SECTIONS)[number], Record<TLocale, TCatalogLoader>>),
  manage: {
    fr: () => import('./manage-fr.json').then((m) => ({ manage: m.default })),
    en: () => import('./manage-en.json').then((m) => ({ manage: m.default })),
  },
  notifications: {
    fr: () => import('./notifications-fr.json').then((m) => ({ notifications: m.default })),
    en: () => import('./notifications-en.json').then((m) => ({ notifications: m.default })),
  },
};

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
