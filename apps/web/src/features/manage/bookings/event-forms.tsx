import {
  BOOKING_HORIZON,
  BOOKING_SETUP_LIMITS,
  EVENT_SEATS_PER_USER,
  instantOfWallClock,
  type TManagedEvent,
  type TManagedEventGroup,
  type TManageEventGroupInput,
  type TManageEventInput,
  wallClockText,
  ZManageEventGroupInput,
  ZManageEventInput,
} from '@habitat/shared';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FieldErrors, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { zodBodyResolver } from '@/lib/forms/body-resolver';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { errorCodeAt } from '@/lib/forms/server-field-errors';
import { fieldErrorText } from '../components/field-error';
import {
  BookingFormActions,
  HorizonField,
  NameFields,
  PriceField,
  type TBookingFormProps,
  useSaveBookingChange,
  WaitlistHoldField,
} from './booking-form';
import { centsOf, dollarsOf, numberOrNull } from './form-numbers';

type TTexts = { nameFr: string; nameEn: string; descriptionFr: string; descriptionEn: string };

function TextsFields(props: {
  register: (name: `texts.${keyof TTexts}`) => UseFormRegisterReturn;
  err: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const { err } = props;
  const input = (key: keyof TTexts) => props.register(`texts.${key}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NameFields
        register={(language) => input(language === 'fr' ? 'nameFr' : 'nameEn')}
        err={err}
      />
      <Textarea
        label={t('manage.bookings.description_fr')}
        autosize
        minRows={2}
        maxLength={BOOKING_SETUP_LIMITS.description}
        error={err('description.fr')}
        {...input('descriptionFr')}
      />
      <Textarea
        label={t('manage.bookings.description_en')}
        autosize
        minRows={2}
        maxLength={BOOKING_SETUP_LIMITS.description}
        error={err('description.en')}
        {...input('descriptionEn')}
      />
    </SimpleGrid>
  );
}

const textsOf = (item: Pick<TManagedEventGroup, 'name' | 'description'> | null): TTexts => ({
  nameFr: item?.name.fr ?? '',
  nameEn: item?.name.en ?? '',
  descriptionFr: item?.description.fr ?? '',
  descriptionEn: item?.description.en ?? '',
});
const bilingual = (texts: TTexts) => ({
  name: { fr: texts.nameFr, en: texts.nameEn },
  description: { fr: texts.descriptionFr, en: texts.descriptionEn },
});

/** A field's error as a sentence, from its code at the body's path ('name.fr', 'start'). */
function useErrorText(errors: FieldErrors) {
  const { t } = useTranslation();
  return (path: string) => fieldErrorText(t, errorCodeAt(errors, path), 'bookings');
}

type TGroupForm = { texts: TTexts; price: string; horizon: string; waitlistHold: string };

export function EventGroupForm(
  props: TBookingFormProps & {
    group: TManagedEventGroup | null;
  },
) {
  const form = useForm<TGroupForm, unknown, TManageEventGroupInput>({
    resolver: zodBodyResolver(ZManageEventGroupInput, (values) => ({
      ...bilingual(values.texts),
      price: centsOf(values.price),
      bookingHorizonDays: Number(values.horizon),
      waitlistHoldMinutes: numberOrNull(values.waitlistHold),
    })),
    defaultValues: {
      texts: textsOf(props.group),
      price: dollarsOf(props.group?.price ?? 0),
      horizon: String(props.group?.bookingHorizonDays ?? BOOKING_HORIZON.defaultDays),
      waitlistHold: String(props.group?.waitlistHoldMinutes ?? ''),
    },
    ...CHECKED_ON_SUBMIT,
  });
  const err = useErrorText(form.formState.errors);
  const save = useSaveBookingChange(form, props.onSave, props.onDone);
  const submit = form.handleSubmit((body) =>
    save({ kind: 'group', id: props.group?.id ?? null, body }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextsFields register={form.register} err={err} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PriceField field={form.register('price')} error={err('price')} hint />
          <HorizonField field={form.register('horizon')} error={err('bookingHorizonDays')} />
          <WaitlistHoldField
            field={form.register('waitlistHold')}
            error={err('waitlistHoldMinutes')}
          />
        </SimpleGrid>
        <BookingFormActions sending={form.formState.isSubmitting} onCancel={props.onDone} />
      </Stack>
    </form>
  );
}

/** 'YYYY-MM-DDTHH:mm' of a datetime-local field on the building's clock, and back. */
const localInput = (iso: string, timeZone: string) =>
  wallClockText(new Date(iso), timeZone, { seconds: false, separator: 'T' });
const isoOf = (local: string, timeZone: string) =>
  local ? (instantOfWallClock(local, timeZone)?.toISOString() ?? '') : '';

type TEventForm = {
  texts: TTexts;
  price: string;
  seats: string;
  seatsPerUser: string;
  start: string;
  end: string;
};

/** An empty or unreadable date-time reads as zod's own words: say "required". */
const dateTimeCode = (code: string, path: string) =>
  (path === 'start' || path === 'end') && code !== 'start_end' ? 'required' : code;

export function EventForm(
  props: TBookingFormProps & {
    group: number;
    event: TManagedEvent | null;
    timeZone: string;
  },
) {
  const { t } = useTranslation();
  const { event: current, timeZone } = props;
  const form = useForm<TEventForm, unknown, TManageEventInput>({
    resolver: zodBodyResolver(
      ZManageEventInput,
      (values) => ({
        ...bilingual(values.texts),
        // Empty: the event costs its group's price.
        price: values.price.trim() === '' ? null : centsOf(values.price),
        maxAvailable: Number(values.seats),
        maxSeatsPerUser: Number(values.seatsPerUser),
        start: isoOf(values.start, timeZone),
        end: isoOf(values.end, timeZone),
      }),
      { codeOf: dateTimeCode },
    ),
    defaultValues: {
      texts: textsOf(current),
      price: current ? dollarsOf(current.price) : '',
      seats: String(current?.maxAvailable ?? 0),
      seatsPerUser: String(current?.maxSeatsPerUser ?? EVENT_SEATS_PER_USER.default),
      start: current ? localInput(current.start, timeZone) : '',
      end: current ? localInput(current.end, timeZone) : '',
    },
    ...CHECKED_ON_SUBMIT,
  });
  const err = useErrorText(form.formState.errors);
  const save = useSaveBookingChange(form, props.onSave, props.onDone);
  const submit = form.handleSubmit((body) =>
    save({ kind: 'event', id: current?.id ?? null, group: props.group, body }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextsFields register={form.register} err={err} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('manage.bookings.events.start')}
            required
            {...form.register('start')}
            error={err('start')}
          />
          <TextInput
            type="datetime-local"
            label={t('manage.bookings.events.end')}
            required
            {...form.register('end')}
            error={err('end')}
          />
          <TextInput
            label={t('manage.bookings.events.seats')}
            description={t('manage.bookings.events.seats_hint')}
            inputMode="numeric"
            required
            {...form.register('seats')}
            error={err('maxAvailable')}
          />
          <TextInput
            label={t('manage.bookings.events.seats_per_user')}
            description={t('manage.bookings.events.seats_per_user_hint', {
              value: EVENT_SEATS_PER_USER.default,
            })}
            inputMode="numeric"
            required
            {...form.register('seatsPerUser')}
            error={err('maxSeatsPerUser')}
          />
          <PriceField
            field={form.register('price')}
            error={err('price')}
            description={t('manage.bookings.events.price_hint')}
          />
        </SimpleGrid>
        <BookingFormActions sending={form.formState.isSubmitting} onCancel={props.onDone} />
      </Stack>
    </form>
  );
}
