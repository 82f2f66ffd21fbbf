/**
 * The deliver job: sends deliveries and records what became of them. Each send carries a key
 * derived from the delivery (e-mail Message-ID, Web Push Topic, APNs collapse id, FCM tag), so a
 * resend after a crash between the send and its acknowledgement is the same message to the
 * receiver. A provider error throws: the queue retries with backoff, then marks it dead.
 */
import { setImmediate } from 'node:timers/promises';
import {
  appPath,
  isUnmutable,
  lockScreenText,
  notificationLink,
  type TLocale,
} from '@habitat/shared';
import {
  recordDeliveryError,
  settleDeliveries,
  startDeliveryAttempts,
  type TDeliveryToSend,
} from '#server/data/notification-deliveries';
import {
  deletePushSubscriptionByEndpoint,
  findPushSubscriptionsByEndpoints,
  type TPushSubscriptionRow,
} from '#server/data/push-subscriptions';
import { deleteDeviceToken } from '#server/data/users';
import type { Db } from '#server/db/client';
import type { TMail, TMailer } from '#server/lib/mail';
import type { TPushChannels, TPushResult } from './channels';
import { notificationMail } from './email';
import { loadMimeEncoders, mimeTemplate, type TMimeTemplate } from './notification-mime';
import { signUnsubscribeToken } from './unsubscribe-token';

export type TDeliverContext = {
  db: Db;
  mailer: TMailer;
  push: TPushChannels;
  publicUrl: string;
  appName: string;
  /** Signs the unsubscribe links. */
  secret: string;
  /** Tests stop here to play a crash between the send and its acknowledgement. */
  afterSend?: (deliveryId: number) => Promise<void> | void;
  /** Told each delivery's outcome (metrics). */
  onOutcome?: (channel: string, outcome: 'sent' | 'gone' | 'skipped' | 'failed') => void;
};

/** Sends in flight at once within a batch. */
const SENDS_AT_ONCE = 16;

/** The idempotency key of a delivery, the same on every attempt. */
export const deliveryKey = (deliveryId: number) => `delivery-${deliveryId}`;

const mailHost = (publicUrl: string) => new URL(publicUrl).hostname || 'habitat.local';

/**
 * Sends the given deliveries (those still pending) and settles them; answers the ones that
 * failed, with their error, for the queue to retry.
 */
export async function deliver(ctx: TDeliverContext, deliveryIds: number[]) {
  const failures = new Map<number, Error>();
  // On PGlite a statement runs at once, in this turn: each yield lets a resident's request run.
  await setImmediate();
  const deliveries = await startDeliveryAttempts(ctx.db, deliveryIds);
  const prepared = {
    withRaw: rawMails(),
    subscriptions: await webPushSubscriptions(ctx, deliveries),
  };
  await setImmediate();
  const settled = { sent: [] as number[], gone: [] as number[] };
  const sendOne = async (delivery: TDeliveryToSend) => {
    try {
      const result = await send(ctx, delivery, prepared);
      await ctx.afterSend?.(delivery.id);
      if (result.status === 'off') {
        await settleDeliveries(ctx.db, [delivery.id], { status: 'skipped', error: result.reason });
      } else settled[result.status].push(delivery.id);
      ctx.onOutcome?.(delivery.channel, result.status === 'off' ? 'skipped' : result.status);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      failures.set(delivery.id, failure);
      ctx.onOutcome?.(delivery.channel, 'failed');
      await recordDeliveryError(ctx.db, delivery.id, failure.message);
    }
  };
  // A few at a time: the waits on the mail server and the push services overlap.
  let next = 0;
  const lane = async () => {
    while (next < deliveries.length) await sendOne(deliveries[next++]!);
  };
  await Promise.all(Array.from({ length: SENDS_AT_ONCE }, lane));
  await setImmediate();
  await settleDeliveries(ctx.db, settled.sent, { status: 'sent' });
  await settleDeliveries(ctx.db, settled.gone, { status: 'gone', error: 'gone' });
  return failures;
}

/**
 * Each mail with its raw message, from one template per subject (an event's mails in one
 * language): what nodemailer would build, without building it anew for each reader.
 */
function rawMails() {
  const templates = new Map<string, TMimeTemplate>();
  return async (mail: TMail): Promise<TMail> => {
    const encoders = await loadMimeEncoders();
    const template = templates.get(mail.subject) ?? mimeTemplate(encoders, mail.subject);
    templates.set(mail.subject, template);
    return { ...mail, raw: template(mail) };
  };
}

/** The Web Push subscriptions of these deliveries, by endpoint, in one read. */
async function webPushSubscriptions(ctx: TDeliverContext, deliveries: TDeliveryToSend[]) {
  const endpoints = deliveries.flatMap((d) => (d.channel === 'web_push' ? [d.target] : []));
  const rows = await findPushSubscriptionsByEndpoints(ctx.db, endpoints);
  return new Map(rows.map((row) => [row.endpoint, row]));
}

async function send(
  ctx: TDeliverContext,
  delivery: TDeliveryToSend,
  prepared: {
    withRaw: (mail: TMail) => Promise<TMail>;
    subscriptions: Map<string, TPushSubscriptionRow>;
  },
): Promise<TPushResult> {
  const locale: TLocale = delivery.recipientLocale ?? delivery.locale ?? 'fr';
  const link = notificationLink(delivery.type, delivery.params);
  const key = deliveryKey(delivery.id);
  const payload = {
    title: lockScreenText(delivery.type, delivery.params, locale),
    link,
    urgent: isUnmutable(delivery.type),
  };
  switch (delivery.channel) {
    case 'email':
      await ctx.mailer.send(await prepared.withRaw(mailOf(ctx, delivery, locale, link)));
      return { status: 'sent' };
    case 'web_push': {
      const subscription = prepared.subscriptions.get(delivery.target);
      if (!subscription) return { status: 'gone' };
      const result = await ctx.push.webPush(subscription, payload, key);
      if (result.status === 'gone') await deletePushSubscriptionByEndpoint(ctx.db, delivery.target);
      return result;
    }
    case 'fcm':
    case 'apns': {
      const result = await ctx.push[delivery.channel](delivery.target, payload, key);
      if (result.status === 'gone') await deleteDeviceToken(ctx.db, delivery.target);
      return result;
    }
  }
}

function mailOf(ctx: TDeliverContext, delivery: TDeliveryToSend, locale: TLocale, link: string) {
  // Types that cannot be muted have nothing to unsubscribe from; account decisions, no account.
  const token =
    delivery.userId !== null && !isUnmutable(delivery.type)
      ? signUnsubscribeToken(ctx.secret, { userId: delivery.userId, type: delivery.type })
      : null;
  return notificationMail({
    to: delivery.target,
    type: delivery.type,
    params: delivery.params,
    locale,
    appName: ctx.appName,
    url: `${ctx.publicUrl}${link}`,
    unsubscribe: token
      ? {
          oneClickUrl: `${ctx.publicUrl}/api/notifications/unsubscribe?token=${token}`,
          pageUrl: `${ctx.publicUrl}${appPath('unsubscribe')}?token=${token}`,
        }
      : undefined,
    messageId: `<${deliveryKey(delivery.id)}@${mailHost(ctx.publicUrl)}>`,
  });
}
