import { formatDate } from '@habitat/shared';
import {
  ActionIcon,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { openDialog, openErrorDialog } from '@/ui/dialog';
import { useSpinner } from '@/ui/spinner';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/reservations';

const HEADING_ID = 'calendar-feed-title';

/**
 * The profile's private calendar subscription (issue #8 iCalendar): create a link (its URL is
 * shown once, to copy), replace it (the old one stops) or revoke it.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const spinner = useSpinner();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  // Only the answer that created the link carries its URL: kept here until the page is left.
  const [url, setUrl] = useState<string | null>(null);
  const active = feed.data?.active ?? false;

  const fail = (error: unknown) =>
    openErrorDialog(
      isApiError(error) ? translateCode(t, error.code, error.message) : t('errors.platform_error'),
    );

  const onCreate = async () => {
    if (active) {
      const choice = await openDialog({
        title: t('bookings.feed.replace_title'),
        message: t('bookings.feed.replace_text'),
        actions: [
          { label: t('bookings.feed.no'), value: 'no' },
          { label: t('bookings.feed.replace_yes'), value: 'yes', destructive: true },
        ],
      });
      if (choice !== 'yes') return;
    }
    try {
      const created = await spinner.track(create.mutateAsync());
      setUrl(created.url);
    } catch (error) {
      await fail(error);
    }
  };

  const onRevoke = async () => {
    const choice = await openDialog({
      title: t('bookings.feed.revoke_title'),
      message: t('bookings.feed.revoke_text'),
      actions: [
        { label: t('bookings.feed.no'), value: 'no' },
        { label: t('bookings.feed.revoke_yes'), value: 'yes', destructive: true },
      ],
    });
    if (choice !== 'yes') return;
    try {
      await spinner.track(revoke.mutateAsync());
      setUrl(null);
      notifications.show({ message: t('bookings.feed.revoked'), color: 'green' });
    } catch (error) {
      await fail(error);
    }
  };

  let status: string | null = null;
  if (feed.data) {
    status =
      active && feed.data.createdAt
        ? t('bookings.feed.active_since', { date: formatDate(feed.data.createdAt) })
        : active
          ? null
          : t('bookings.feed.none');
  }

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-labelledby={HEADING_ID}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={HEADING_ID}>
          {t('bookings.feed.title')}
        </Title>
        <Text>{t('bookings.feed.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('bookings.feed.warning')}
        </Text>
        {feed.isPending ? (
          <Skeleton h={20} w="60%" aria-label={t('app.loading')} />
        ) : (
          status && (
            <Text size="sm" fw={500}>
              {status}
            </Text>
          )
        )}
        {url && (
          <Stack gap={6}>
            <TextInput
              label={t('bookings.feed.url_label')}
              description={t('bookings.feed.url_once')}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              rightSectionWidth={44}
              rightSection={
                <CopyButton value={url} timeout={2_000}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('bookings.feed.copied') : t('bookings.feed.copy')}>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : 'gray'}
                        onClick={copy}
                        aria-label={copied ? t('bookings.feed.copied') : t('bookings.feed.copy')}
                      >
                        {copied ? (
                          <IconCheck size={18} aria-hidden />
                        ) : (
                          <IconCopy size={18} aria-hidden />
                        )}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              }
            />
          </Stack>
        )}
        <Group gap="sm">
          <Button
            variant={active ? 'default' : 'filled'}
            leftSection={<IconLink size={16} aria-hidden />}
            onClick={() => void onCreate()}
            disabled={feed.isPending && !feed.isError}
          >
            {active ? t('bookings.feed.replace') : t('bookings.feed.create')}
          </Button>
          {active && (
            <Button
              variant="outline"
              color="red"
              leftSection={<IconLinkOff size={16} aria-hidden />}
              onClick={() => void onRevoke()}
            >
              {t('bookings.feed.revoke')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
