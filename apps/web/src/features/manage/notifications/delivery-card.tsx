import { formatListDateTime, type TManagedDelivery } from '@habitat/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';

/** A delivery that failed for good: what, to whom (masked), how often tried, the last error. */
export function DeliveryCard(props: {
  delivery: TManagedDelivery;
  timeZone: string;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { delivery } = props;
  const headingId = `delivery-${delivery.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {delivery.title}
          </Title>
          <Badge variant="light" color="gray" radius="sm">
            {t(`manage.notifications.channel.${delivery.channel}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {delivery.target}
        </Text>
        <Text size="sm" c="dimmed">
          {`${t('manage.notifications.attempts', { count: delivery.attempts })} · ${t(
            'manage.notifications.created',
            { date: formatListDateTime(delivery.createdAt, props.timeZone) },
          )}`}
        </Text>
        {delivery.lastError && (
          <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {t('manage.notifications.last_error', { error: delivery.lastError })}
          </Text>
        )}
        <Group>
          <Button
            onClick={props.onRetry}
            loading={props.busy}
            aria-label={t('manage.notifications.retry_of', {
              title: delivery.title,
              target: delivery.target,
            })}
          >
            {t('manage.notifications.retry')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
