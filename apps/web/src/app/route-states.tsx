import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { useTranslation } from '../i18n/use-translation';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={t('app.loading')}>
      <Loader />
    </Center>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl">
      <Title order={2}>{t('pages.not_found')}</Title>
      <Text c="dimmed">{t('app.not_found_text')}</Text>
      <Button component={Link} to={paths.home()}>
        {t('app.back_home')}
      </Button>
    </Stack>
  );
}

/** A route failed to render or its code failed to download (e.g. after a new deployment). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.warn('[route] error', error);
  return (
    <Stack align="center" gap="md" py="xl" role="alert">
      <Title order={2}>{t('dialog.oops')}</Title>
      <Text>{t('errors.platform_error')}</Text>
      <Button onClick={() => window.location.reload()}>{t('app.retry')}</Button>
    </Stack>
  );
}
