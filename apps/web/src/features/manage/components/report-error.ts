import { notifications } from '@mantine/notifications';
import { type TFunction, type TI18nKey, translateCode } from '@/i18n/setup';
import { isApiError } from '@/lib/api-client';
import { openErrorDialog } from '@/ui/dialog';

/** A failure in words a person can act on: the API's code translated, else the platform text. */
export const errorText = (t: TFunction, error: unknown) =>
  isApiError(error) ? translateCode(t, error.code, error.message) : t('errors.platform_error');

/**
 * Reports a change that failed: an item changed meanwhile (409) says so in a notice when
 * `conflict` is given (its list is read again); the rest opens the error dialog, after `lead`
 * ("Could not save") when given.
 */
export async function reportChangeError(
  t: TFunction,
  error: unknown,
  options: { conflict?: TI18nKey; lead?: TI18nKey } = {},
): Promise<void> {
  if (options.conflict && isApiError(error) && error.status === 409) {
    notifications.show({ color: 'orange', message: t(options.conflict) });
    return;
  }
  const message = errorText(t, error);
  await openErrorDialog(options.lead ? [t(options.lead), message] : message);
}
