import {
  appPath,
  BRAND_APP_TITLES,
  EMAIL_CHANGE_TOKEN_TTL_HOURS,
  type TBrand,
  type TConfirmEmailResponse,
  type TUpdateUserRequest,
  type TUpdateUserResponse,
} from '@habitat/shared';
import {
  applyEmailChange,
  findLoginNameOwner,
  findUserById,
  replaceEmailChangeToken,
  type TUserRow,
} from '#server/data/users';
import type { Db } from '#server/db/client';
import type { TBackgroundWork } from '#server/lib/background';
import { AppError, forbidden, unauthorized } from '#server/lib/errors';
import type { TMailer } from '#server/lib/mail';
import { randomToken, sha256, type TSession } from '#server/lib/tokens';
import { assertCurrentPassword } from './current-password';
import { confirmEmailMail, emailChangeNoticeMail, emailTakenMail } from './email-change-mail';
import type { TAddressThrottle } from './login-throttle';
import { getMe } from './service';

export const confirmEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}${appPath('confirmEmail', { token: encodeURIComponent(token) })}`;

type TMailContext = {
  db: Db;
  mailer: TMailer;
  publicUrl: string;
  brand: TBrand;
  background: TBackgroundWork;
};

/**
 * PUT /users/{id}: a new e-mail needs the current password and applies only once the link
 * mailed to it is followed. The answer is the same whether or not the address is free: the
 * look-up and the mails happen in the background, so neither the body nor the timing tells.
 */
export async function requestEmailChange(
  options: TMailContext & {
    session: TSession;
    userId: number;
    request: TUpdateUserRequest;
    throttle: TAddressThrottle;
  },
): Promise<TUpdateUserResponse> {
  const { db, session, userId, request, throttle } = options;
  if (session.userId !== userId) throw forbidden('You may only change your own account');
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized('This account no longer exists');
  const newEmail = request.email.trim();
  if (newEmail === user.email) return { ...(await getMe({ db, session })), pendingEmail: null };
  await assertCurrentPassword({ user, password: request.currentPassword, throttle });
  options.background.run('e-mail change mails', () =>
    sendEmailChangeMails({ ...options, user, newEmail }),
  );
  return { ...(await getMe({ db, session })), pendingEmail: newEmail };
}

async function sendEmailChangeMails(
  options: TMailContext & { user: TUserRow; newEmail: string; request: TUpdateUserRequest },
) {
  const { db, mailer, user, newEmail, request } = options;
  const appName = BRAND_APP_TITLES[options.brand];
  const locale = request.locale;
  await mailer.send({
    to: user.email,
    ...emailChangeNoticeMail({ locale, newEmail, appName }),
  });
  const owner = await findLoginNameOwner(db, newEmail);
  if (owner !== null && owner !== user.id) {
    await mailer.send({ to: newEmail, ...emailTakenMail({ locale, appName }) });
    return;
  }
  const token = randomToken();
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TOKEN_TTL_HOURS * 3600_000);
  await replaceEmailChangeToken(db, {
    userId: user.id,
    newEmail,
    tokenHash: sha256(token),
    expiresAt,
  });
  await mailer.send({
    to: newEmail,
    ...confirmEmailMail({
      locale,
      appName,
      link: confirmEmailLink(options.publicUrl, token),
      hours: EMAIL_CHANGE_TOKEN_TTL_HOURS,
    }),
  });
}

/** Follows the mailed link: the token alone proves the new inbox, so no session is needed. */
export async function confirmEmailChange(options: {
  db: Db;
  token: string;
}): Promise<TConfirmEmailResponse> {
  const result = await applyEmailChange(options.db, sha256(options.token), new Date());
  switch (result) {
    case 'not_found':
      throw new AppError(
        404,
        'email_change_token_not_found_or_expired',
        'The confirmation link is expired or invalid, please ask for the change again.',
      );
    case 'taken':
      throw new AppError(
        409,
        'email_already_used',
        'This e-mail address is now used by another account.',
      );
    default:
      return result;
  }
}
