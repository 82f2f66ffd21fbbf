import { Button, Group } from '@mantine/core';

/** The Cancel / submit row that ends a console form; the submit spins while it is sent. */
export function FormActions(props: {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  sending: boolean;
  /** The submit's colour when it refuses or removes something (red.8). */
  color?: string;
  /** Nothing to send yet (no building ticked). */
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onCancel}>
        {props.cancelLabel}
      </Button>
      <Button type="submit" color={props.color} loading={props.sending} disabled={props.disabled}>
        {props.submitLabel}
      </Button>
    </Group>
  );
}
