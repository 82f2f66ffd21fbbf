import { usePageTitleKey } from '@/app/route-handle';
import { useTranslation } from '@/i18n/use-translation';

/** The title of the console page shown: the deepest matched route's `titled()` key. */
export function useConsoleTitle(): string {
  const { t } = useTranslation();
  const key = usePageTitleKey();
  return key ? t(key) : t('manage.app_title');
}
