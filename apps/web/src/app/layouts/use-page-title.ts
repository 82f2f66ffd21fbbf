import { useBrand } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { usePageTitleKey } from '../route-handle';

/** The current page's title, or the app title on pages without one. */
export function usePageTitle(): string {
  const { t } = useTranslation();
  const key = usePageTitleKey();
  const brand = useBrand();
  return key ? t(key) : brand.appTitle;
}
