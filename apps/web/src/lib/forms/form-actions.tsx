import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The Cancel / submit row that ends a console form; the submit spins while it is sent. A form
 * with nothing to cancel (a reply, an emergency message) shows its submit alone.
 */
export function FormActions(props: {
  submitLabel: string;
  sending: boolean;
  /** With onCancel: the Cancel button, before the submit. */
  cancelLabel?: string;
  onCancel?: () => void;
  /** The submit's colour when it refuses or removes something (red.8). */
  color?: string;
  /** An icon before the submit's label (send). */
  icon?: ReactNode;
  /** Nothing to send yet (no building ticked). */
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      {props.onCancel && (
        <Button variant="default" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
      )}
      <Button
        type="submit"
        color={props.color}
        leftSection={props.icon}
        loading={props.sending}
        disabled={props.disabled}
      >
        {props.submitLabel}
      </Button>
    </Group>
  );
}
