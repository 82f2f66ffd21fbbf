import { canCancelBooking, type TReservation } from '@habitat/shared';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { openDialog, openErrorDialog } from '@/ui/dialog';
import { useSpinner } from '@/ui/spinner';
import { useCancelReservation } from '../api/reservations';

/**
 * Cancel after a yes/no question whose focus is on "No" (docs/product.md: States Booking). Resolves true once
 * cancelled; a refusal shows the server's code in words (errors.<code>, else its message).
 */
export function useCancelBooking(booking: TReservation, serviceName: string) {
  const { t } = useTranslation();
  const spinner = useSpinner();
  const cancel = useCancelReservation(booking.id);
  return async (): Promise<boolean> => {
    const choice = await openDialog({
      title: t('bookings.cancel_title'),
      message: t('bookings.cancel_text', { number: booking.id, service: serviceName }),
      actions: [
        { label: t('bookings.cancel_no'), value: 'no' },
        { label: t('bookings.cancel_yes'), value: 'yes', destructive: true },
      ],
    });
    if (choice !== 'yes') return false;
    try {
      await spinner.track(cancel.mutateAsync());
    } catch (error) {
      await openErrorDialog(
        isApiError(error)
          ? translateCode(t, error.code, error.message)
          : t('errors.platform_error'),
      );
      return false;
    }
    notifications.show({ message: t('bookings.canceled'), color: 'green' });
    return true;
  };
}

/** The cancel button: only for a free booking that is neither done nor cancelled. */
export function CancelBookingButton(props: {
  booking: TReservation;
  serviceName: string;
  now: Date;
  onCancelled?: () => void;
}) {
  const { t } = useTranslation();
  const onCancel = useCancelBooking(props.booking, props.serviceName);
  if (!canCancelBooking(props.booking, props.now)) return null;
  return (
    <Button
      variant="outline"
      color="red"
      leftSection={<IconX size={16} aria-hidden />}
      onClick={() =>
        void onCancel().then((cancelled) => {
          if (cancelled) props.onCancelled?.();
        })
      }
    >
      {t('bookings.cancel')}
    </Button>
  );
}
