import { useMatches } from 'react-router';
import type { TI18nKey } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';

const titleKeyOf = (handle: unknown): TI18nKey | null =>
  typeof handle === 'object' && handle !== null && 'titleKey' in handle
    ? (handle.titleKey as TI18nKey)
    : null;

/** The title of the console page shown: the deepest matched route's `titled()` key. */
export function useConsoleTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const key = titleKeyOf(matches[index]?.handle);
    if (key) return t(key);
  }
  return t('manage.app_title');
}
