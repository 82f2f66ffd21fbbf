import { ActionIcon, Group, Text } from '@mantine/core';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A PDF a console form keeps or adds, with the button that takes it off the form. */
export function PdfRow(props: {
  name: string;
  /** After the name (e.g. "(not saved yet)"). */
  note?: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  buttonSize: 'lg' | number;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <IconFileTypePdf size={18} aria-hidden />
      <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
        {props.name}
        {props.note}
      </Text>
      <ActionIcon
        variant="subtle"
        color="red.8"
        size={props.buttonSize}
        onClick={props.onRemove}
        aria-label={props.removeLabel}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
