import { DEFAULT_LOCALE, PASSWORD_MIN_LENGTH, type TLocale } from '@habitat/shared';
import { localStore } from '../lib/local-store';
import { i18n, type TFunction, type TI18nKey } from './translator';

export { i18n, type TFunction, type TI18nKey };

type TCatalogLoader = () => Promise<object>;

/** Each language's catalog is its own chunk: a page downloads only the one it shows. */
const catalogLoaders: Record<TLocale, TCatalogLoader> = {
  fr: () => import('./fr.json').then((m) => m.default),
  en: () => import('./en.json').then((m) => m.default),
};

/**
 * The manager console's texts, under `manage.*`: loaded with the console's code (chunks named
 * manage-*, not precached), so residents never download them.
 */
const consoleCatalogLoaders: Record<TLocale, TCatalogLoader> = {
  fr: () => import('./manage-fr.json').then((m) => ({ manage: m.default })),
  en: () => import('./manage-en.json').then((m) => ({ manage: m.default })),
};

/** The notification pages' texts, under `notifications.*`: loaded with those pages only. */
const notificationCatalogLoaders: Record<TLocale, TCatalogLoader> = {
  fr: () => import('./notifications-fr.json').then((m) => ({ notifications: m.default })),
  en: () => import('./notifications-en.json').then((m) => ({ notifications: m.default })),
};

const loaded = new Set<TCatalogLoader>();
/** The sections asked for so far (the console's, the notification pages'): loaded in every language switched to. */
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

/** Loads the console's texts in the current language (and in any language switched to later). */
export function loadConsoleCatalog(): Promise<void> {
  sections.add(consoleCatalogLoaders);
  return loadCatalog(currentLocale());
}

/** Loads the notification pages' texts, like the console's. */
export function loadNotificationCatalog(): Promise<void> {
  sections.add(notificationCatalogLoaders);
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
