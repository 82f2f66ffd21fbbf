import {
  BRAND_APP_TITLES,
  INVITATION_TOKEN_TTL_DAYS,
  ROLE_TENANT,
  type TBrand,
  type TLocale,
} from '@habitat/shared';
import { insertPasswordToken, insertUser } from '#server/data/users';
import type { Db, TDbOrTx } from '#server/db/client';
import type { TBackgroundWork } from '#server/lib/background';
import type { TMailer } from '#server/lib/mail';
import { hashPassword } from '#server/lib/passwords';
import { randomToken, sha256 } from '#server/lib/tokens';
import { invitationLink, invitationMail, type TInvitationReason } from './invitation-mail';

/**
 * A new resident invited by a manager (an approved account request, a person added to a lease):
 * a ROLE_TENANT account with a password nobody knows and a single-use token, mailed after the
 * commit, whose link leads to the page where they choose their password.
 */
export type TInvitation = { token: string; passwordHash: string };

const DAY_MS = 24 * 3600_000;

/** Before the transaction: the token and a hash of a password nobody knows (hashing is slow). */
export async function prepareInvitation(): Promise<TInvitation> {
  return { token: randomToken(), passwordHash: await hashPassword(randomToken()) };
}

/** In the caller's transaction: the account and its token. The e-mail must be free. */
export async function insertInvitedTenant(
  tx: TDbOrTx,
  invitation: TInvitation,
  account: {
    organizationId: number;
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
  },
  now = new Date(),
) {
  const txDb = tx as unknown as Db;
  const user = await insertUser(txDb, {
    ...account,
    username: account.email,
    passwordHash: invitation.passwordHash,
    role: ROLE_TENANT,
  });
  await insertPasswordToken(txDb, {
    userId: user.id,
    tokenHash: sha256(invitation.token),
    expiresAt: new Date(now.getTime() + INVITATION_TOKEN_TTL_DAYS * DAY_MS),
  });
  return user;
}

export type TInvitationMailer = {
  mailer: TMailer;
  background: TBackgroundWork;
  publicUrl: string;
  brand: TBrand;
};

/** After the commit: the invitation mail, sent in the background. */
export function mailInvitation(
  deps: TInvitationMailer,
  invitation: TInvitation,
  to: { email: string; firstName: string; locale: TLocale },
  reason: TInvitationReason = { kind: 'approval' },
) {
  const mail = invitationMail({
    reason,
    link: invitationLink(deps.publicUrl, invitation.token),
    appName: BRAND_APP_TITLES[deps.brand],
    days: INVITATION_TOKEN_TTL_DAYS,
    firstName: to.firstName,
    email: to.email,
    locale: to.locale,
  });
  deps.background.run('invitation mail', () => deps.mailer.send({ to: to.email, ...mail }));
}
