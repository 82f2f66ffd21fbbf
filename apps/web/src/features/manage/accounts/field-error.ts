import { type TFunction, translateCode } from '../../../i18n/setup';

/** A field code of the console's API as a sentence: its own words for the codes errors.* lacks. */
export function fieldErrorText(t: TFunction, code: string | undefined) {
  if (!code) return undefined;
  if (code === 'invalid_value') return t('manage.accounts.invalid_value');
  if (code === 'invalid_type') return t('manage.accounts.invalid_type');
  return translateCode(t, code);
}
