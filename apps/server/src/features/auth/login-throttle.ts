import { AppError } from '#server/lib/errors';
import type { THitCounters } from '#server/lib/rate-limit-store/counters';

/** Attempts at one account from one address before that address is refused (429). */
export const LOGIN_FAILURES_PER_ADDRESS = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures at one account, from anywhere, after which every attempt at it is slowed. */
export const ACCOUNT_FAILURES_BEFORE_DELAY = 10;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;

const failureKey = (account: string) => `login-failures:${account}`;
const attemptKey = (account: string, address: string) => `${failureKey(account)}|${address}`;

/** 0 until the account is under attack, then doubling with each failure up to MAX_DELAY_MS. */
export function accountDelayMs(failures: number) {
  if (failures < ACCOUNT_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - ACCOUNT_FAILURES_BEFORE_DELAY), MAX_DELAY_MS);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function tooManyAttempts() {
  return new AppError(429, 'too_many_requests', 'Too many attempts, please wait and try again');
}

/**
 * Guesses of an account's password, counted in the shared counters (every instance sees them).
 * - Per (account, address): an attempt is reserved by one atomic upsert before the password is
 *   hashed, so concurrent guesses cannot pass the limit; a success frees the address, and only
 *   15 quiet minutes reset it otherwise.
 * - Per account: failures from anywhere slow every attempt (exponential delay) but never refuse
 *   the owner's right password from an address with no failures, so nobody can lock someone
 *   else out. A successful password reset clears both.
 * Unknown logins are counted under their own name, so a 429 does not tell whether one exists.
 */
export function createLoginThrottle(counters: THitCounters, sleep = wait) {
  const window = { windowMs: LOGIN_FAILURE_WINDOW_MS, slide: true };
  return {
    /** The throttle of the client at `address`. */
    from(address: string) {
      return {
        async reserve(account: string) {
          const { hits } = await counters.hit(attemptKey(account, address), window);
          if (hits > LOGIN_FAILURES_PER_ADDRESS) throw tooManyAttempts();
          await sleep(accountDelayMs(await counters.count(failureKey(account))));
        },
        async failed(account: string) {
          await counters.hit(failureKey(account), window);
        },
        async succeeded(account: string) {
          await counters.clear(attemptKey(account, address));
        },
      };
    },
    /** After a password reset the account starts afresh, at every address. */
    async clearAccount(account: string) {
      await counters.clear(failureKey(account));
      await counters.clearPrefix(`${failureKey(account)}|`);
    },
  };
}

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
export type TAddressThrottle = ReturnType<TLoginThrottle['from']>;

export const throttleKey = (userId: number | undefined, login: string) =>
  userId === undefined ? `login:${login.trim().toLowerCase()}` : `user:${userId}`;
