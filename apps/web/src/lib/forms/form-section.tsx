import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a long form (the building, a service): a card named by its heading. */
export function FormSection(props: {
  id: string;
  title: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={props.id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.help && (
          <Text size="sm" c="dimmed">
            {props.help}
          </Text>
        )}
        {props.children}
      </Stack>
    </Card>
  );
}
