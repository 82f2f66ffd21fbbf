import { type TFunction, translateCode } from '@/i18n/setup';
import { isApiError } from '../api-client';

/**
 * What a form says of a refusal that is about no field (see setServerFieldErrors): the words of
 * the answer's code, else its message; with no answer at all, the fallback's.
 */
export function refusalText(
  t: TFunction,
  error: unknown,
  fallback: 'errors.platform_error' | 'form.could_not_send' = 'errors.platform_error',
): string {
  return isApiError(error) ? translateCode(t, error.code, error.message) : t(fallback);
}
