import { z } from 'zod';
import { isSingleLineText } from '../validation/text';
import { cleanText, missingOrType } from './manage.types';

/**
 * The console's text fields, one way everywhere: trimmed, without NUL, at most `max`
 * characters; failures read as field codes ('required', 'invalid_type', 'maxLength').
 */
export const manageText = (max: number) =>
  z
    .string({ error: missingOrType })
    .transform(cleanText)
    .pipe(z.string().max(max, { message: 'maxLength' }));

export const manageRequiredText = (max: number) =>
  manageText(max).refine((value) => value !== '', { message: 'required' });

/** Both languages are required: residents read either. */
export const manageBilingual = (max: number) =>
  z.object(
    { fr: manageRequiredText(max), en: manageRequiredText(max) },
    { error: () => 'required' },
  );

/** Optional in both languages: '' when not given. */
export const manageOptionalBilingual = (max: number) =>
  z
    .object(
      { fr: manageText(max).default(''), en: manageText(max).default('') },
      { error: () => 'invalid_type' },
    )
    .nullish()
    .transform((value) => value ?? { fr: '', en: '' });

/**
 * A one-line text ('singleLine' when it holds CR, LF or another control character): the texts
 * that reach a mail header (a news or emergency title, a service or building name), where a line
 * break would add header lines to every resident's mail.
 */
export const manageRequiredLine = (max: number) =>
  manageRequiredText(max).refine(isSingleLineText, { message: 'singleLine' });

/** A one-line text in both languages, both required. */
export const manageBilingualLine = (max: number) =>
  z.object(
    { fr: manageRequiredLine(max), en: manageRequiredLine(max) },
    { error: () => 'required' },
  );
