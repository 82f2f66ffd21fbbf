import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useBrand, useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { useLoggedIn, useMe } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import { brandHome } from '../brand-home';
import { GlanceSkeleton } from '../components/glance-skeleton';

/** What changed and what to do: its own chunk, so the brand's card paints without waiting for it. */
const AtAGlance = lazy(() => import('../components/at-a-glance'));

/**
 * /home: the brand's title and descriptive text (docs/product.md: Screens), then, signed in, the
 * resident's home at a glance.
 */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const copy = brandHome[brand.id];
  const localized = useLocalized();
  const loggedIn = useLoggedIn();
  const me = useMe();

  return (
    <Stack maw={760} mx="auto" gap="lg">
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="center">
            <Image src={brand.iconPath} alt="" w={56} h={56} />
            <Stack gap={2}>
              {/* The greeting's line is kept while the name loads: the title does not jump. */}
              {loggedIn && (
                <Text
                  c="dimmed"
                  fw={500}
                  aria-hidden={!me.data}
                  style={me.data ? undefined : { visibility: 'hidden' }}
                >
                  {me.data ? t('home.greeting', { name: me.data.firstName }) : '\u00a0'}
                </Text>
              )}
              <Title order={2}>{localized(copy.title)}</Title>
            </Stack>
          </Group>
          <Text size="lg" lh={1.6}>
            {localized(copy.text)}
          </Text>
          <Group gap="sm">
            {loggedIn ? (
              <>
                <Button component={Link} to={paths.profile()}>
                  {t('home.profile_cta')}
                </Button>
                <Button component={Link} to={paths.about()} variant="default">
                  {t('home.about_cta')}
                </Button>
              </>
            ) : (
              <>
                <Button component={Link} to={paths.login()}>
                  {t('home.login_cta')}
                </Button>
                <Button component={Link} to={paths.accountCreation()} variant="default">
                  {t('home.request_cta')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Card>
      {loggedIn && (
        <Suspense fallback={<GlanceSkeleton />}>
          <AtAGlance />
        </Suspense>
      )}
    </Stack>
  );
}
