import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { translateCode } from '../i18n/setup';
import { useTranslation } from '../i18n/use-translation';
import { isApiError } from '../lib/api-client';

/**
 * A read that failed, in words a person can act on (docs/product.md: Errors): the connection or platform
 * text, or the API's error code translated, with a retry button. An item that does not
 * exist (404) cannot be retried: it offers the way back instead.
 */
export function LoadError(props: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const { error } = props;
  const notFound = isApiError(error) && error.status === 404;
  const message = isApiError(error)
    ? translateCode(t, error.code, error.message)
    : t('errors.platform_error');

  return (
    <Alert
      color={notFound ? 'gray' : 'red'}
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      role="alert"
      maw={760}
      mx="auto"
      w="100%"
    >
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Group gap="sm">
          {!notFound && (
            <Button
              size="sm"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={props.onRetry}
              loading={props.retrying}
            >
              {t('app.retry')}
            </Button>
          )}
          {props.back && (
            <Button size="sm" variant="default" component={Link} to={props.back.to}>
              {props.back.label}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
