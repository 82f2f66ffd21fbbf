import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/lib/api-client';
import { openErrorDialog } from '@/ui/dialog';
import { useSpinner } from '@/ui/spinner';
import {
  postReservation,
  type TPaidBody,
  type TPaidPost,
  type TReservationBody,
  type TReservationDraft,
  usePaidRequest,
} from '../api/create-reservation';
import { bookingKeys } from '../api/keys';
import { bookingFailureMessage } from './booking-messages';

/** Refusals that mean the grid or the event list is out of date: both are read again. */
const STALE_AVAILABILITY = [
  'booking_slot_unavailable',
  'booking_event_full',
  'booking_event_over',
  'waitlist_offer_not_open',
];

/**
 * Sends a booking: success shows a notification and goes to /bookings (docs/product.md: States); a failure
 * shows the error dialog with the server's code translated (docs/product.md: API, Errors).
 */
export function useBookingSubmit(options: { onStale: () => void }) {
  return usePaidSubmit<TReservationBody>({ ...options, post: postReservation });
}

/** The same for any paid request that books (an offer's acceptance: issue 26). */
export function usePaidSubmit<TBody extends TPaidBody>(options: {
  onStale: () => void;
  post: TPaidPost<TBody>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const spinner = useSpinner();
  const queryClient = useQueryClient();
  const create = usePaidRequest<TBody>(options.post);

  return async (draft: TReservationDraft<TBody>) => {
    try {
      await spinner.track(create.mutateAsync(draft));
    } catch (error) {
      if (isApiError(error) && STALE_AVAILABILITY.includes(error.code)) {
        options.onStale();
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      }
      await openErrorDialog(bookingFailureMessage(error, t));
      return;
    }
    notifications.show({ color: 'teal', message: t('booking.success') });
    void navigate(paths.bookings());
  };
}
