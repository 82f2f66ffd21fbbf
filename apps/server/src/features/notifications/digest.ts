/**
 * The managers' daily digest: one e-mail a day, at 08:00 in their first managed building's time
 * zone, listing their manager notifications since the last one. A periodic job looks every few
 * minutes; the Message-ID is the manager's and the day's, so two runs (two instances, a retry
 * after a crash) make one message, and the day is recorded once it is sent.
 */
import {
  MANAGER_NOTIFICATION_TYPES,
  notificationTitle,
  type TLocale,
  wallClock,
} from '@habitat/shared';
import { findManagedProperties } from '#server/data/managers';
import { claimDigest, findDigestReaders } from '#server/data/notification-settings';
import { findManagerNotificationsSince } from '#server/data/notifications';
import type { Db } from '#server/db/client';
import type { TMail, TMailer } from '#server/lib/mail';
import { escapeHtml } from './email';

export const DIGEST_HOUR = 8;
/** The web page where a person changes their notification settings (the digest among them). */
const NOTIFICATION_SETTINGS_PATH = '/profile/notifications';

const TEXTS = {
  fr: {
    subject: (n: number, app: string) =>
      `${app} — résumé du jour : ${n} notification${n > 1 ? 's' : ''}`,
    hello: 'Bonjour,',
    intro: 'Voici ce qui est arrivé depuis votre dernier résumé :',
    why: 'Vous recevez ce résumé parce que vous avez choisi le résumé quotidien dans vos préférences de notification :',
  },
  en: {
    subject: (n: number, app: string) =>
      `${app} — daily digest: ${n} notification${n > 1 ? 's' : ''}`,
    hello: 'Hello,',
    intro: 'Here is what happened since your last digest:',
    why: 'You receive this digest because you chose the daily digest in your notification settings:',
  },
} as const;

export async function sendDigests(
  ctx: { db: Db; mailer: TMailer; publicUrl: string; appName: string },
  now = new Date(),
) {
  let sent = 0;
  for (const reader of await findDigestReaders(ctx.db)) {
    const [building] = await findManagedProperties(ctx.db, reader.userId);
    if (!building) continue;
    const local = wallClock(now, building.timeZone);
    if (local.minutes < DIGEST_HOUR * 60) continue;
    // This morning's 08:00 on the building's clock, as an instant.
    const digestTime = new Date(now.getTime() - (local.minutes - DIGEST_HOUR * 60) * 60_000);
    if (reader.lastDigestAt && reader.lastDigestAt >= digestTime) continue;
    const items = await findManagerNotificationsSince(
      ctx.db,
      reader.userId,
      MANAGER_NOTIFICATION_TYPES,
      reader.lastDigestAt,
    );
    if (items.length > 0) {
      await ctx.mailer.send(
        digestMail({
          ...ctx,
          to: reader.email,
          locale: reader.locale,
          items,
          messageId: `<digest-${reader.userId}-${local.date}@${new URL(ctx.publicUrl).hostname}>`,
        }),
      );
      sent += 1;
    }
    await claimDigest(ctx.db, reader.userId, digestTime, now);
  }
  return sent;
}

function digestMail(options: {
  to: string;
  locale: TLocale;
  appName: string;
  publicUrl: string;
  items: Awaited<ReturnType<typeof findManagerNotificationsSince>>;
  messageId: string;
}): TMail {
  const t = TEXTS[options.locale];
  const lines = options.items.map((item) => ({
    title: notificationTitle(item.type, item.params, options.locale),
    url: `${options.publicUrl}${item.link}`,
  }));
  // No unsubscribe link: the digest is the manager's own choice, changed where it was made.
  const settings = `${options.publicUrl}${NOTIFICATION_SETTINGS_PATH}`;
  return {
    to: options.to,
    subject: t.subject(lines.length, options.appName),
    text: [
      t.hello,
      '',
      t.intro,
      '',
      ...lines.map((l) => `- ${l.title}: ${l.url}`),
      '',
      '-- ',
      `${t.why} ${settings}`,
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${options.locale}"><body style="font-family:sans-serif">`,
      `<p>${escapeHtml(t.hello)}</p><p>${escapeHtml(t.intro)}</p><ul>`,
      ...lines.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a></li>`),
      '</ul>',
      `<hr><p style="font-size:12px;color:#555">${escapeHtml(t.why)} <a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a></p>`,
      '</body></html>',
    ].join('\n'),
    messageId: options.messageId,
  };
}
