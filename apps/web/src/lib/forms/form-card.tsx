import { Card, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A form that is the page (a new post, an account request, a new password): a card of the given
 * width, what the form is for, then its fields one under another.
 */
export function FormCard(props: {
  maw: number;
  /** A heading above the intro, when the page's title alone does not say it (a welcome). */
  heading?: string;
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={props.maw} mx="auto" shadow="xs">
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="md">
          {props.heading && (
            <Title order={2} size="h3">
              {props.heading}
            </Title>
          )}
          <Text c="dimmed">{props.intro}</Text>
          {props.children}
        </Stack>
      </form>
    </Card>
  );
}
