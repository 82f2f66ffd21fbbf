import { formatListDateTime, formatPrice, type TFailedRefund } from '@habitat/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';

/** A charge owed back: who paid, how much and when, and the two ways to settle it. */
export function FailedRefundCard(props: {
  refund: TFailedRefund;
  timeZone: string;
  busy: boolean;
  onRetry: () => void;
  onSettle: () => void;
}) {
  const { t } = useTranslation();
  const { refund } = props;
  const name = `${refund.resident.firstName} ${refund.resident.lastName}`;
  const amount = formatPrice(refund.amount, currentLocale());
  const headingId = `failed-refund-${refund.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {t('manage.refunds.owed', { amount, name })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('manage.refunds.paid_at', {
              date: formatListDateTime(refund.paidAt, props.timeZone),
            })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('manage.refunds.charge', { processor: refund.processor, id: refund.chargeId })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            onClick={props.onRetry}
            loading={props.busy}
            aria-label={t('manage.refunds.retry_of', { amount, name })}
          >
            {t('manage.refunds.retry')}
          </Button>
          <Button
            variant="default"
            onClick={props.onSettle}
            disabled={props.busy}
            aria-label={t('manage.refunds.settle_of', { amount, name })}
          >
            {t('manage.refunds.settle')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
