import { Modal, Stack } from '@mantine/core';
import { type FormEventHandler, Fragment, type ReactNode } from 'react';
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

/**
 * The FormModal of an action on one item (a booking to cancel, a document to rename): open while
 * `item` is set, its form made anew for each item (keyed by its id), so nothing typed for one
 * item stays in the next one's form.
 */
export function ItemFormModal<T extends { id: number }>(props: {
  item: T | null;
  onClose: () => void;
  title: string;
  children: (item: T) => ReactNode;
}) {
  const { item } = props;
  return (
    <FormModal opened={item !== null} onClose={props.onClose} title={props.title}>
      {item && <Fragment key={item.id}>{props.children(item)}</Fragment>}
    </FormModal>
  );
}
