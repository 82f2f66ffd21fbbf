import { DAILY_QUOTAS, type TQuotaName } from '@habitat/shared';
import { AppError } from './errors';

export type TQuotas = Record<TQuotaName, number>;
export const defaultQuotas = (): TQuotas => ({ ...DAILY_QUOTAS });

/** The start of the rolling day a quota counts over. */
export const quotaWindowStart = (now = new Date()) => new Date(now.getTime() - 24 * 3600 * 1000);

const WHAT: Record<TQuotaName, string> = {
  posts: 'posts',
  requests: 'requests',
  uploads: 'images',
};

/** Refuses one more create once `used` (in the last 24 h) reaches the daily quota: 429. */
export function enforceDailyQuota(options: { quotas: TQuotas; name: TQuotaName; used: number }) {
  const max = options.quotas[options.name];
  if (options.used < max) return;
  throw new AppError(
    429,
    'quota_exceeded',
    `You may send at most ${max} ${WHAT[options.name]} a day; please try again tomorrow`,
  );
}
