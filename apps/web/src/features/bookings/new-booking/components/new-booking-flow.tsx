import {
  BOOKING_HORIZON,
  bookableServices,
  cardPaymentEnabled,
  durationIssue,
  eventSeatLimitReached,
  formatDate,
  formatPrice,
  isBeyondHorizon,
  lastBookableDate,
  limitQuantity,
  limitReached,
  localDateOf,
  seatsHeldAt,
  type TBookingEntity,
  type TBookingEvent,
  type TMe,
  type TProperty,
  type TService,
  unitMatesHolding,
} from '@habitat/shared';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocalized } from '@/brand';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { openDialog, openErrorDialog } from '@/ui/dialog';
import { useLayoutKind } from '@/ui/form-factor';
import { useNow } from '@/ui/use-now';
import { bookingSlot } from '../../booking-view';
import { bookingFlow, initialFlow } from '../booking-flow';
import { durationIssueMessage } from '../booking-messages';
import {
  calendarPrice,
  cardSetup,
  entityOpensOn,
  firstOfferDate,
  offersOfService,
  onlyCalendar,
  pickOf,
  reservationBody,
} from '../booking-offer';
import { EMPTY_CARD, type TCardFields } from '../card-fields';
import { useGroupEvents, type useNewBookingData } from '../use-booking-data';
import { useBookingSubmit } from '../use-booking-submit';
import { Availability } from './availability';
import { BookingDatePicker } from './booking-date-picker';
import { LimitNotice, PaymentNotConfiguredNotice } from './notices';
import { CalendarPicker, ServicePicker } from './offer-pickers';
import { PaymentStep } from './payment-step';
import { OfferInfo, pickText, SelectionActions } from './selection-actions';

export type TBookingData = ReturnType<typeof useNewBookingData> & {
  me: TMe;
  property: TProperty;
};

