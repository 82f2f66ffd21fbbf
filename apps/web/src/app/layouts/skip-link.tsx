import { useTranslation } from '@/i18n/use-translation';

/** First focusable element of every page: jumps over the header and menus to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="skip-link">
      {t('app.skip_to_content')}
    </a>
  );
}
