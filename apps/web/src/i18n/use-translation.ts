import { useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './translator';

const currentLanguage = () => i18n.language;

/**
 * `t` in the current language; the component re-renders when the language changes, and `t`
 * is then a new function, so memos and effects that use it run again.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(i18n.subscribe, currentLanguage, currentLanguage);
  return { t: i18n.getFixedT(language), i18n };
}
