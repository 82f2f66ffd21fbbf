import { canDiscussRequest, formatListDateTime, type TManagedRequest } from '@habitat/shared';
import { Alert, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';
import { Section } from './detail-section';
import { TextForm } from './text-form';
import type { TRequestActions } from './use-request-actions';

/** The thread with the resident, and the reply while the request is open to it. */
export function RequestDiscussion(props: {
  request: TManagedRequest;
  timeZone: string;
  act: TRequestActions;
}) {
  const { t } = useTranslation();
  const { request, act } = props;
  return (
    <Section title={t('manage.requests.discussion')}>
      {request.discussion.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('manage.requests.no_messages')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {request.discussion.map((message) => (
            <li key={message.id} data-from={message.from}>
              <Card
                radius="md"
                padding="sm"
                bg={
                  message.from === 'manager'
                    ? 'var(--mantine-color-blue-light)'
                    : 'var(--mantine-color-gray-light)'
                }
                ml={message.from === 'manager' ? { base: 'md', sm: 'xl' } : 0}
                mr={message.from === 'manager' ? 0 : { base: 'md', sm: 'xl' }}
              >
                <Group gap="xs" justify="space-between">
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {`${message.user.firstName} ${message.user.lastName}`}
                    </Text>
                    <Badge size="xs" variant="outline" color="gray">
                      {t(`manage.requests.from.${message.from}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatListDateTime(message.createdAt, props.timeZone)}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.msg}
                </Text>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {canDiscussRequest(request.status) ? (
        <TextForm
          label={t('manage.requests.reply')}
          submit={t('manage.requests.send')}
          field="reply"
          busy={act.busy?.kind === 'messages'}
          onSend={(reply, take) => act.run({ kind: 'messages', reply }, take)}
        />
      ) : (
        <Alert color="gray" variant="light">
          {t('manage.requests.discussion_closed')}
        </Alert>
      )}
    </Section>
  );
}
