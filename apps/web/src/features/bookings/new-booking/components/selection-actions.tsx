import {
  dayjs,
  formatDate,
  formatDuration,
  type TBookingEntity,
  type TTranslatable,
  timeOfMinutes,
  wallClockTime,
} from '@habitat/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLocalized } from '@/brand';
import { paths } from '@/config/paths';
import { currentLocale } from '@/i18n/setup';
import type { TFunction } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { durationInfo } from '../booking-messages';
import type { TPick } from '../booking-offer';

/** The pick in words: "05/03/2026, 09:00 to 10:00 (1 h)" or the event's name and hours. */
export function pickText(options: {
  pick: TPick;
  timeZone: string;
  localized: (text: { fr: string; en: string }) => string;
  t: TFunction;
}): string {
  const { pick, t } = options;
  const locale = currentLocale();
  if (pick.kind === 'slots') {
    return t('booking.slot', {
      date: dayjs.utc(pick.date).format('DD/MM/YYYY'),
      start: timeOfMinutes(pick.range.start),
      end: timeOfMinutes(pick.range.end),
      duration: formatDuration(pick.range.end - pick.range.start, locale),
    });
  }
  return `${options.localized(pick.event.name)} – ${instantsText({ ...pick.event, timeZone: options.timeZone, t })}`;
}

/** Two instants in words on the building's clock: "05/03/2026, 18:00 to 19:00 (1 h)". */
export function instantsText(options: {
  start: string;
  end: string;
  timeZone: string;
  t: TFunction;
}): string {
  const { start, end, timeZone } = options;
  const hour = (iso: string) => wallClockTime(dayjs.utc(iso).toDate(), timeZone);
  return options.t('booking.slot', {
    date: formatDate(start, timeZone),
    start: hour(start),
    end: hour(end),
    duration: formatDuration(dayjs.utc(end).diff(dayjs.utc(start), 'minute'), currentLocale()),
  });
}

/** The price of the schedule, event group or event, and the schedule's duration rule. */
export function OfferInfo(props: {
  price: string | null;
  entity: TBookingEntity | null;
  /** The event group's description, when an event group is chosen. */
  description?: TTranslatable | null;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const rule = props.entity ? durationInfo(props.entity, currentLocale(), t) : null;
  const description = props.description ? localized(props.description).trim() : '';
  if (props.price === null && !rule && !description) return null;
  return (
    <Stack gap={4}>
      {description !== '' && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {description}
        </Text>
      )}
      {props.price !== null && (
        <Text fw={600}>{t('booking.price_line', { price: props.price })}</Text>
      )}
      {rule && <Text size="sm">{rule}</Text>}
    </Stack>
  );
}

/**
 * What is selected, and the confirm button (hidden when a limit is reached or payment is
 * missing); a paid pick continues to the card step instead.
 */
export function SelectionActions(props: {
  pick: TPick | null;
  timeZone: string;
  paid: boolean;
  canConfirm: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { pick } = props;
  return (
    <Stack gap="sm">
      <div aria-live="polite">
        <Text fw={600}>{t('booking.selection')}</Text>
        <Text c={pick ? undefined : 'dimmed'}>
          {pick
            ? pickText({ pick, timeZone: props.timeZone, localized, t })
            : t('booking.nothing_selected')}
        </Text>
      </div>
      <Group justify="space-between" mt="xs">
        <Button
          component={Link}
          to={paths.bookings()}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('booking.back_to_bookings')}
        </Button>
        {props.canConfirm && (
          <Button
            onClick={props.onConfirm}
            rightSection={
              props.paid ? (
                <IconArrowRight size={16} aria-hidden />
              ) : (
                <IconCheck size={16} aria-hidden />
              )
            }
          >
            {props.paid ? t('booking.continue') : t('booking.confirm')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
