import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** The centred dialog a form opens in, its close button named for screen readers. */
export function FormModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
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
      {props.children}
    </Modal>
  );
}
