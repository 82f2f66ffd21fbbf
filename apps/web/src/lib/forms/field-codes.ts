import { isApiError } from '../api-client';

/**
 * The field codes of an API answer by path ('email', 'name.fr'), or undefined when the error is
 * not an answer or names no field. The one reader of ApiError's `fields` (one-form-path.test.ts):
 * a form hands them to setServerFieldErrors / setFieldCodes, or, while it keeps its own state,
 * to its fields. Apart from server-field-errors.ts so that what has no form (a reply's send
 * failure) reads them without react-hook-form.
 */
export function fieldCodesOf(error: unknown): Readonly<Record<string, string>> | undefined {
  return isApiError(error) ? error.fields : undefined;
}
