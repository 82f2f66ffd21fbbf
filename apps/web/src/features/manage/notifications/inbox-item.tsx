import { formatListDateTime, type TNotification } from '@habitat/shared';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';

/** One notification of the console's inbox: opening it marks it read and goes to its subject. */
export function InboxItem(props: {
  item: TNotification;
  timeZone: string;
  onOpen: (item: TNotification) => void;
}) {
  const { t } = useTranslation();
  const { item } = props;
  const unread = item.readAt === null;
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="li"
      bg={unread ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text
            component={Link}
            to={item.link}
            onClick={() => props.onOpen(item)}
            fw={unread ? 700 : 500}
            style={{ overflowWrap: 'anywhere' }}
            aria-label={
              unread ? t('manage.notifications.unread_item', { title: item.title }) : undefined
            }
            py={4}
          >
            {item.title}
          </Text>
          <Text size="sm" c="dimmed">
            <time dateTime={item.createdAt}>
              {formatListDateTime(item.createdAt, props.timeZone)}
            </time>
          </Text>
        </Stack>
        {unread && (
          <Badge variant="filled" size="sm" style={{ flexShrink: 0 }} aria-hidden>
            {t('manage.notifications.unread')}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
