import { DateTimePicker } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import { type Control, useController } from 'react-hook-form';
import { currentLocale } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { fromPickerValue, timeZoneLabel, toPickerValue } from '../date-time';
import type { TPostFormOutput, TPostFormValues } from '../post-form';

/** How the pickers write a date: the billboard's long format (docs/product.md: Limits). */
const VALUE_FORMAT = { fr: 'DD MMMM YYYY | HH:mm', en: 'MMMM DD, YYYY | HH:mm' } as const;

/**
 * A date-time picker bound to a form field holding a UTC ISO instant (or null). The picker
 * shows and edits wall-clock time in `timeZone`. The field counts as visited (and is validated)
 * when the picker closes, not when focus moves into its calendar.
 */
export function DateTimeField(props: {
  control: Control<TPostFormValues, unknown, TPostFormOutput>;
  name: 'startAt' | 'endAt';
  label: string;
  timeZone: string;
  minDate: string;
  maxDate: string;
  mobile: boolean;
  error: string | undefined;
  onValueChange?: () => void;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control: props.control, name: props.name });
  const locale = currentLocale();

  return (
    <DateTimePicker
      ref={field.ref}
      name={field.name}
      label={props.label}
      description={t('billboard.new.time_zone', { zone: timeZoneLabel(props.timeZone, locale) })}
      placeholder={t('billboard.new.date_placeholder')}
      required
      clearable
      value={toPickerValue(field.value, props.timeZone)}
      onChange={(value) => {
        field.onChange(fromPickerValue(value, props.timeZone));
        props.onValueChange?.();
      }}
      onDropdownClose={field.onBlur}
      minDate={props.minDate}
      maxDate={props.maxDate}
      valueFormat={VALUE_FORMAT[locale]}
      dropdownType={props.mobile ? 'modal' : 'popover'}
      modalProps={{ title: props.label, centered: true }}
      leftSection={<IconCalendarEvent size={18} aria-hidden />}
      error={props.error}
      clearButtonProps={{ 'aria-label': t('billboard.new.clear_date', { field: props.label }) }}
      nextLabel={t('billboard.new.next_month')}
      previousLabel={t('billboard.new.previous_month')}
      ariaLabels={{
        nextMonth: t('billboard.new.next_month'),
        previousMonth: t('billboard.new.previous_month'),
        nextYear: t('billboard.new.next_year'),
        previousYear: t('billboard.new.previous_year'),
        nextDecade: t('billboard.new.next_decade'),
        previousDecade: t('billboard.new.previous_decade'),
        monthLevelControl: t('billboard.new.choose_month'),
        yearLevelControl: t('billboard.new.choose_year'),
      }}
      timePickerProps={{
        hoursInputLabel: t('billboard.new.hours'),
        minutesInputLabel: t('billboard.new.minutes'),
      }}
      submitButtonProps={{ 'aria-label': t('billboard.new.confirm_date') }}
    />
  );
}
