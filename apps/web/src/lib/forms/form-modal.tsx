import { Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/**
 * The centred dialog a form opens in, its close button named for screen readers. With `onSubmit`,
 * the children are the fields of its own form (react-hook-form's handleSubmit), one under another.
 */
export function FormModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      size={props.size}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {props.onSubmit ? (
        <form onSubmit={props.onSubmit} noValidate>
          <Stack>{props.children}</Stack>
        </form>
      ) : (
        props.children
      )}
    </Modal>
  );
}
