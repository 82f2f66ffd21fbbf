import { Fragment, type ReactNode } from 'react';
import { FormModal } from './form-modal';

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
