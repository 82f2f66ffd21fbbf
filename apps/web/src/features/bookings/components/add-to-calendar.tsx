import { Button } from '@mantine/core';
import { IconCalendarDown } from '@tabler/icons-react';
import { useState } from 'react';
import { currentLocale, translateCode } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { CONNECTION_ERROR, isApiError, PLATFORM_ERROR } from '@/lib/api-client';
import { openErrorDialog } from '@/ui/dialog';
import { downloadReservationIcs } from '../api/reservations';

/** Downloads the booking as an .ics file the phone or computer calendar opens. */
export function AddToCalendarButton(props: { bookingId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadReservationIcs(props.bookingId, currentLocale());
    } catch (error) {
      const known =
        isApiError(error) && error.code !== CONNECTION_ERROR && error.code !== PLATFORM_ERROR;
      await openErrorDialog(
        known
          ? translateCode(t, error.code, t('bookings.add_to_calendar_error'))
          : t('bookings.add_to_calendar_error'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconCalendarDown size={16} aria-hidden />}
      loading={busy}
      onClick={() => void onClick()}
    >
      {t('bookings.add_to_calendar')}
    </Button>
  );
}
