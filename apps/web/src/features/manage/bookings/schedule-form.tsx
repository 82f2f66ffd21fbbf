import {
  BOOKING_SETUP_LIMITS,
  TIME_GRID,
  type TManagedSchedule,
  type TManageScheduleInput,
  type TRangesByDate,
  type TTimeRange,
  type TWeeklyHours,
  WEEKDAYS,
  ZManageScheduleInput,
} from '@habitat/shared';
import { Button, Divider, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { translateCode } from '../../../i18n/setup';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { openErrorDialog } from '../../../ui/dialog';
import { DayRangesEditor, WeekRangesEditor } from '../components/day-ranges-editor';
import { fieldErrorText, issuesByPath } from '../components/field-error';
import type { TBookingChange } from './api';
import { centsOf, dollarsOf, numberOrNull } from './form-numbers';

const CLOSED_WEEK = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as TWeeklyHours;

type TFormState = {
  nameFr: string;
  nameEn: string;
  price: string;
  step: string;
  minimumDuration: string;
  maximumDuration: string;
  bufferDuration: string;
  capacity: string;
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
    ranges: schedule?.ranges ?? CLOSED_WEEK,
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
    ranges: state.ranges,
    dates: state.dates,
  };
}

/**
 * Creates or edits a schedule: names, price, grid (step, durations, buffer, capacity), the
 * weekly ranges and dated exceptions. Checked by the server's own schema before sending; the
 * server's field codes come back into the same fields.
 */
export function ScheduleForm(props: {
  schedule: TManagedSchedule | null;
  onSave: (change: TBookingChange) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState(() => initialState(props.schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [newDate, setNewDate] = useState('');
  const field = <K extends keyof TFormState>(key: K, value: TFormState[K]) =>
    setState((previous) => ({ ...previous, [key]: value }));
  const err = (path: string) => fieldErrorText(t, errors[path], 'bookings');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZManageScheduleInput.safeParse(toInput(state));
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await props.onSave({
        kind: 'schedule',
        id: props.schedule?.id ?? null,
        body: toInput(state),
      });
      notifications.show({ color: 'teal', message: t('manage.bookings.saved') });
      props.onDone();
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        return;
      }
      await openErrorDialog([
        t('manage.bookings.could_not'),
        isApiError(error)
          ? translateCode(t, error.code, error.message)
          : t('errors.platform_error'),
      ]);
    } finally {
      setSending(false);
    }
  };

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
      value={state[key]}
      onChange={(event) => field(key, event.currentTarget.value)}
      error={err(key === 'capacity' ? 'maximumConcurrentBooking' : key)}
      required={key === 'capacity'}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('manage.bookings.name_fr')}
            required
            maxLength={BOOKING_SETUP_LIMITS.name}
            value={state.nameFr}
            onChange={(event) => field('nameFr', event.currentTarget.value)}
            error={err('name.fr')}
            data-autofocus
          />
          <TextInput
            label={t('manage.bookings.name_en')}
            required
            maxLength={BOOKING_SETUP_LIMITS.name}
            value={state.nameEn}
            onChange={(event) => field('nameEn', event.currentTarget.value)}
            error={err('name.en')}
          />
          <TextInput
            label={t('manage.bookings.price')}
            description={t('manage.bookings.price_hint')}
            inputMode="decimal"
            value={state.price}
            onChange={(event) => field('price', event.currentTarget.value)}
            error={err('price')}
          />
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
        </SimpleGrid>

        <Divider />
        <Title order={3} size="h5">
          {t('manage.bookings.schedules.weekly')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('manage.bookings.schedules.weekly_help')}
        </Text>
        <WeekRangesEditor
          week={state.ranges}
          onChange={(ranges) => field('ranges', ranges)}
          path="ranges"
          errors={errors}
          errorText={(code) => fieldErrorText(t, code, 'bookings')}
        />

        <Divider />
        <Title order={3} size="h5">
          {t('manage.bookings.schedules.closures')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('manage.bookings.schedules.closures_help')}
        </Text>
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

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onDone}>
            {t('manage.bookings.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('manage.bookings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
