import { calendarDayText, dayjs, YEAR_PICKER_SPAN } from '@habitat/shared';
import { Stack, Text } from '@mantine/core';
import { DatePicker, DatePickerInput } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';

/** The last date offered: the year picker lists YEAR_PICKER_SPAN years from this one (docs/product.md: Limits). */
export function lastPickableDate(today: string): string {
  return dayjs
    .utc(today)
    .add(YEAR_PICKER_SPAN - 1, 'year')
    .endOf('year')
    .format('YYYY-MM-DD');
}

/**
 * The booking date, a calendar date on the property's wall clock (Mantine's pickers hold
 * zone-less 'YYYY-MM-DD' strings, so "today" comes from the property's zone, not the
 * browser's). Inline on desktop, in a modal on phones. Dates with nothing to book are off, and
 * none after `lastDate` (the booking horizon) is shown.
 */
export function BookingDatePicker(props: {
  value: string | null;
  today: string;
  /** The last bookable date of the chosen calendar(s), if any. */
  lastDate: string | null;
  mobile: boolean;
  hasOffer: (date: string) => boolean;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  const { today } = props;
  const common = {
    minDate: today,
    maxDate: [lastPickableDate(today), props.lastDate ?? '9999-12-31'].sort()[0],
    excludeDate: (date: string) => !props.hasOffer(date),
    // Mantine shows the neighbouring months' days at half opacity: bookable buttons under
    // 4.5:1 (WCAG 1.4.3). Each month shows its own days only.
    hideOutsideDates: true,
    nextLabel: t('booking.picker.next_month'),
    previousLabel: t('booking.picker.previous_month'),
    ariaLabels: {
      nextMonth: t('booking.picker.next_month'),
      previousMonth: t('booking.picker.previous_month'),
      nextYear: t('booking.picker.next_year'),
      previousYear: t('booking.picker.previous_year'),
      nextDecade: t('booking.picker.next_decade'),
      previousDecade: t('booking.picker.previous_decade'),
      monthLevelControl: t('booking.picker.choose_month'),
      yearLevelControl: t('booking.picker.choose_year'),
    },
    getDayProps: (date: string) => ({
      'aria-current': date === today ? ('date' as const) : undefined,
    }),
  };
  const change = (value: string | null) => {
    if (value) props.onChange(value);
  };
  const horizon = props.lastDate
    ? t('booking.horizon', { date: calendarDayText(props.lastDate, currentLocale()) })
    : undefined;
  if (props.mobile) {
    return (
      <DatePickerInput
        description={horizon}
        {...common}
        label={t('booking.date')}
        placeholder={t('booking.date_placeholder')}
        value={props.value}
        onChange={change}
        valueFormat="DD/MM/YYYY"
        dropdownType="modal"
        modalProps={{ title: t('booking.date'), centered: true }}
        leftSection={<IconCalendarEvent size={18} aria-hidden />}
        required
      />
    );
  }
  return (
    <Stack gap={4}>
      <DatePicker
        {...common}
        value={props.value}
        onChange={change}
        defaultDate={props.value ?? today}
        aria-label={t('booking.date')}
      />
      {horizon && (
        <Text size="sm" c="dimmed">
          {horizon}
        </Text>
      )}
    </Stack>
  );
}
