import { LOCALES, type TLocale } from '@habitat/shared';
import { Button, Card, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { currentLocale, setLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { useGoBack } from '@/ui/use-go-back';

/** /locale: an exclusive French/English choice; Apply saves it and goes back (docs/product.md: Screens). */
export function LocalePage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [choice, setChoice] = useState<TLocale>(currentLocale);
  const labels: Record<TLocale, string> = { fr: t('language.fr'), en: t('language.en') };

  const apply = async () => {
    await setLocale(choice);
    goBack();
  };

  return (
    <Card withBorder radius="lg" p="lg" maw={480} mx="auto" shadow="xs">
      <Stack gap="lg">
        <Radio.Group
          label={t('locale.title')}
          value={choice}
          onChange={(value) => setChoice(LOCALES.find((locale) => locale === value) ?? choice)}
          styles={{ label: { fontSize: 'var(--mantine-font-size-lg)', marginBottom: 12 } }}
        >
          <Stack gap="sm">
            {LOCALES.map((locale) => (
              <Radio key={locale} value={locale} label={labels[locale]} lang={locale} size="md" />
            ))}
          </Stack>
        </Radio.Group>
        <Button onClick={() => void apply()} size="md">
          {t('locale.apply')}
        </Button>
      </Stack>
    </Card>
  );
}
