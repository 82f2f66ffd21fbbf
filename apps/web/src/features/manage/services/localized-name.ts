import { currentLocale } from '@/i18n/setup';

/** A `{ fr, en }` name in the console's language, else the other one. */
export const localized = (text: { fr: string; en: string }) =>
  (currentLocale().startsWith('fr') ? text.fr : text.en) || text.fr || text.en;
