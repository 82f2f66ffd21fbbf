import { LOCALES, type TLocale } from '@habitat/shared';
import { Anchor, Button, Card, Image, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useBrand, useLocalized } from '@/brand';
import { useAppConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import { isNativeApp } from '@/features/mobile';
import { currentLocale, setLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { brandWelcome } from '../brand-welcome';
import { detectDevice, storesFor, type TStore } from '../device';

/** Store names are long in French: let the label wrap rather than clip. */
const STORE_BUTTON_STYLES = {
  label: { whiteSpace: 'normal' as const, textAlign: 'center' as const },
};

const STORE_BUTTONS = {
  ios: { label: 'welcome.app_store', Icon: IconBrandApple },
  android: { label: 'welcome.google_play', Icon: IconBrandGooglePlay },
} as const satisfies Record<TStore, unknown>;

function StoreButton(props: { store: TStore; url: string }) {
  const { t } = useTranslation();
  const { label, Icon } = STORE_BUTTONS[props.store];
  return (
    <Button
      component="a"
      href={props.url}
      target="_blank"
      rel="noopener noreferrer"
      size="md"
      h="auto"
      mih={44}
      py={8}
      styles={STORE_BUTTON_STYLES}
      color="dark"
      leftSection={<Icon size={22} aria-hidden />}
    >
      {t(label)}
    </Button>
  );
}

/**
 * /welcome: brand, store buttons by device (those the deployment publishes; none inside the app),
 * web link to /login, language switch (docs/product.md: Screens).
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const labels: Record<TLocale, string> = { fr: t('language.fr'), en: t('language.en') };
  const brand = useBrand();
  const copy = brandWelcome[brand.id];
  const localized = useLocalized();
  const { apps } = useAppConfig();
  const stores = useMemo(
    () =>
      storesFor(detectDevice(navigator.userAgent, navigator.maxTouchPoints), apps, isNativeApp()),
    [apps],
  );

  return (
    <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} mx="auto" shadow="sm">
      <Stack gap="lg" align="center" ta="center">
        <Image src={brand.iconPath} alt="" w={96} h={96} />
        <Title order={2}>{brand.appTitle}</Title>
        <Text lh={1.6}>{localized(copy.description)}</Text>
        {stores.length > 0 && (
          <Stack gap="sm" w="100%">
            <Text fw={600}>{t('welcome.download')}</Text>
            {stores.map(({ store, url }) => (
              <StoreButton key={store} store={store} url={url} />
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={paths.login()} fw={600}>
          {t('welcome.web')}{' '}
          <IconArrowRight size={16} style={{ verticalAlign: 'middle' }} aria-hidden />
        </Anchor>
        <SegmentedControl
          aria-label={t('language.label')}
          value={currentLocale()}
          onChange={(value) => {
            const locale = LOCALES.find((item) => item === value);
            if (locale) void setLocale(locale);
          }}
          data={LOCALES.map((locale) => ({ value: locale, label: labels[locale] }))}
        />
      </Stack>
    </Card>
  );
}
