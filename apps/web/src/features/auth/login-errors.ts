import type { TFunction } from '@/i18n/translator';
import type { TLoginFailure } from './login-flow';

/** The dialog of docs/product.md: Errors for each login failure. */
export function loginErrorDialog(
  reason: TLoginFailure,
  t: TFunction,
  supportLine: string | null,
): { title: string; message: string[] } {
  switch (reason) {
    case 'credentials':
      return {
        title: t('dialog.oops'),
        message: supportLine ? [t('login.error_401'), supportLine] : [t('login.error_401')],
      };
    case 'throttled':
      return { title: t('dialog.oops'), message: [t('errors.too_many_requests')] };
    case 'unavailable':
      return { title: t('dialog.oops'), message: [t('login.error_rest')] };
    case 'role':
      // A manager's account: the resident app refuses it (docs/product.md), the console takes it.
      return {
        title: t('dialog.error'),
        message: [t('login.error_rest'), t('login.manager_console_hint')],
      };
    case 'organization':
      return { title: t('dialog.error'), message: [t('errors.invalid_organization')] };
    case 'property':
      return { title: t('dialog.error'), message: [t('errors.invalid_property')] };
    case 'lease_ended':
      return { title: t('dialog.error'), message: [t('errors.lease_ended')] };
  }
}
