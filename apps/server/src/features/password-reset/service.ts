import {
  appPath,
  BRAND_APP_TITLES,
  PASSWORD_PAGE_WELCOMES,
  PASSWORD_RESET_TOKEN_TTL_MINUTES,
  type TBrand,
  type TForgotPasswordRequest,
  type TLocale,
  type TPasswordPageWelcome,
} from '@habitat/shared';
import type { TRateLimits } from '#server/app-context';
import { consumePasswordToken, findUserByEmail, replacePasswordToken } from '#server/data/users';
import type { Db } from '#server/db/client';
import { type TLoginThrottle, throttleKey } from '#server/features/auth/login-throttle';
import { setNewPassword } from '#server/features/auth/new-password';
import type { TBackgroundWork } from '#server/lib/background';
import { AppError } from '#server/lib/errors';
import type { TMailer } from '#server/lib/mail';
import type { THitCounters } from '#server/lib/rate-limit-store/counters';
import { randomToken, sha256 } from '#server/lib/tokens';
import { resetMail, type TPasswordLinkPurpose } from './mail-text';

const TOKEN_PLACEHOLDER = '{token}';

/**
 * The reset link must lead back to this app: a redirect_url on another origin would let
 * anyone send residents a genuine e-mail pointing to a look-alike site.
 */
export function resetLink(publicUrl: string, token: string, redirectUrl?: string) {
  const fallback = `${publicUrl}${appPath('resetPassword')}?token=${TOKEN_PLACEHOLDER}`;
  let template = fallback;
  if (redirectUrl?.includes(TOKEN_PLACEHOLDER)) {
    try {
      if (new URL(redirectUrl).origin === new URL(publicUrl).origin) template = redirectUrl;
    } catch {
      template = fallback;
    }
  }
  return template.replace(TOKEN_PLACEHOLDER, encodeURIComponent(token));
}

/**
 * A link a manager's action mails: the password page in its welcome form, which signs the
 * person in once the password is chosen (POST /api/invitations/{token}).
 */
export function welcomeLink(publicUrl: string, token: string, welcome: TPasswordPageWelcome) {
  return `${resetLink(publicUrl, token)}&invitation=${PASSWORD_PAGE_WELCOMES[welcome]}`;
}

/**
 * Answers at once, the same whether or not the address is known: the look-up, the token and
 * the mail happen in the background so neither the body nor the timing tells.
 */
export function requestPasswordReset(options: {
  db: Db;
  mailer: TMailer;
  publicUrl: string;
  brand: TBrand;
  request: TForgotPasswordRequest;
  background: TBackgroundWork;
  hits: THitCounters;
  limit: TRateLimits['resetMailsPerAccount'];
}) {
  options.background.run('password reset mail', () => issueResetMail(options));
}

async function issueResetMail(options: Parameters<typeof requestPasswordReset>[0]) {
  const { db, request } = options;
  const user = await findUserByEmail(db, request.email);
  if (!user) return;
  if (!(await takeResetMailHit(options.hits, user.id, options.limit))) return;
  await sendPasswordLink({ ...options, user, locale: request.locale, purpose: 'reset' });
}

/**
 * Counts one link mailed to the account (whoever asked: the resident or a manager); false once
 * the account's limit for the window is passed.
 */
export async function takeResetMailHit(
  hits: THitCounters,
  userId: number,
  limit: TRateLimits['resetMailsPerAccount'],
) {
  const mails = await hits.hit(`reset-mails:user:${userId}`, { windowMs: limit.windowMs });
  return mails.hits <= limit.max;
}

/**
 * Issues a single-use token (retiring the account's older ones) and mails its link: `reset`
 * when the resident asked, `set` when their building's manager sent it (the page's welcome
 * form, which signs them in).
 */
export async function sendPasswordLink(options: {
  db: Db;
  mailer: TMailer;
  publicUrl: string;
  brand: TBrand;
  user: { id: number; email: string };
  locale: TLocale;
  purpose: TPasswordLinkPurpose;
  request?: { redirect_url?: string };
}) {
  const { db, user } = options;
  const token = randomToken();
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_TOKEN_TTL_MINUTES * 60_000);
  await replacePasswordToken(db, { userId: user.id, tokenHash: sha256(token), expiresAt });
  const mail = resetMail({
    locale: options.locale,
    purpose: options.purpose,
    link:
      options.purpose === 'set'
        ? welcomeLink(options.publicUrl, token, 'passwordSet')
        : resetLink(options.publicUrl, token, options.request?.redirect_url),
    appName: BRAND_APP_TITLES[options.brand],
    minutes: PASSWORD_RESET_TOKEN_TTL_MINUTES,
  });
  await options.mailer.send({ to: user.email, ...mail });
}

/**
 * Sets the new password; the account's failed sign-ins are forgotten, at every address. Answers
 * the account's id.
 */
export async function resetPassword(options: {
  db: Db;
  token: string;
  password: string;
  throttle: TLoginThrottle;
}) {
  const userId = await consumePasswordToken(options.db, sha256(options.token), new Date());
  if (userId === null) {
    throw new AppError(
      404,
      'reset_password_token_not_found_or_expired',
      'The reset link is expired or invalid, please try to reset your password again.',
    );
  }
  await setNewPassword(options.db, userId, options.password);
  await options.throttle.clearAccount(throttleKey(userId, ''));
  return userId;
}
