import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './fact-list.module.css';

export type TFact = { label: string; value: ReactNode };

/** Label / value pairs as a description list (read as pairs by screen readers). */
export function FactList(props: { facts: readonly TFact[] }) {
  return (
    <dl className={classes.list}>
      {props.facts.map((fact) => (
        <div key={fact.label} className={classes.item}>
          <Text component="dt" size="sm" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
