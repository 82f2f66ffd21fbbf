import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
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
  return (
    <Stack align="center" gap="md" py="xl" role="alert">
      <Title order={2}>{t('dialog.oops')}</Title>
      <Text>{t('errors.platform_error')}</Text>
      <Button onClick={() => window.location.reload()}>{t('app.retry')}</Button>
    </Stack>
  );
}

type TBoundaryProps = { resetKey: string; children: ReactNode };

let reportRouteError = (error: unknown) => console.warn('[route] error', error);

/** Where the errors RouteErrorBoundary catches go: the console, or the prerender's check. */
export function onRouteError(report: (error: unknown) => void): void {
  reportRouteError = report;
}

/**
 * Shows RouteError in place of what failed to render, until `resetKey` changes (the address
 * does: the next navigation renders the route again).
 */
export class RouteErrorBoundary extends Component<TBoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  override componentDidCatch(error: unknown) {
    reportRouteError(error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    return this.state.failedAt === this.props.resetKey ? <RouteError /> : this.props.children;
  }
}
