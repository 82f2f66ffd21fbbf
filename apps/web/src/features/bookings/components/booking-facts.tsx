import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type TBookingFact = { label: string; value: ReactNode };

/** The facts of a booking as a description list: a label over its value. */
export function BookingFacts(props: { items: readonly TBookingFact[] }) {
  return (
    <Group component="dl" gap="md" m={0} align="flex-start" style={{ rowGap: 12 }}>
      {props.items.map((item) => (
        <div key={item.label} style={{ minWidth: 130, flex: '1 1 40%' }}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </Group>
  );
}
