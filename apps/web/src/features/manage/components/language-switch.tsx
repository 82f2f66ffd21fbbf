import { LOCALES } from '@habitat/shared';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { currentLocale, setLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';

/** Switches between French and English; names the language it switches to, in that language. */
export function LanguageSwitch(props: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const next = LOCALES.find((locale) => locale !== currentLocale()) ?? LOCALES[0];
  return (
    <Button
      variant="subtle"
      color="gray"
      justify={props.fullWidth ? 'flex-start' : 'center'}
      fullWidth={props.fullWidth}
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={() => void setLocale(next)}
      lang={next}
    >
      {t(`language.${next}`)}
    </Button>
  );
}