/** The whole flow of docs/product.md: Screens, States once its data is here: selection, then payment, then send. */
export function NewBookingFlow(props: { data: TBookingData; preselected: number | null }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const locale = currentLocale();
  const mobile = useLayoutKind() === 'mobile';
  const now = useNow();
  const { data } = props;
  const { timeZone, payments } = data.property;
  const today = localDateOf(now, timeZone);
  const cardPayment = cardPaymentEnabled(payments);
  const services = useMemo(
    () =>
      bookableServices({
        services: data.services,
        offers: [...data.offers.entities, ...data.offers.groups],
        cardPayment,
        user: data.me,
      }),
    [data.services, data.offers.entities, data.offers.groups, cardPayment, data.me],
  );
  const [state, dispatch] = useReducer(bookingFlow, null, () =>
    initialFlow(services.some((s) => s.id === props.preselected) ? props.preselected : null, today),
  );
  const [card, setCard] = useState<TCardFields>(EMPTY_CARD);
  // Fixed once, so the events' cache key holds still while the page is open.
  const [after] = useState(() => new Date().toISOString());
  const service = services.find((candidate) => candidate.id === state.service) ?? null;
  const offers = offersOfService({ service: state.service, ...data.offers, cardPayment });
  const events = useGroupEvents(
    offers.groups.map((group) => group.id),
    after,
  );
  const calendar = state.calendar ?? onlyCalendar(offers);
  const allOfDate = service?.showAvailableSchedulesForDate ?? false;
  const horizonOfGroup = (group: number) =>
    offers.groups.find((candidate) => candidate.id === group)?.bookingHorizonDays ??
    BOOKING_HORIZON.defaultDays;
  // Events further ahead than their group's horizon cannot be booked yet: not offered.
  const bookableEvents = events.events.filter(
    (event) =>
      !isBeyondHorizon(
        localDateOf(new Date(event.start), timeZone),
        today,
        horizonOfGroup(event.group),
      ),
  );
  const seatsHeldAtLimit = (event: TBookingEvent) => {
    const held = seatsHeldAt(event.id, data.userBookings);
    return eventSeatLimitReached(event, held) ? held : null;
  };
  const pick = pickOf({ state: { ...state, calendar }, offers, events: bookableEvents });
  const price = pick?.price ?? calendarPrice(calendar, offers) ?? 0;
  const priceOf = (amount: number) =>
    amount === 0 ? t('booking.free') : formatPrice(amount, locale);
  const submit = useBookingSubmit({ onStale: () => dispatch({ type: 'clear_pick' }) });
  const setup = cardSetup(payments);
  const hasOffer = (date: string) =>
    dateHasOffer({ date, today, calendar, allOfDate, offers, events: bookableEvents, timeZone });
  // The picker offers only dates with something to book; a date left without any (today by
  // default, or a date of another calendar) moves to the first one that has some.
  const betterDate =
    state.date !== null && service && !hasOffer(state.date)
      ? firstOfferDate(today, hasOffer)
      : null;
  useEffect(() => {
    if (betterDate) dispatch({ type: 'date', date: betterDate });
  }, [betterDate]);

  const confirm = async () => {
    const missing = firstEntityIssue({ pick, calendar, offers, allOfDate });
    if (missing) {
      await openErrorDialog(durationIssueMessage({ ...missing, locale, t }));
      return;
    }
    if (!pick) {
      await openDialog({ title: t('dialog.oops'), message: t('form.info_missing_text') });
      return;
    }
    if (pick.price > 0) dispatch({ type: 'pay', amount: pick.price });
    else await submit({ body: reservationBody(pick, timeZone), card: null });
  };

  if (state.step === 'payment' && pick && setup && service) {
    return (
      <PaymentStep
        summary={{
          service: localized(service.name),
          selection: pickText({ pick, timeZone, localized, t }),
        }}
        amount={state.amount ?? pick.price}
        timeZone={timeZone}
        setup={setup}
        card={card}
        now={now}
        onCard={setCard}
        onBack={() => dispatch({ type: 'back' })}
        onPay={(card) => submit({ body: reservationBody(pick, timeZone), card })}
      />
    );
  }

  const limit =
    service && data.limitsKnown
      ? limitReached({
          service,
          userBookings: data.userBookings,
          unitBookings: data.unitBookings,
          now,
        })
      : null;
  const paymentMissing = price > 0 && setup === null;
  const heldByMates = (of: TService) =>
    unitMatesHolding({
      serviceId: of.id,
      userBookings: data.userBookings,
      unitBookings: data.unitBookings,
      now,
    }).map((booking) =>
      t('booking.limit.held_by_mate', {
        service: localized(of.name),
        date: formatDate(booking.start, timeZone),
        slot: bookingSlot({ ...booking, timeZone }, t),
      }),
    );

  const pickers: ReactNode = (
    <Stack gap="md">
      <ServicePicker
        services={services}
        value={state.service}
        onChange={(id) => dispatch({ type: 'service', service: id })}
      />
      {service && !allOfDate && (
        <CalendarPicker
          offers={offers}
          value={calendar}
          onChange={(ref) => dispatch({ type: 'calendar', calendar: ref })}
        />
      )}
      {service && (calendar || allOfDate) && (
        <BookingDatePicker
          value={state.date}
          today={today}
          lastDate={lastDateOf({ today, calendar, allOfDate, offers })}
          mobile={mobile}
          hasOffer={hasOffer}
          onChange={(date) => dispatch({ type: 'date', date })}
        />
      )}
    </Stack>
  );

  const details: ReactNode = service && (
    <Stack gap="md">
      {limit && (
        <LimitNotice
          which={limit}
          quantity={limitQuantity(service, limit)}
          heldByMates={limit === 'unit' ? heldByMates(service) : []}
        />
      )}
      <OfferInfo
        price={calendar || pick ? priceOf(price) : null}
        entity={selectedEntity(calendar, offers.entities)}
        description={
          calendar?.kind === 'group'
            ? offers.groups.find((group) => group.id === calendar.id)?.description
            : null
        }
      />
      <Availability
        allOfDate={allOfDate}
        offers={offers}
        state={{ ...state, calendar }}
        events={bookableEvents}
        seatsHeldAtLimit={seatsHeldAtLimit}
        timeZone={timeZone}
        cardPayment={cardPayment}
        now={now}
        priceOf={priceOf}
        onSlots={(entity, selection, range) =>
          dispatch({ type: 'slots', entity, selection, range })
        }
        onEvent={(event) => {
          // Like a full event: a seat more than the user may hold is not selectable.
          if (state.event !== event.id && seatsHeldAtLimit(event) !== null) return;
          dispatch({ type: 'event', event });
        }}
        onDate={(date) => dispatch({ type: 'date', date })}
      />
      {paymentMissing && <PaymentNotConfiguredNotice />}
      <SelectionActions
        pick={pick}
        timeZone={timeZone}
        paid={price > 0}
        canConfirm={
          (calendar !== null || allOfDate) && data.limitsKnown && limit === null && !paymentMissing
        }
        onConfirm={() => void confirm()}
      />
    </Stack>
  );

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      maw={1080}
      mx="auto"
      w="100%"
    >
      <Stack gap="lg">
        <Text c="dimmed">{t('booking.intro')}</Text>
        {services.length === 0 && <Text>{t('booking.no_service')}</Text>}
        {mobile ? (
          <Stack gap="lg">
            {pickers}
            {details}
          </Stack>
        ) : (
          <SimpleGrid cols={2} spacing="xl">
            {pickers}
            {details}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

const selectedEntity = (
  calendar: { kind: string; id: number } | null,
  entities: readonly TBookingEntity[],
) => (calendar?.kind === 'entity' ? (entities.find((e) => e.id === calendar.id) ?? null) : null);

/** The duration rule a schedule's selection breaks (no slot at all counts), if any. */
function firstEntityIssue(options: {
  pick: ReturnType<typeof pickOf>;
  calendar: { kind: string; id: number } | null;
  offers: { entities: TBookingEntity[] };
  allOfDate: boolean;
}) {
  const { pick } = options;
  if (pick?.kind === 'event') return null;
  const entity =
    pick?.entity ??
    selectedEntity(options.calendar, options.offers.entities) ??
    (options.allOfDate && !pick ? (options.offers.entities[0] ?? null) : null);
  if (!entity) return null;
  const minutes = pick ? pick.range.end - pick.range.start : 0;
  const issue = durationIssue(entity, minutes);
  return issue ? { issue, entity } : null;
}

/** The last date the calendar (or, for all of the date, any calendar of the service) is bookable. */
function lastDateOf(options: {
  today: string;
  calendar: { kind: string; id: number } | null;
  allOfDate: boolean;
  offers: { entities: TBookingEntity[]; groups: { id: number; bookingHorizonDays: number }[] };
}): string | null {
  const { calendar, offers } = options;
  const calendars = options.allOfDate
    ? [...offers.entities, ...offers.groups]
    : calendar?.kind === 'entity'
      ? offers.entities.filter((entity) => entity.id === calendar.id)
      : offers.groups.filter((group) => calendar?.kind === 'group' && group.id === calendar.id);
  if (calendars.length === 0) return null;
  const days = Math.max(...calendars.map((item) => item.bookingHorizonDays));
  return lastBookableDate(options.today, days);
}

function dateHasOffer(options: {
  date: string;
  today: string;
  calendar: { kind: string; id: number } | null;
  allOfDate: boolean;
  offers: { entities: TBookingEntity[]; groups: { id: number }[] };
  events: readonly { group: number; start: string }[];
  timeZone: string;
}): boolean {
  const { date, calendar, offers, timeZone } = options;
  const opensOn = (entity: TBookingEntity) =>
    entityOpensOn(entity, date) && !isBeyondHorizon(date, options.today, entity.bookingHorizonDays);
  const eventOn = (groups: readonly number[]) =>
    options.events.some(
      (event) =>
        groups.includes(event.group) && localDateOf(new Date(event.start), timeZone) === date,
    );
  if (options.allOfDate) {
    return offers.entities.some(opensOn) || eventOn(offers.groups.map((group) => group.id));
  }
  if (calendar?.kind === 'group') return eventOn([calendar.id]);
  const entity = selectedEntity(calendar, offers.entities);
  return entity ? opensOn(entity) : true;
}
