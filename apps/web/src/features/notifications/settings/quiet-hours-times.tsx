import type { TQuietHours } from '@habitat/shared';
import { Group, TextInput } from '@mantine/core';

/** Quiet hours on: when they start and end, each a time input of the browser. */
export function QuietHoursTimes(props: {
  value: TQuietHours;
  onChange: (value: TQuietHours) => void;
  startLabel: string;
  endLabel: string;
  /** The rule's words, under the end (a resident's form; the console says it below). */
  endError?: string;
}) {
  const { value } = props;
  return (
    <Group gap="md" align="flex-start">
      <TextInput
        type="time"
        label={props.startLabel}
        value={value.start}
        onChange={(event) => props.onChange({ ...value, start: event.currentTarget.value })}
        w={140}
        required
      />
      <TextInput
        type="time"
        label={props.endLabel}
        value={value.end}
        onChange={(event) => props.onChange({ ...value, end: event.currentTarget.value })}
        w={140}
        required
        error={props.endError}
      />
    </Group>
  );
}
