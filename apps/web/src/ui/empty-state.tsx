import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * An empty tab of a list page (bookings, requests): a grey icon, what is missing, a hint, and
 * what may follow (e.g. the button that makes one).
 */
export function EmptyState(props: {
  icon: Icon;
  title: string;
  hint: string;
  children?: ReactNode;
}) {
  const { icon: IconOf } = props;
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconOf size={30} stroke={1.5} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{props.title}</Text>
      <Text c="dimmed" size="sm" maw={360}>
        {props.hint}
      </Text>
      {props.children}
    </Stack>
  );
}
