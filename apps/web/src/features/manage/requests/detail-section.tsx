import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled card of the request page (a region named by its title). */
export function Section(props: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  );
}

/** A label and its value, side by side. */
export function Fact(props: { label: string; value: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" style={{ flex: '0 0 8rem' }}>
        {props.label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {props.value}
      </Text>
    </Group>
  );
}
