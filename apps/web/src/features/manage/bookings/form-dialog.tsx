import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** A dialog for a form: full screen on phones, where the weekly editor needs the width. */
export function FormDialog(props: {
  title: string | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={props.title !== null}
      onClose={props.onClose}
      title={props.title ?? ''}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {props.children}
    </Modal>
  );
}
