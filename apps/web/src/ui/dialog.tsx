import { Button, type ButtonProps, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/setup';
import { overlaysReady } from './overlays-ready';

export type TDialogAction = {
  label: string;
  value: string;
  variant?: ButtonProps['variant'];
  /** Shown in red and never focused first, so Enter cannot confirm it by accident. */
  destructive?: boolean;
};

export type TDialogOptions = {
  title: string;
  /** One paragraph per string, or any content. */
  message: string | readonly string[] | ReactNode;
  /** Defaults to a single OK button. */
  actions?: readonly TDialogAction[];
};

/**
 * The shared modal dialog of docs/product.md: Screens: a title, a message and action buttons.
 * Resolves with the chosen action's value, or null when dismissed.
 */
export async function openDialog(options: TDialogOptions): Promise<string | null> {
  await overlaysReady();
  const actions = options.actions ?? [{ label: i18n.t('dialog.ok'), value: 'ok' }];
  const { message } = options;
  const body =
    typeof message === 'string' || Array.isArray(message)
      ? ([] as string[]).concat(message).map((text) => <Text key={text}>{text}</Text>)
      : message;

  const lastIndex = actions.length - 1;
  const focusIndex = actions[lastIndex]?.destructive ? 0 : lastIndex;

  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: string | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const id = modals.open({
      title: options.title,
      centered: true,
      closeButtonProps: { 'aria-label': i18n.t('dialog.close') },
      onClose: () => settle(null),
      children: (
        <Stack gap="lg">
          <Stack gap="xs">{body}</Stack>
          <Group justify="flex-end" gap="sm">
            {actions.map((action, index) => (
              <Button
                key={action.value}
                variant={action.variant ?? (index === lastIndex ? 'filled' : 'default')}
                color={action.destructive ? 'red' : undefined}
                data-autofocus={index === focusIndex ? true : undefined}
                onClick={() => {
                  settle(action.value);
                  modals.close(id);
                }}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        </Stack>
      ),
    });
  });
}

/** Error dialog titled "Error" (or another title) with a single OK. */
export function openErrorDialog(message: string | readonly string[], title?: string) {
  return openDialog({ title: title ?? i18n.t('dialog.error'), message });
}
