import { DEFAULT_LOCALE, LOCALES, ZCalendarFeed, ZReservationParams } from '@habitat/shared';
import { z } from 'zod';
import type { TApp, TAppContext } from '#server/app-context';
import { requireSession, sessionOf } from '#server/lib/auth';
import { createFeed, feedIcs, getFeed, reservationIcs, revokeFeed } from './service';

/** The language of the calendar's words; an unknown one falls back to French. */
const ZLocaleQuery = z.object({ locale: z.enum(LOCALES).catch(DEFAULT_LOCALE) });
const ZFeedParams = z.object({ token: z.string() });

const ICAL_TYPE = 'text/calendar; charset=utf-8';

/**
 * A reservation's .ics, the private calendar link and its feed. The link's answers are `no-store`
 * by the API's one caching rule (lib/http-cache.ts: a signed-in caller's answer); the .ics files
 * say theirs, the feed's has no session to go by.
 */
export function registerCalendarRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;
  const site = { publicUrl: ctx.config.publicUrl, brand: ctx.config.brand };
  const tags = ['calendar'];

  app.get(
    '/reservations/:id/ics',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'One of your reservations as an iCalendar (.ics) file',
        params: ZReservationParams,
        querystring: ZLocaleQuery,
      },
    },
    async (request, reply) => {
      const { filename, body } = await reservationIcs({
        ...site,
        db,
        session: sessionOf(request),
        reservationId: request.params.id,
        locale: request.query.locale,
        now: new Date(),
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type(ICAL_TYPE)
        .send(body);
    },
  );

  app.get(
    '/calendar_feed',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'Whether you have a private calendar link (its URL is shown only when created)',
        response: { 200: ZCalendarFeed },
      },
    },
    async (request) => getFeed({ db, userId: sessionOf(request).userId }),
  );

  app.post(
    '/calendar_feed',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'Create your private calendar link, or replace it (the old one stops working)',
        querystring: ZLocaleQuery,
        response: { 200: ZCalendarFeed },
      },
    },
    async (request) =>
      createFeed({
        db,
        userId: sessionOf(request).userId,
        publicUrl: site.publicUrl,
        locale: request.query.locale,
        now: new Date(),
      }),
  );

  app.delete(
    '/calendar_feed',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'Revoke your private calendar link',
        response: { 200: ZCalendarFeed },
      },
    },
    async (request) => revokeFeed({ db, userId: sessionOf(request).userId }),
  );

  app.get(
    '/calendar/:token.ics',
    {
      // The URL holds the secret: keep it out of the request log lines.
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'A private calendar feed (no sign-in: the token in the URL is the key)',
        params: ZFeedParams,
        querystring: ZLocaleQuery,
      },
    },
    async (request, reply) => {
      const body = await feedIcs({
        ...site,
        db,
        token: request.params.token,
        locale: request.query.locale,
        now: new Date(),
      });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="bookings.ics"')
        .header('x-robots-tag', 'noindex')
        .type(ICAL_TYPE)
        .send(body);
    },
  );
}
