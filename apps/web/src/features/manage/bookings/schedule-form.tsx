import {
  BOOKING_HORIZON,
  closedWeek,
  TIME_GRID,
  type TManagedSchedule,
  type TManageScheduleInput,
  type TRangesByDate,
  type TTimeRange,
  type TWeeklyHours,
  ZManageScheduleInput,
} from '@habitat/shared';
import { Button, Divider, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { zodBodyResolver } from '@/lib/forms/body-resolver';
import { CHECKED_ON_SUBMIT } from '@/lib/forms/checked-on-submit';
import { errorCodesByPath } from '@/lib/forms/server-field-errors';
import { DayRangesEditor, WeekRangesEditor } from '../components/day-ranges-editor';
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

type TFormState = {
  nameFr: string;
  nameEn: string;
  price: string;
  step: string;
  minimumDuration: string;
  maximumDuration: string;
  bufferDuration: string;
  capacity: string;
  horizon: string;
  waitlistHold: string;
  ranges: TWeeklyHours;
  dates: TRangesByDate;
};

const text = (value: number | null) => (value === null ? '' : String(value));

function initialState(schedule: TManagedSchedule | null): TFormState {
  return {
    nameFr: schedule?.name.fr ?? '',
    nameEn: schedule?.name.en ?? '',
    price: dollarsOf(schedule?.price ?? 0),
    step: text(schedule?.step ?? null),
    minimumDuration: text(schedule?.minimumDuration ?? null),
    maximumDuration: text(schedule?.maximumDuration ?? null),
    bufferDuration: text(schedule?.bufferDuration ?? null),
    capacity: String(schedule?.maximumConcurrentBooking ?? 1),
    horizon: String(schedule?.bookingHorizonDays ?? BOOKING_HORIZON.defaultDays),
    waitlistHold: text(schedule?.waitlistHoldMinutes ?? null),
    ranges: schedule?.ranges ?? closedWeek(),
    dates: schedule?.dates ?? {},
  };
}

function toInput(state: TFormState): TManageScheduleInput {
  return {
    name: { fr: state.nameFr, en: state.nameEn },
    price: centsOf(state.price),
    step: numberOrNull(state.step),
    minimumDuration: numberOrNull(state.minimumDuration),
    maximumDuration: numberOrNull(state.maximumDuration),
    bufferDuration: numberOrNull(state.bufferDuration),
    maximumConcurrentBooking: Number(state.capacity),
    bookingHorizonDays: Number(state.horizon),
    waitlistHoldMinutes: numberOrNull(state.waitlistHold),
    ranges: state.ranges,
    dates: state.dates,
  };
}

/** A part of the schedule's form after a rule: its title and what it is for. */
function SectionHeading(props: { title: string; help: string }) {
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {props.title}
      </Title>
      <Text size="sm" c="dimmed">
        {props.help}
      </Text>
    </>
  );
}

/**
 * Creates or edits a schedule: names, price, grid (step, durations, buffer, capacity), the
 * weekly ranges and dated exceptions. Checked by the server's own schema before sending; the
 * server's field codes come back into the same fields.
 */
