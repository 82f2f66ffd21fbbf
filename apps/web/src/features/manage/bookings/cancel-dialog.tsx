import {
  BOOKING_SETUP_LIMITS,
  type TManagedReservation,
  ZManageCancelReservationRequest,
} from '@habitat/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { fieldErrorText } from '../components/field-error';

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
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { reservation } = props;

  const close = () => {
    setNote('');
    setError(null);
    props.onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZManageCancelReservationRequest.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'required');
      return;
    }
    setSending(true);
    const refused = await props.onConfirm(parsed.data.note).finally(() => setSending(false));
    if (refused) setError(refused);
    else close();
  };

  return (
    <Modal
      opened={reservation !== null}
      onClose={close}
      title={t('manage.bookings.calendar.cancel_title')}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {reservation && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" fw={600}>
              {`${reservation.resident.firstName} ${reservation.resident.lastName}`}
            </Text>
            <Text size="sm">{t('manage.bookings.calendar.cancel_help')}</Text>
            <Textarea
              label={t('manage.bookings.calendar.note')}
              required
              data-autofocus
              autosize
              minRows={3}
              maxLength={BOOKING_SETUP_LIMITS.cancelNote}
              value={note}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setError(null);
              }}
              error={fieldErrorText(t, error ?? undefined, 'bookings')}
              description={`${note.length} / ${BOOKING_SETUP_LIMITS.cancelNote}`}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('manage.bookings.calendar.keep')}
              </Button>
              <Button type="submit" color="red.8" loading={sending}>
                {t('manage.bookings.calendar.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
