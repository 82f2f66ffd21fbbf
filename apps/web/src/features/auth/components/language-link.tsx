import { Anchor } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { setLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';

/** Toggles between French and English; the link reads in the language it switches to. */
export function LanguageLink() {
  const { t, i18n } = useTranslation();
  const target = i18n.language === 'en' ? 'fr' : 'en';
  return (
    <Anchor
      component="button"
      type="button"
      lang={target}
      size="sm"
      onClick={() => void setLocale(target)}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
    >
      <IconLanguage size={16} aria-hidden />
      {t('language.other')}
    </Anchor>
  );
}
