import { dayjs, isEventFull, type TBookingEvent, wallClockTime } from '@habitat/shared';
import { Badge, Group, Text } from '@mantine/core';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import classes from './event-list.module.css';
import { JoinWaitlist } from './join-waitlist';

/**
 * The events of a date, each a toggle button: a full one, or one where the user already holds
 * the seats one resident may take, stays listed (and announced so) but choosing it is ignored;
 * choosing the selected one again deselects it (docs/product.md: States). A full one offers
 * to join its waitlist.
 */
export function EventList(props: {
  events: readonly TBookingEvent[];
  selected: number | null;
  /** Seats the user already holds at an event that allows no more (shown like a full one). */
  seatsHeldAtLimit: (event: TBookingEvent) => number | null;
  timeZone: string;
  priceOf: (price: number) => string;
  onSelect: (event: TBookingEvent) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const hour = (iso: string) => wallClockTime(dayjs.utc(iso).toDate(), props.timeZone);
  return (
    <ul className={classes.list} aria-label={t('booking.events')}>
      {props.events.map((event) => {
        const held = props.seatsHeldAtLimit(event);
        const full = isEventFull(event);
        const places =
          held !== null
            ? t('booking.seat_held', { count: held })
            : full
              ? t('booking.full')
              : event.remainingAvailable === undefined
                ? t('booking.open_seating')
                : t('booking.places_left', { count: event.remainingAvailable });
        const name = localized(event.name);
        const start = hour(event.start);
        const end = hour(event.end);
        return (
          <li key={event.id}>
            <button
              type="button"
              className={classes.event}
              aria-pressed={props.selected === event.id}
              aria-disabled={full || held !== null || undefined}
              aria-label={t('booking.event_label', { name, start, end, places })}
              onClick={() => props.onSelect(event)}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600}>{name}</Text>
                <Badge variant="light" color={full || held !== null ? 'gray' : 'teal'}>
                  {places}
                </Badge>
              </Group>
              <Text size="sm" c="gray.7">
                {t('bookings.slot', { start, end })} · {props.priceOf(event.price)}
              </Text>
              {localized(event.description) && (
                <Text size="sm" mt={4} lineClamp={3}>
                  {localized(event.description)}
                </Text>
              )}
            </button>
            {full && held === null && (
              <JoinWaitlist
                target={{ event: event.id }}
                label={t('bookings.waitlist.join_label', { name, start })}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
