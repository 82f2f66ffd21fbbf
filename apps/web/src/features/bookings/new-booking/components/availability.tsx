import {
  dayjs,
  type TBookingEntity,
  type TBookingEvent,
  type TMinuteRange,
  type TSelection,
} from '@habitat/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useLocalized } from '@/brand';
import { useTranslation } from '@/i18n/use-translation';
import type { TFlowState } from '../booking-flow';
import { eventsOn, nextEventDate, type TServiceOffers } from '../booking-offer';
import { EventList } from './event-list';
import { ScheduleSlots } from './schedule-slots';
import { SlotLegend } from './time-grid';

export type TAvailabilityProps = {
  /** showAvailableSchedulesForDate: every schedule and event of the date at once. */
  allOfDate: boolean;
  offers: TServiceOffers;
  state: Pick<TFlowState, 'calendar' | 'date' | 'selection' | 'event'>;
  events: readonly TBookingEvent[];
  /** The seats held at an event where the user may take no more, else null. */
  seatsHeldAtLimit: (event: TBookingEvent) => number | null;
  timeZone: string;
  cardPayment: boolean;
  now: Date;
  priceOf: (price: number) => string;
  onSlots: (entity: number, selection: TSelection, range: TMinuteRange | null) => void;
  onEvent: (event: TBookingEvent) => void;
  onDate: (date: string) => void;
};

/** What can be booked on the chosen date: the schedules' grids and the events (docs/product.md: Screens). */
export function Availability(props: TAvailabilityProps) {
  const { state, offers } = props;
  const { calendar } = state;
  if (!state.date) return null;
  const entities = props.allOfDate
    ? offers.entities
    : offers.entities.filter((entity) => calendar?.kind === 'entity' && entity.id === calendar.id);
  const groups = props.allOfDate
    ? offers.groups.map((group) => group.id)
    : calendar?.kind === 'group'
      ? [calendar.id]
      : [];
  return (
    <Stack gap="lg">
      {entities.length > 0 && <SlotLegend />}
      {entities.map((entity) => (
        <EntitySlots
          key={entity.id}
          {...props}
          date={state.date!}
          entity={entity}
          titled={entities.length > 1}
        />
      ))}
      {groups.length > 0 && <DateEvents {...props} date={state.date} groups={groups} />}
    </Stack>
  );
}

function EntitySlots(
  props: TAvailabilityProps & { entity: TBookingEntity; date: string; titled: boolean },
) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { entity, state } = props;
  const mine = state.calendar?.kind === 'entity' && state.calendar.id === entity.id;
  const name = localized(entity.name);
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {props.titled ? name : t('booking.slots')}
      </Title>
      <ScheduleSlots
        entity={entity}
        date={props.date}
        timeZone={props.timeZone}
        now={props.now}
        selection={mine ? state.selection : null}
        label={props.titled ? `${t('booking.slots')} – ${name}` : t('booking.slots')}
        onSelect={(selection, range) => props.onSlots(entity.id, selection, range)}
      />
    </Stack>
  );
}

function DateEvents(props: TAvailabilityProps & { date: string; groups: number[] }) {
  const { t } = useTranslation();
  const { date, timeZone } = props;
  const events = eventsOn({
    events: props.events,
    groups: props.groups,
    date,
    timeZone,
    cardPayment: props.cardPayment,
  });
  const next = nextEventDate({ events: props.events, groups: props.groups, from: date, timeZone });
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('booking.events')}
      </Title>
      {events.length > 0 ? (
        <EventList
          events={events}
          selected={props.state.event}
          seatsHeldAtLimit={props.seatsHeldAtLimit}
          timeZone={timeZone}
          priceOf={props.priceOf}
          onSelect={props.onEvent}
        />
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">{t('booking.no_events')}</Text>
          {next && next !== date && (
            <Button variant="light" onClick={() => props.onDate(next)}>
              {t('booking.next_event', { date: dayjs.utc(next).format('DD/MM/YYYY') })}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
