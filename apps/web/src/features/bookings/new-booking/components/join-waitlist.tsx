import {
  calendarDayText,
  formatLocalDateTime,
  type TBookingEntity,
  type TJoinWaitlistRequest,
  type TMinuteRange,
  type TWaitlistEntry,
  timeOfMinutes,
  toLocalDateTime,
} from '@habitat/shared';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHourglass } from '@tabler/icons-react';
import { useLocalized } from '@/brand';
import { currentLocale, translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { openErrorDialog } from '@/ui/dialog';
import { useSpinner } from '@/ui/spinner';
import { inLine, useJoinWaitlist, useMyWaitlist } from '../../api/waitlists';

/** The entry waits for this event, or for this very slot (its local start and end). */
const sameTarget = (target: TJoinWaitlistRequest, entry: TWaitlistEntry) =>
  'event' in target
    ? entry.event?.id === target.event
    : entry.entity?.id === target.entity &&
      formatLocalDateTime(entry.start, entry.timeZone) === target.start &&
      formatLocalDateTime(entry.end, entry.timeZone) === target.end;

/**
 * "Join the waitlist" for a full event or slot; once joined, the place in line instead
 * (the bookings page lists it, with the offer when a place frees).
 */
export function JoinWaitlist(props: { target: TJoinWaitlistRequest; label: string }) {
  const { t } = useTranslation();
  const spinner = useSpinner();
  const waitlist = useMyWaitlist();
  const join = useJoinWaitlist();
  const { target } = props;
  const mine = (waitlist.data ?? []).find((entry) => inLine(entry) && sameTarget(target, entry));
  if (mine) {
    return (
      <Text size="sm" c="teal.9" role="status" mt={6}>
        {mine.status === 'offered'
          ? t('bookings.waitlist.offered')
          : t('bookings.waitlist.position', { count: mine.position ?? 0 })}
      </Text>
    );
  }
  const onJoin = async () => {
    try {
      await spinner.track(join.mutateAsync(target));
      notifications.show({ message: t('bookings.waitlist.joined'), color: 'green' });
    } catch (error) {
      await openErrorDialog(
        isApiError(error)
          ? translateCode(t, error.code, error.message)
          : t('errors.platform_error'),
      );
    }
  };
  return (
    <Button
      mt={6}
      size="xs"
      variant="light"
      leftSection={<IconHourglass size={14} aria-hidden />}
      aria-label={props.label}
      onClick={() => void onJoin()}
    >
      {t('bookings.waitlist.join')}
    </Button>
  );
}

/** A full slot of a schedule (shared waitableAt): what is full, and its waitlist to join. */
export function SlotWaitlist(props: { entity: TBookingEntity; date: string; range: TMinuteRange }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { entity, date, range } = props;
  const start = timeOfMinutes(range.start);
  const end = timeOfMinutes(range.end);
  const when = `${calendarDayText(date, currentLocale())}, ${start}–${end}`;
  return (
    <Stack gap={0}>
      <Text size="sm">{t('booking.full_range', { start, end })}</Text>
      <JoinWaitlist
        target={{
          entity: entity.id,
          start: toLocalDateTime(date, range.start),
          end: toLocalDateTime(date, range.end),
        }}
        label={t('bookings.waitlist.join_label', { name: localized(entity.name), start: when })}
      />
    </Stack>
  );
}
