import { AppError } from '../../lib/errors';
import type { THitCounters } from '../../lib/rate-limit-store/counters';

export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Counts failed sign-ins per account, on top of the per-address limit, so that guessing one
 * account's password from many addresses is bounded too. Unknown logins are counted under
 * their own name so that a 429 does not tell whether an account exists. The count lives in the
 * shared counters (every instance sees it) and only 15 minutes without a failure reset it, so
 * at most 10 guesses fit in any 15 minutes.
 */
export function createLoginThrottle(counters: THitCounters) {
  const counterKey = (key: string) => `login-failures:${key}`;
  return {
    async assertAllowed(key: string) {
      if ((await counters.count(counterKey(key))) >= LOGIN_FAILURES_PER_ACCOUNT) {
        throw new AppError(
          429,
          'too_many_requests',
          'Too many attempts, please wait and try again',
        );
      }
    },
    async recordFailure(key: string) {
      await counters.hit(counterKey(key), { windowMs: LOGIN_FAILURE_WINDOW_MS, slide: true });
    },
    async clear(key: string) {
      await counters.clear(counterKey(key));
    },
  };
}

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;

export const throttleKey = (userId: number | undefined, login: string) =>
  userId === undefined ? `login:${login.trim().toLowerCase()}` : `user:${userId}`;
