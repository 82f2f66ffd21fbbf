import { hasKey, type TFunction, translateCode } from '@/i18n/setup';

/**
 * A field code of the console's API (or of a shared rule run in the form) as a sentence: the
 * area's own words first (manage.services.errors.overlap), then the console's, then errors.*.
 */
export function fieldErrorText(
  t: TFunction,
  code: string | undefined,
  area?: 'services' | 'bookings',
) {
  if (!code) return undefined;
  const own = area && `manage.${area}.errors.${code}`;
  if (own && hasKey(own)) return t(own);
  if (code === 'invalid_value') return t('manage.accounts.invalid_value');
  if (code === 'invalid_type') return t('manage.accounts.invalid_type');
  return translateCode(t, code);
}
