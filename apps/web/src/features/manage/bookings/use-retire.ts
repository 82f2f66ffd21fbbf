import { notifications } from '@mantine/notifications';
import { useTranslation } from '@/i18n/use-translation';
import { openDialog } from '@/ui/dialog';
import { reportChangeError } from '../components/report-error';
import type { TBookingChange } from './api';

/** Saves one change of a service's bookings set-up (schedules, event groups, events). */
export type TChange = (change: TBookingChange) => Promise<unknown>;

/** Asks before retiring, then retires; a refusal opens the error dialog. */
export function useRetire(save: TChange) {
  const { t } = useTranslation();
  return async (name: string, change: TBookingChange) => {
    const answer = await openDialog({
      title: t('manage.bookings.retire_title', { name }),
      message: t('manage.bookings.retire_help'),
      actions: [
        { label: t('manage.bookings.cancel'), value: 'keep', variant: 'default' },
        { label: t('manage.bookings.retire'), value: 'retire', destructive: true },
      ],
    });
    if (answer !== 'retire') return;
    try {
      await save(change);
      notifications.show({ color: 'teal', message: t('manage.bookings.retired') });
    } catch (error) {
      await reportChangeError(t, error, { lead: 'manage.bookings.could_not' });
    }
  };
}
