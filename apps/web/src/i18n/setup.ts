import { DEFAULT_LOCALE, LOCALES, PASSWORD_MIN_LENGTH, type TLocale } from '@habitat/shared';
import i18next, { type ParseKeys, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore } from '../lib/local-store';

export type TI18nKey = ParseKeys<'translation'>;

/** Each language's catalog is its own chunk: a page downloads only the one it shows. */
const catalogLoaders: Record<TLocale, () => Promise<{ default: object }>> = {
  fr: () => import('./fr.json'),
  en: () => import('./en.json'),
};

export const i18n = i18next.createInstance();

function initialLocale(): TLocale {
  return localStore.getLocale() ?? DEFAULT_LOCALE;
}

function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

i18n.on('languageChanged', applyDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLocale(),
  supportedLngs: [...LOCALES],
  // No fallback: a key missing in one catalog is logged and shown as the key (docs/product.md: Errors).
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (languages, _namespace, key) => {
    console.warn(`[i18n] missing translation "${key}" (${languages.join(', ')})`);
  },
  react: { useSuspense: false },
  showSupportNotice: false,
});

export function currentLocale(): TLocale {
  return LOCALES.find((locale) => locale === i18n.language) ?? DEFAULT_LOCALE;
}

/** Adds a language's catalog once (tests add both up front). */
export function addCatalog(locale: TLocale, catalog: object): void {
  i18n.addResourceBundle(locale, 'translation', catalog, true, true);
}

async function loadCatalog(locale: TLocale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  addCatalog(locale, (await catalogLoaders[locale]()).default);
}

/** Resolves once the catalog of the language the app starts in is loaded. */
export function loadInitialCatalog(): Promise<void> {
  return loadCatalog(currentLocale());
}

/** Switches the language everywhere and stores it locally (docs/product.md: States Session). */
export async function setLocale(locale: TLocale): Promise<void> {
  await loadCatalog(locale);
  localStore.setLocale(locale);
  await i18n.changeLanguage(locale);
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