export function ScheduleForm(
  props: TBookingFormProps & {
    schedule: TManagedSchedule | null;
  },
) {
  const { t } = useTranslation();
  const form = useForm<TFormState, unknown, TManageScheduleInput>({
    resolver: zodBodyResolver(ZManageScheduleInput, toInput),
    defaultValues: initialState(props.schedule),
    ...CHECKED_ON_SUBMIT,
  });
  const state = form.watch();
  const [newDate, setNewDate] = useState('');
  const field = <K extends keyof TFormState>(key: K, value: TFormState[K]) =>
    form.setValue(key, value as never);
  const errors = errorCodesByPath(form.formState.errors);
  const err = (path: string) => fieldErrorText(t, errors[path], 'bookings');
  const save = useSaveBookingChange(form, props.onSave, props.onDone);
  const submit = form.handleSubmit((body) =>
    save({ kind: 'schedule', id: props.schedule?.id ?? null, body }),
  );

  const addDate = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(newDate) || state.dates[newDate]) return;
    field('dates', { ...state.dates, [newDate]: [] });
    setNewDate('');
  };
  const setDate = (date: string, ranges: TTimeRange[] | null) => {
    const { [date]: _, ...rest } = state.dates;
    field('dates', ranges === null ? rest : { ...rest, [date]: ranges });
  };
  const numberField = (
    key: 'step' | 'minimumDuration' | 'maximumDuration' | 'bufferDuration' | 'capacity',
    label: Parameters<typeof t>[0],
    description?: string,
  ) => (
    <TextInput
      label={t(label)}
      description={description}
      inputMode="numeric"
      {...form.register(key)}
      error={err(key === 'capacity' ? 'maximumConcurrentBooking' : key)}
      required={key === 'capacity'}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NameFields
            register={(language) => form.register(language === 'fr' ? 'nameFr' : 'nameEn')}
            err={err}
          />
          <PriceField field={form.register('price')} error={err('price')} hint />
          {numberField('capacity', 'manage.bookings.schedules.capacity')}
          {numberField(
            'step',
            'manage.bookings.schedules.step',
            t('manage.bookings.schedules.default', { value: TIME_GRID.defaultStepMinutes }),
          )}
          {numberField(
            'bufferDuration',
            'manage.bookings.schedules.buffer',
            t('manage.bookings.schedules.default', { value: TIME_GRID.defaultBufferMinutes }),
          )}
          {numberField(
            'minimumDuration',
            'manage.bookings.schedules.minimum',
            t('manage.bookings.schedules.none'),
          )}
          {numberField(
            'maximumDuration',
            'manage.bookings.schedules.maximum',
            t('manage.bookings.schedules.none'),
          )}
          <HorizonField field={form.register('horizon')} error={err('bookingHorizonDays')} />
          <WaitlistHoldField
            field={form.register('waitlistHold')}
            error={err('waitlistHoldMinutes')}
          />
        </SimpleGrid>

        <SectionHeading
          title={t('manage.bookings.schedules.weekly')}
          help={t('manage.bookings.schedules.weekly_help')}
        />
        <WeekRangesEditor
          week={state.ranges}
          onChange={(ranges) => field('ranges', ranges)}
          path="ranges"
          errors={errors}
          errorText={(code) => fieldErrorText(t, code, 'bookings')}
        />

        <SectionHeading
          title={t('manage.bookings.schedules.closures')}
          help={t('manage.bookings.schedules.closures_help')}
        />
        {Object.keys(state.dates)
          .sort()
          .map((date) => (
            <Stack key={date} gap={4}>
              <DayRangesEditor
                label={date}
                emptyText={t('manage.bookings.schedules.closed_all_day')}
                ranges={state.dates[date] ?? []}
                onChange={(ranges) => setDate(date, ranges)}
                path={`dates.${date}`}
                errors={errors}
                errorText={(code) => fieldErrorText(t, code, 'bookings')}
              />
              <Group>
                <Button
                  variant="outline"
                  color="red.8"
                  size="xs"
                  onClick={() => setDate(date, null)}
                >
                  {t('manage.bookings.schedules.remove_date', { date })}
                </Button>
              </Group>
            </Stack>
          ))}
        {err('dates') && (
          <Text size="sm" c="red.8" role="alert">
            {err('dates')}
          </Text>
        )}
        <Group align="flex-end" gap="xs">
          <TextInput
            type="date"
            label={t('manage.bookings.schedules.new_date')}
            value={newDate}
            onChange={(event) => setNewDate(event.currentTarget.value)}
          />
          <Button variant="default" onClick={addDate} disabled={newDate === ''}>
            {t('manage.bookings.schedules.add_date')}
          </Button>
        </Group>

        <BookingFormActions sending={form.formState.isSubmitting} onCancel={props.onDone} />
      </Stack>
    </form>
  );
}
