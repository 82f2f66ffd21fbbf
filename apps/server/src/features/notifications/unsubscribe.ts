/**
 * The unsubscribe link of a notification e-mail, without signing in (RFC 8058): GET says what it
 * would stop (the web page /unsubscribe asks before doing it), POST stops it — the one-click
 * request a mail client sends with the body `List-Unsubscribe=One-Click`, or the page's button.
 */
import { type TNotificationType, ZUnsubscribeQuery } from '@habitat/shared';
import { z } from 'zod';
import type { TApp, TAppContext } from '#server/app-context';
import { updateNotificationSettings } from '#server/data/notification-settings';
import { findUserById } from '#server/data/users';
import { AppError } from '#server/lib/errors';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const invalidToken = () =>
  new AppError(
    400,
    'unsubscribe_token_invalid',
    'This unsubscribe link is not valid or has expired',
  );

/** The user and type a token stops, checked against a user that still exists. */
async function readToken(ctx: TAppContext, token: string) {
  const claim = verifyUnsubscribeToken(ctx.config.jwtSecret, token);
  const user = claim ? await findUserById(ctx.db, claim.userId) : null;
  if (!claim || !user) throw invalidToken();
  return { ...claim, email: user.email };
}

/** Turns one type's e-mail off in the person's settings (the rest of them as they were). */
export async function unsubscribeFromEmail(
  ctx: Pick<TAppContext, 'db'>,
  userId: number,
  type: TNotificationType,
) {
  await updateNotificationSettings(ctx.db, userId, (current) => ({
    locale: current.locale,
    choices: { ...current.choices, [type]: { ...current.choices[type], email: false } },
    quietStart: current.quietStart,
    quietEnd: current.quietEnd,
    dailyDigest: current.dailyDigest,
  }));
}

export function registerUnsubscribeRoutes(app: TApp, ctx: TAppContext) {
  // Mail clients post the one-click body as a form (RFC 8058); this route alone reads one.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
      done(null, body),
    );
  }
  app.get(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: 'What an unsubscribe link would stop (no sign-in)',
        querystring: ZUnsubscribeQuery,
        response: { 200: z.object({ type: z.string(), email: z.string() }) },
      },
    },
    async (request) => {
      const { type, email } = await readToken(ctx, request.query.token);
      return { type, email };
    },
  );
  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: "One-click unsubscribe (RFC 8058): stops this type's e-mails (no sign-in)",
        querystring: ZUnsubscribeQuery,
        response: { 200: z.object({ type: z.string() }) },
      },
    },
    async (request) => {
      const { userId, type } = await readToken(ctx, request.query.token);
      await unsubscribeFromEmail(ctx, userId, type);
      return { type };
    },
  );
}
