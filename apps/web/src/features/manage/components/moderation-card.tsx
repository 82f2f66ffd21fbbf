import {
  formatListDateTime,
  moderationActionsFor,
  type TManagedPost,
  type TModerationAction,
} from '@habitat/shared';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import { AuditTrail } from '../audit/audit-trail';

const ACTION_STYLE: Record<TModerationAction, { variant: string; color?: string }> = {
  publish: { variant: 'filled' },
  reject: { variant: 'outline', color: 'red' },
  disable: { variant: 'outline', color: 'red' },
};

/** The tab a decided post belongs to, for its badge. */
const decidedTab = (status: TManagedPost['status']) =>
  status === 'published' || status === 'rejected' ? status : 'disabled';

/**
 * A post as a moderator reads it whole: photo, title, subtitle, body, author, dates, the
 * decision so far, and the actions its status allows.
 */
export function ModerationCard(props: {
  post: TManagedPost;
  timeZone: string;
  busy: boolean;
  onAction: (action: TModerationAction) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { post, timeZone } = props;
  const date = (value: string) => formatListDateTime(value, timeZone);
  const subTitle = localized(post.subTitle).trim();
  const headingId = `post-${post.id}-title`;
  const actions = moderationActionsFor(post.status);

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Group align="flex-start" gap="md" wrap="wrap">
        {post.image && (
          <Image
            src={post.image.url}
            alt=""
            w={{ base: '100%', sm: 220 }}
            h={{ base: 200, sm: 160 }}
            fit="cover"
            radius="sm"
            loading="lazy"
          />
        )}
        <Stack gap={6} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Title order={2} size="h4" id={headingId}>
            {localized(post.title)}
          </Title>
          {subTitle && (
            <Text fw={600} c="dimmed">
              {subTitle}
            </Text>
          )}
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {localized(post.body)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('manage.billboard.author', {
              name: `${post.author.firstName} ${post.author.lastName}`,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('manage.billboard.sent', { date: date(post.createdAt) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('manage.billboard.window', { start: date(post.startAt), end: date(post.endAt) })}
          </Text>
          {post.decidedBy && post.decidedAt && (
            <Group gap={6} wrap="wrap">
              <Badge variant="light" color="gray">
                {t(`manage.billboard.tabs.${decidedTab(post.status)}`)}
              </Badge>
              <Text size="sm">
                {t('manage.billboard.decided', {
                  name: `${post.decidedBy.firstName} ${post.decidedBy.lastName}`,
                  date: date(post.decidedAt),
                })}
              </Text>
            </Group>
          )}
          {post.decisionNote && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('manage.billboard.reason', { reason: post.decisionNote })}
            </Text>
          )}
          {actions.length > 0 && (
            <Group gap="sm" mt="xs">
              {actions.map((action) => (
                <Button
                  key={action}
                  {...ACTION_STYLE[action]}
                  disabled={props.busy}
                  onClick={() => props.onAction(action)}
                  aria-describedby={headingId}
                  miw={110}
                >
                  {t(`manage.billboard.${action}`)}
                </Button>
              ))}
            </Group>
          )}
          {post.decidedAt && (
            <AuditTrail
              entity="post"
              id={post.id}
              timeZone={timeZone}
              inline
              describedBy={headingId}
            />
          )}
        </Stack>
      </Group>
    </Card>
  );
}
