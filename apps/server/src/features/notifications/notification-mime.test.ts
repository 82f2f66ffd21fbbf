import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLocale, TNotificationParams, TNotificationType } from '@habitat/shared';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordNotificationEvent } from '#server/data/notification-events';
import { notificationSettings } from '#server/db/notifications-schema';
import { createMailer, MAIL_FROM, type TMail } from '#server/lib/mail';
import { propertyIdOf } from '#server/test/content-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { notificationMail } from './email';
import { loadMimeEncoders, mimeTemplate } from './notification-mime';
import { idle, userIdOf } from './test-engine';

/** A message without what differs from one build to the next: the Date and the boundary. */
const comparable = (raw: Buffer | string) =>
  raw
    .toString()
    .replace(/--_NmP-[0-9a-f]{16}-Part_1/g, '--BOUNDARY')
    .replace(/^Date: .*$/m, 'Date: (now)');

const mailOf = (options: {
  to: string;
  type: TNotificationType;
  locale: TLocale;
  params: TNotificationParams;
  token?: string;
  deliveryId: number;
}) =>
  notificationMail({
    to: options.to,
    type: options.type,
    params: options.params,
    locale: options.locale,
    appName: 'Habitat',
    url: 'https://residents.example.org/requests/123',
    unsubscribe: options.token
      ? {
          oneClickUrl: `https://residents.example.org/api/notifications/unsubscribe?token=${options.token}`,
          pageUrl: `https://residents.example.org/unsubscribe?token=${options.token}`,
        }
      : undefined,
    messageId: `<delivery-${options.deliveryId}@residents.example.org>`,
  });

describe('notification e-mails built once per event and language', () => {
  it('are, byte for byte, the message nodemailer builds (but for the Date and the boundary)', async () => {
    const nodemailerBuild = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const encoders = await loadMimeEncoders();
    const params = {
      requestId: 123,
      newsId: 4,
      reason: 'Annonce en double — déjà publiée la semaine dernière par un voisin du 3e étage.',
      note: 'Travaux',
      refundCents: 2500,
    };
    const types: TNotificationType[] = [
      'request_reply',
      'booking_cancelled',
      'post_refused',
      'news_urgent',
      'account_declined',
    ];
    let compared = 0;
    for (const locale of ['fr', 'en'] as const)
      for (const type of types)
        for (const token of [`eyJ1Ijo0Mn0.${'a'.repeat(43)}`, undefined]) {
          const mail = mailOf({
            to: 'Bench7@Example.ORG',
            type,
            locale,
            params,
            token,
            deliveryId: 9,
          });
          const own = mimeTemplate(encoders, mail.subject)(mail);
          const theirs = (await nodemailerBuild.sendMail({ from: MAIL_FROM, ...mail })).message;
          expect(own, `${locale} ${type} ${token ? 'with' : 'without'} unsubscribe`).toBeDefined();
          expect(comparable(own!)).toBe(comparable(theirs as Buffer));
          compared += 1;
        }
    expect(compared).toBe(20);
  });

  it('leave to nodemailer an address it would rewrite, or a mail of another subject', async () => {
    const encoders = await loadMimeEncoders();
    const mail = mailOf({
      to: 'a@example.org',
      type: 'news',
      locale: 'fr',
      params: {},
      deliveryId: 1,
    });
    const template = mimeTemplate(encoders, mail.subject);
    expect(template(mail)).toBeDefined();
    expect(template({ ...mail, to: 'Zoé <zoe@example.org>' })).toBeUndefined();
    expect(template({ ...mail, to: 'zoé@exämple.org' })).toBeUndefined();
    expect(template({ ...mail, subject: 'Autre chose' })).toBeUndefined();
  });

  it('write a subject or header holding CR, LF or other control characters on one line', async () => {
    const encoders = await loadMimeEncoders();
    const headersOf = (raw: Buffer) => raw.toString().split('\r\n\r\n')[0]!;
    for (const subject of [
      'Coupure d eau\r\nBcc: victim@example.org',
      'Water cut\nBcc: victim@example.org',
      'Ascenseur\rBcc: victim@example.org\u2028X-Evil: 1\tfin\u0000',
      'Fuite d’eau au 3e étage\r\nBcc: victim@example.org',
    ]) {
      const mail = {
        ...mailOf({ to: 'a@example.org', type: 'news', locale: 'fr', params: {}, deliveryId: 1 }),
        subject,
      };
      mail.headers = { ...mail.headers, 'X-Note': 'a\r\nBcc: victim@example.org' };
      const head = headersOf(mimeTemplate(encoders, subject)(mail)!);
      // Every line is a header or its folded continuation: none starts a header of its own.
      const names = head.split('\r\n').flatMap((line) => /^([^\s:]+):/.exec(line)?.[1] ?? []);
      expect(names).not.toContain('Bcc');
      expect(names).not.toContain('X-Evil');
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters it looks for
      expect(head).not.toMatch(/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F\u2028\u2029]|\r(?!\n)|(?<!\r)\n/);
      expect(head).not.toMatch(/=0D|=0A|=00/);
    }
  });
});

