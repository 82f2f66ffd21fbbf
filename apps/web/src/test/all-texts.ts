import type { TLocale } from '@habitat/shared';

type TTexts = Record<string, unknown>;

const files = import.meta.glob<TTexts>(['../i18n/*.json', '../i18n/sections/*.json'], {
  eager: true,
  import: 'default',
});

/** `manage-fr.json` holds `manage.*`; a file of i18n/sections/ holds its top-level keys. */
function textsOf(path: string, texts: TTexts): TTexts {
  const name = /\/([a-z-]+)-[a-z]+\.json$/.exec(path)?.[1];
  if (path.includes('/sections/') || !name) return texts;
  return { [name]: texts };
}

/**
 * Every text of a language: the core catalog, the pages' sections, the console's, the
 * notification pages' and the mobile app's (tests load them all up front).
 */
export function allTexts(locale: TLocale): TTexts {
  const texts: TTexts = {};
  for (const [path, catalog] of Object.entries(files)) {
    if (path.endsWith(`/${locale}.json`)) Object.assign(texts, catalog);
    else if (path.endsWith(`-${locale}.json`)) Object.assign(texts, textsOf(path, catalog));
  }
  return texts;
}
