import { translateCode } from '../i18n/setup';
import type { TFunction } from '../i18n/translator';
import { isApiError, OFFLINE_ERROR } from '../lib/api-client';
import { fieldCodesOf } from '../lib/forms/field-codes';

/**
 * What a failed send says (docs/product.md: Errors): a refusal the person can act on (a field refused, a
 * conflict, image too large or not an image, not allowed) in its own words; anything else — network, server —
 * form.could_not_send, which also tells them whom to contact. A write refused offline says so, in the
 * same words as the offline notice.
 */
export function sendFailureMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === OFFLINE_ERROR) return translateCode(t, OFFLINE_ERROR);
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    // A refused field (a reply too long): its rule, in words.
    const field = Object.values(fieldCodesOf(error) ?? {})[0];
    if (error.status === 400 && field) return translateCode(t, field, t('form.could_not_send'));
    switch (error.status) {
      case 403:
      case 409:
      case 413:
      case 415:
        return translateCode(t, error.code, t('form.could_not_send'));
    }
  }
  return t('form.could_not_send');
}
