import { formatLongDateTime } from '@habitat/shared';
import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePropertyTimeZone } from '@/features/services';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { LoadError } from '@/ui/load-error';
import { useEmergencyMessage } from '../api';

/** /messages/{id}: a manager's emergency message to the building (residents of that building only). */
export function EmergencyMessagePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const message = useEmergencyMessage(id);
  const timeZone = usePropertyTimeZone();
  const back = { to: paths.notifications(), label: t('notifications.emergency.back') };

  let content = (
    <Stack gap="md" role="status" aria-label={t('app.loading')}>
      <Skeleton h={56} radius="lg" />
      <Skeleton h={200} radius="lg" />
    </Stack>
  );
  if (!Number.isInteger(id) || id <= 0) {
    const notFound = new ApiError({ status: 404, code: 'not_found', message: 'Not found' });
    content = <LoadError error={notFound} onRetry={() => undefined} back={back} />;
  } else if (message.isError) {
    content = (
      <LoadError
        error={message.error}
        onRetry={() => void message.refetch()}
        retrying={message.isFetching}
        back={back}
      />
    );
  } else if (message.data) {
    const { data } = message;
    content = (
      <Stack gap="md" component="article" aria-labelledby="emergency-title">
        <Alert
          color="red"
          variant="filled"
          radius="lg"
          icon={<IconAlertTriangle size={22} aria-hidden />}
        >
          {t('notifications.emergency.label')}
        </Alert>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="sm">
            <Title order={2} id="emergency-title">
              {data.title}
            </Title>
            <Text component="time" dateTime={data.createdAt} size="sm" c="dimmed">
              {formatLongDateTime(data.createdAt, currentLocale(), timeZone ?? undefined)}
            </Text>
            <Text lh={1.7} style={{ whiteSpace: 'pre-line' }}>
              {data.body}
            </Text>
          </Stack>
        </Card>
      </Stack>
    );
  }
  return (
    <Stack maw={760} mx="auto" w="100%">
      {content}
    </Stack>
  );
}
