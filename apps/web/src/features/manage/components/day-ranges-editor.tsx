import { type TWeekday, WEEKDAYS } from '@habitat/shared';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';

export type TRange = { from: string; to: string };
export type TWeekRanges = Record<TWeekday, TRange[]>;
/** A field code (from the shared rule or the server) as a sentence in the form's own words. */
export type TErrorText = (code: string | undefined) => string | undefined;

/** A new range starts where the day's last one ends (a split day: morning, then afternoon). */
function nextRange(ranges: readonly TRange[]): TRange {
  const last = ranges.at(-1);
  return last ? { from: last.to, to: '' } : { from: '09:00', to: '17:00' };
}

/**
 * One day's HH:MM ranges (a weekday or a dated exception): add, edit, remove. `errors` are
 * the shared rule's codes by path: `${path}` for the day, `${path}.1.from` for a field.
 */
export function DayRangesEditor(props: {
  label: string;
  /** Shown when the day has no range ("Closed"). */
  emptyText: string;
  ranges: TRange[];
  onChange: (ranges: TRange[]) => void;
  path: string;
  errors: Record<string, string>;
  errorText: TErrorText;
}) {
  const { t } = useTranslation();
  const { label, ranges, onChange, path, errors, errorText } = props;
  const labelId = useId();
  const set = (index: number, part: Partial<TRange>) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, ...part } : range)));
  const dayError = errorText(errors[path]);

  return (
    <Group
      role="group"
      aria-labelledby={labelId}
      align="flex-start"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text id={labelId} fw={600} size="sm" w={{ base: '100%', sm: 110 }} pt={{ sm: 6 }}>
        {label}
      </Text>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        {ranges.length === 0 && (
          <Text size="sm" c="dimmed" pt={{ sm: 6 }}>
            {props.emptyText}
          </Text>
        )}
        {ranges.map((range, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={t('manage.ranges.from')}
              placeholder="08:00"
              inputMode="numeric"
              maxLength={5}
              w={104}
              value={range.from}
              onChange={(event) => set(index, { from: event.currentTarget.value })}
              error={errorText(errors[`${path}.${index}.from`])}
            />
            <TextInput
              label={t('manage.ranges.to')}
              placeholder="12:00"
              inputMode="numeric"
              maxLength={5}
              w={104}
              value={range.to}
              onChange={(event) => set(index, { to: event.currentTarget.value })}
              error={errorText(errors[`${path}.${index}.to`])}
            />
            <ActionIcon
              variant="subtle"
              color="red.8"
              size={44}
              mt={24}
              aria-label={t('manage.ranges.remove_range', {
                from: range.from,
                to: range.to,
                day: label,
              })}
              onClick={() => onChange(ranges.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {dayError && (
          <Text size="sm" c="red.9" role="alert">
            {dayError}
          </Text>
        )}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            aria-label={t('manage.ranges.add_range_of', { day: label })}
            onClick={() => onChange([...ranges, nextRange(ranges)])}
          >
            {t('manage.ranges.add_range')}
          </Button>
        </Group>
      </Stack>
    </Group>
  );
}

/**
 * A week of ranges, Monday first (a service's opening hours, a schedule's bookable hours);
 * a day without a range is closed. `path` is the form field ('hours', 'ranges').
 */
export function WeekRangesEditor(props: {
  week: TWeekRanges;
  onChange: (week: TWeekRanges) => void;
  path: string;
  errors: Record<string, string>;
  errorText: TErrorText;
}) {
  const { t } = useTranslation();
  const { week, onChange } = props;
  return (
    <Stack gap={0}>
      {WEEKDAYS.map((day) => (
        <DayRangesEditor
          key={day}
          label={t(`services.weekdays.${day}`)}
          emptyText={t('manage.ranges.closed')}
          ranges={week[day]}
          onChange={(ranges) => onChange({ ...week, [day]: ranges })}
          path={`${props.path}.${day}`}
          errors={props.errors}
          errorText={props.errorText}
        />
      ))}
    </Stack>
  );
}
