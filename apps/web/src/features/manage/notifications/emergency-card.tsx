import { formatListDateTime, type TManagedEmergencyMessage } from '@habitat/shared';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';
import { ReachLine } from './reach-line';

/** A sent emergency message: its text, who sent it when, and how many residents it reached. */
export function EmergencyCard(props: { message: TManagedEmergencyMessage; timeZone: string }) {
  const { t } = useTranslation();
  const { message } = props;
  const headingId = `emergency-${message.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {message.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('manage.notifications.emergency_by', {
            date: formatListDateTime(message.createdAt, props.timeZone),
            name: `${message.author.firstName} ${message.author.lastName}`,
          })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={4}>
          {message.body}
        </Text>
        <ReachLine reach={message.reach} />
      </Stack>
    </Card>
  );
}
