import type { TUserRow } from '#server/data/users';
import { AppError } from '#server/lib/errors';
import { verifyPassword } from '#server/lib/passwords';
import { type TAddressThrottle, throttleKey } from './login-throttle';

/**
 * A session alone does not prove who holds it: changes that could take the account over ask
 * for the password again. Wrong guesses count in the account's sign-in throttle, as they are
 * guesses of the same secret.
 */
export async function assertCurrentPassword(options: {
  user: TUserRow;
  password: string | undefined;
  throttle: TAddressThrottle;
}) {
  const { user, password, throttle } = options;
  if (!password) {
    throw new AppError(400, 'validation_failed', 'The current password is required', {
      currentPassword: 'required',
    });
  }
  const key = throttleKey(user.id, user.username);
  await throttle.reserve(key);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await throttle.failed(key);
    throw new AppError(403, 'wrong_current_password', 'The current password is wrong', {
      currentPassword: 'wrong_current_password',
    });
  }
  await throttle.succeeded(key);
}
