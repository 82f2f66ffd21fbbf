import {
  formatDuration,
  type TBookingEntity,
  type TDurationIssue,
  type TLocale,
} from '@habitat/shared';
import { translateCode } from '@/i18n/setup';
import type { TFunction } from '@/i18n/translator';
import { isApiError } from '@/lib/api-client';

type TDurations = Pick<TBookingEntity, 'minimumDuration' | 'maximumDuration'>;

/** The schedule's duration rule in h/min: fixed, a range, only a minimum or a maximum, or none. */
export function durationInfo(entity: TDurations, locale: TLocale, t: TFunction): string | null {
  const { minimumDuration: min, maximumDuration: max } = entity;
  const hours = (minutes: number) => formatDuration(minutes, locale);
  if (min !== null && min === max) return t('booking.duration.fixed', { HOUR: hours(min) });
  if (min !== null && max !== null) {
    return t('booking.duration.range', { min: hours(min), max: hours(max) });
  }
  if (min !== null) return t('booking.duration.minimum', { HOUR: hours(min) });
  if (max !== null) return t('booking.duration.maximum', { HOUR: hours(max) });
  return null;
}

/** The message of a duration the schedule refuses (fixed-duration wording when min = max). */
export function durationIssueMessage(options: {
  issue: TDurationIssue;
  entity: TDurations;
  locale: TLocale;
  t: TFunction;
}): string {
  const { issue, entity, locale, t } = options;
  const hours = (minutes: number | null) => formatDuration(minutes ?? 0, locale);
  switch (issue) {
    case 'no_time_block':
      return t('booking.error.no_time_block');
    case 'minimum':
      return t('booking.error.minimumDuration', { HOUR: hours(entity.minimumDuration) });
    case 'maximum':
      return t('booking.error.maximumDuration', { HOUR: hours(entity.maximumDuration) });
    case 'fixed_minimum':
      return t('booking.error.minimumInvalidDuration', { HOUR: hours(entity.minimumDuration) });
    case 'fixed_maximum':
      return t('booking.error.maximumInvalidDuration', { HOUR: hours(entity.maximumDuration) });
  }
}

/**
 * What a failed booking says (docs/product.md: Errors): an invalid card or card provider error reads
 * booking.error.invalid_card; any other code of the server its translated errors.<code>.
 */
export function bookingFailureMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.platform_error');
  if (error.code === 'invalid_card') return t('booking.error.invalid_card');
  return translateCode(t, error.code, error.message);
}
