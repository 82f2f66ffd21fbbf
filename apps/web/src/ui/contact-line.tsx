import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One labelled line of a contact `dl` (About, service detail): an icon, a label, a value.
 * A dl may hold only dt/dd (or a div of them): the icon goes inside the dt, which lays out
 * its children on the row's grid (display: contents) beside the value.
 */
export function ContactLine(props: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 'var(--mantine-spacing-sm)',
        alignItems: 'start',
        minWidth: 0,
      }}
    >
      <Text
        component="dt"
        size="xs"
        c="dimmed"
        tt="uppercase"
        fw={600}
        style={{ display: 'contents' }}
      >
        <span style={{ gridRow: 'span 2' }}>{props.icon}</span>
        <span>{props.label}</span>
      </Text>
      <Text component="dd" m={0} style={{ gridColumn: 2, overflowWrap: 'anywhere' }}>
        {props.children}
      </Text>
    </div>
  );
}
