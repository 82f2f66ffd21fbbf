import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type TInfoItem = { label: string; value: ReactNode };

/** Label/value pairs as a description list. */
export function InfoList(props: { items: readonly TInfoItem[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {props.items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
