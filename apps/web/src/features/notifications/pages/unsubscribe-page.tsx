import { NOTIFICATION_TYPE_LABELS, type TNotificationType } from '@habitat/shared';
import { Alert, Anchor, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { refusalText } from '@/lib/forms/refusal-text';
import { LoadError } from '@/ui/load-error';
import { unsubscribe, useUnsubscribeTarget } from '../api';

/** A refused token (forged, expired, for another purpose): a 4xx; anything else may pass on a retry. */
const refusedToken = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" role="alert" radius="lg">
      {t('notifications.unsubscribe.invalid')}
    </Alert>
  );
}

function Done(props: { type: TNotificationType }) {
  const { t } = useTranslation();
  const type = NOTIFICATION_TYPE_LABELS[props.type][currentLocale()];
  return (
    <Stack gap="sm" role="status">
      <Text fw={600}>
        <IconCircleCheck
          size={20}
          aria-hidden
          color="var(--mantine-color-teal-7)"
          style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }}
        />
        {t('notifications.unsubscribe.done', { type })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('notifications.unsubscribe.change_mind')}{' '}
        <Anchor component={Link} to={paths.notificationSettings()}>
          {t('notifications.unsubscribe.preferences')}
        </Anchor>
      </Text>
    </Stack>
  );
}

function Confirm(props: { token: string }) {
  const { t } = useTranslation();
  const target = useUnsubscribeTarget(props.token);
  const confirm = useMutation({ mutationFn: () => unsubscribe(props.token) });

  if (target.isError) {
    if (refusedToken(target.error)) return <InvalidLink />;
    return (
      <LoadError
        error={target.error}
        onRetry={() => void target.refetch()}
        retrying={target.isFetching}
      />
    );
  }
  if (!target.data) {
    return <Skeleton h={120} radius="lg" role="status" aria-label={t('app.loading')} />;
  }
  if (confirm.isSuccess) return <Done type={confirm.data.type} />;
  if (confirm.isError && refusedToken(confirm.error)) return <InvalidLink />;
  const type = NOTIFICATION_TYPE_LABELS[target.data.type][currentLocale()];
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('notifications.unsubscribe.question', { type, email: target.data.email })}</Text>
      <Text size="sm" c="dimmed">
        {t('notifications.unsubscribe.inbox_kept')}
      </Text>
      {confirm.isError && (
        <Alert color="red" variant="light" role="alert" w="100%">
          {refusalText(t, confirm.error, 'form.could_not_send')}
        </Alert>
      )}
      <Button
        color="red"
        leftSection={<IconMailOff size={16} aria-hidden />}
        loading={confirm.isPending}
        onClick={() => confirm.mutate()}
      >
        {t('notifications.unsubscribe.confirm')}
      </Button>
    </Stack>
  );
}

/** /unsubscribe?token=…: the link of a notification e-mail, no sign-in needed; asks before stopping. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      maw={560}
      mx="auto"
      w="100%"
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('notifications.unsubscribe.title')}
        </Title>
        {token === '' ? <InvalidLink /> : <Confirm token={token} />}
      </Stack>
    </Card>
  );
}