describe('an event to two residents through the real mailer', () => {
  let t: TTestApp;
  const sent: TMail[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'habitat-mime-'));

  beforeAll(async () => {
    const mailer = createMailer({ dataDir, log: () => {} });
    t = await createTestApp({
      notifications: { worker: true, relayIntervalMs: 50, pollSeconds: 0.5 },
      mailer: {
        send: async (mail) => {
          sent.push(mail);
          await mailer.send(mail);
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives each their own address and unsubscribe link, and nothing of the other', async () => {
    const residents = ['resident@example.com', 'cotenant@example.com'];
    const ids = await Promise.all(residents.map((email) => userIdOf(t.db, email)));
    for (const userId of ids)
      await t.db
        .insert(notificationSettings)
        .values({ userId, choices: { news: { email: true } } })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { choices: { news: { email: true } } },
        });
    const organizationId = (await t.login('resident@example.com')).organization;
    await recordNotificationEvent(t.db, {
      organizationId,
      type: 'news',
      propertyId: await propertyIdOf(t.db, 'jardins-saint-laurent'),
      params: { newsId: 77 },
    });
    await idle(t.db);

    // Both mails were built once per event and language and sent as they were built.
    expect(sent.map((mail) => mail.to).sort()).toEqual([...residents].sort());
    expect(sent.every((mail) => mail.raw !== undefined)).toBe(true);
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    const raws = new Map(
      files.map((file) => {
        const raw = readFileSync(join(dataDir, 'outbox', file), 'utf8');
        return [raw.match(/^To: (.+)$/m)![1]!, raw] as const;
      }),
    );
    const tokenOf = (raw: string) =>
      raw.match(/^List-Unsubscribe:\s+<[^>]*\?token=([^>]+)>/m)?.[1] ?? null;
    for (const [index, email] of residents.entries()) {
      const raw = raws.get(email)!;
      const other = raws.get(residents[1 - index]!)!;
      const token = tokenOf(raw);
      expect(token).not.toBeNull();
      expect(token).not.toBe(tokenOf(other));
      // The one-click link is theirs: it names their address.
      const described = await t.app.inject({
        method: 'GET',
        url: `/api/notifications/unsubscribe?token=${token}`,
      });
      expect(described.json()).toEqual({ type: 'news', email });
      // The visible link (quoted-printable may break its lines) holds their token, not the other's.
      const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(body).toContain(`/unsubscribe?token=${token}`);
      expect(body).not.toContain(tokenOf(other)!);
      expect(raw).not.toContain(residents[1 - index]!);
      expect(raw).toMatch(/^Message-ID: <delivery-\d+@/m);
    }
    expect(raws.get(residents[0]!)!.match(/^Message-ID: (.+)$/m)![1]).not.toBe(
      raws.get(residents[1]!)!.match(/^Message-ID: (.+)$/m)![1],
    );
  });

  it('keeps a stored news title with CR/LF in the Subject line, adding no header', async () => {
    const known = new Set(readdirSync(join(dataDir, 'outbox')));
    const organizationId = (await t.login('resident@example.com')).organization;
    // Text stored before the console refused line breaks (or seeded) reaches the event as it is.
    await recordNotificationEvent(t.db, {
      organizationId,
      type: 'news',
      propertyId: await propertyIdOf(t.db, 'jardins-saint-laurent'),
      params: {
        newsId: 78,
        newsTitle: {
          fr: 'Coupure\r\nBcc: victim@example.org',
          en: 'Cut\nBcc: victim@example.org',
        },
      },
    });
    await idle(t.db);
    const files = readdirSync(join(dataDir, 'outbox')).filter((file) => !known.has(file));
    expect(files).toHaveLength(2);
    for (const file of files) {
      const head = readFileSync(join(dataDir, 'outbox', file), 'utf8').split('\r\n\r\n')[0]!;
      expect(head).not.toMatch(/^Bcc:/im);
      expect(head.match(/^Subject:/gm)).toHaveLength(1);
      expect(head).not.toMatch(/=0D|=0A/);
    }
  });
});
