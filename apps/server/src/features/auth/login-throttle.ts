import { AppError } from '../../lib/errors';

export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Counts failed sign-ins per account, on top of the per-address limit, so that guessing one
 * account's password from many addresses is bounded too. Unknown logins are counted under
 * their own name so that a 429 does not tell whether an account exists.
 */
export function createLoginThrottle(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const since = now() - LOGIN_FAILURE_WINDOW_MS;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    assertAllowed(key: string) {
      if (recent(key).length >= LOGIN_FAILURES_PER_ACCOUNT) {
        throw new AppError(
          429,
          'too_many_requests',
          'Too many attempts, please wait and try again',
        );
      }
    },
    recordFailure(key: string) {
      failures.set(key, [...recent(key), now()]);
    },
    clear(key: string) {
      failures.delete(key);
    },
  };
}

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;

export const throttleKey = (userId: number | undefined, login: string) =>
  userId === undefined ? `login:${login.trim().toLowerCase()}` : `user:${userId}`;
