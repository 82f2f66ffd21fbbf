import {
  BOOKING_SETUP_LIMITS,
  type TManagedReservation,
  ZManageCancelReservationRequest,
} from '@habitat/shared';
import { Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation';
import { ItemFormModal } from '@/lib/forms/form-modal';
import { fieldErrorText } from '../components/field-error';
import { ReasonForm } from '../components/reason-form';

/**
 * Asks for the note of a cancellation (required), checked by the server's own schema. Resolves
 * `onConfirm` with a field code the server refused, or null once done.
 */
export function CancelReservationDialog(props: {
  reservation: TManagedReservation | null;
  onClose: () => void;
  onConfirm: (note: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  return (
    <ItemFormModal
      item={props.reservation}
      onClose={props.onClose}
      title={t('manage.bookings.calendar.cancel_title')}
    >
      {(reservation) => (
        <ReasonForm
          schema={ZManageCancelReservationRequest}
          field="note"
          label={t('manage.bookings.calendar.note')}
          required
          maxLength={BOOKING_SETUP_LIMITS.cancelNote}
          errorText={(code) => fieldErrorText(t, code, 'bookings')}
          cancelLabel={t('manage.bookings.calendar.keep')}
          confirmLabel={t('manage.bookings.calendar.confirm')}
          onClose={props.onClose}
          onConfirm={props.onConfirm}
        >
          <Text size="sm" fw={600}>
            {`${reservation.resident.firstName} ${reservation.resident.lastName}`}
          </Text>
          <Text size="sm">{t('manage.bookings.calendar.cancel_help')}</Text>
        </ReasonForm>
      )}
    </ItemFormModal>
  );
}
