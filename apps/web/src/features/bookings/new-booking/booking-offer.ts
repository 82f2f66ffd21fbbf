import {
  addDays,
  CURRENCY,
  formatLocalDateTime,
  localDateOf,
  openingRangesOn,
  passesFareFilter,
  type TBookingEntity,
  type TBookingEvent,
  type TBookingEventGroup,
  type TMinuteRange,
  type TPaymentProcessorName,
  type TPropertyPayments,
  toLocalDateTime,
} from '@habitat/shared';
import type { TReservationBody } from '../api/create-reservation';
import type { TCalendarRef, TFlowState } from './booking-flow';

/** What the chosen service offers: its schedules and event groups that pass the fare filter. */
export type TServiceOffers = {
  entities: TBookingEntity[];
  groups: TBookingEventGroup[];
};

export function offersOfService(options: {
  service: number | null;
  entities: readonly TBookingEntity[];
  groups: readonly TBookingEventGroup[];
  cardPayment: boolean;
}): TServiceOffers {
  const { service, cardPayment } = options;
  const offered = <T extends { service: number; price: number }>(list: readonly T[]) =>
    list.filter((item) => item.service === service && passesFareFilter(item.price, cardPayment));
  return { entities: offered(options.entities), groups: offered(options.groups) };
}

/** The only calendar of a service that has one, so the picker need not ask. */
export function onlyCalendar(offers: TServiceOffers): TCalendarRef | null {
  const [entity] = offers.entities;
  const [group] = offers.groups;
  if (offers.entities.length === 1 && offers.groups.length === 0 && entity) {
    return { kind: 'entity', id: entity.id };
  }
  if (offers.groups.length === 1 && offers.entities.length === 0 && group) {
    return { kind: 'group', id: group.id };
  }
  return null;
}

/** The events of the groups starting on `date` in the property's zone, soonest first. */
export function eventsOn(options: {
  events: readonly TBookingEvent[];
  groups: readonly number[];
  date: string | null;
  timeZone: string;
  cardPayment: boolean;
}): TBookingEvent[] {
  const { date, timeZone, cardPayment } = options;
  return options.events
    .filter(
      (event) =>
        options.groups.includes(event.group) &&
        passesFareFilter(event.price, cardPayment) &&
        localDateOf(new Date(event.start), timeZone) === date,
    )
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The first date on or after `from` with an event of the groups, for a "next event" shortcut. */
export function nextEventDate(options: {
  events: readonly TBookingEvent[];
  groups: readonly number[];
  from: string;
  timeZone: string;
}): string | null {
  const dates = options.events
    .filter((event) => options.groups.includes(event.group))
    .map((event) => localDateOf(new Date(event.start), options.timeZone))
    .filter((date) => date >= options.from)
    .sort();
  return dates[0] ?? null;
}

/** Whether a schedule opens on the date (its weekly ranges, or the dated exception). */
export const entityOpensOn = (entity: TBookingEntity, date: string) =>
  openingRangesOn(entity, date).length > 0;

/** What is picked and ready to book: a run of slots on a schedule, or a seat at an event. */
export type TPick =
  | { kind: 'slots'; entity: TBookingEntity; date: string; range: TMinuteRange; price: number }
  | { kind: 'event'; event: TBookingEvent; price: number };

export function reservationBody(pick: TPick, timeZone: string): TReservationBody {
  switch (pick.kind) {
    case 'slots':
      return {
        entity: pick.entity.id,
        start: toLocalDateTime(pick.date, pick.range.start),
        end: toLocalDateTime(pick.date, pick.range.end),
        total: pick.price,
        currency: CURRENCY,
      };
    case 'event':
      return {
        event: pick.event.id,
        start: formatLocalDateTime(pick.event.start, timeZone),
        end: formatLocalDateTime(pick.event.end, timeZone),
        total: pick.price,
        currency: CURRENCY,
      };
  }
}

/**
 * How this deployment takes a card in the browser, or null when it cannot: the local processor
 * tokenizes through our own API with the property's public key; Stripe takes the card in its
 * own Element (Stripe.js, loaded only then) with the publishable key (`pk_…`).
 */
export function cardSetup(
  payments: TPropertyPayments | undefined,
): { processor: TPaymentProcessorName; publicKey: string } | null {
  const publicKey = payments?.publicKey;
  if (!publicKey) return null;
  switch (payments.processor) {
    case 'local':
    case 'stripe':
      return { processor: payments.processor, publicKey };
    default:
      return null;
  }
}

/** The pick of the flow's state, when complete: slots on a schedule, or an event's seat. */
export function pickOf(options: {
  state: Pick<TFlowState, 'calendar' | 'date' | 'range' | 'event'>;
  offers: TServiceOffers;
  events: readonly TBookingEvent[];
}): TPick | null {
  const { state, offers } = options;
  if (state.event !== null) {
    const event = options.events.find((candidate) => candidate.id === state.event);
    return event ? { kind: 'event', event, price: event.price } : null;
  }
  if (state.calendar?.kind !== 'entity' || !state.range || !state.date) return null;
  const id = state.calendar.id;
  const entity = offers.entities.find((candidate) => candidate.id === id);
  return entity
    ? { kind: 'slots', entity, date: state.date, range: state.range, price: entity.price }
    : null;
}

/** The price to show: the pick's, else the chosen schedule's or event group's. */
export function calendarPrice(
  calendar: TCalendarRef | null,
  offers: TServiceOffers,
): number | null {
  if (!calendar) return null;
  const list = calendar.kind === 'entity' ? offers.entities : offers.groups;
  return list.find((item) => item.id === calendar.id)?.price ?? null;
}

/** How far ahead the flow looks for the first date with something to book. */
const LOOKAHEAD_DAYS = 92;

/** The first date from `from` on which `hasOffer` holds, within LOOKAHEAD_DAYS; else null. */
export function firstOfferDate(from: string, hasOffer: (date: string) => boolean): string | null {
  for (let day = 0; day < LOOKAHEAD_DAYS; day++) {
    const date = addDays(from, day);
    if (hasOffer(date)) return date;
  }
  return null;
}
