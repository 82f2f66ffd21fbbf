import { notifications } from '@mantine/notifications';
import { translateCode } from '../../../i18n/setup';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-client';
import { openDialog, openErrorDialog } from '../../../ui/dialog';
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
      await openErrorDialog([
        t('manage.bookings.could_not'),
        isApiError(error)
          ? translateCode(t, error.code, error.message)
          : t('errors.platform_error'),
      ]);
    }
  };
}
