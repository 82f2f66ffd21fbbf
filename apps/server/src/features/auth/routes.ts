import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZConfirmEmailResponse,
  ZEmailChangeTokenParams,
  ZLoginRequest,
  ZLoginResponse,
  ZMe,
  ZUpdateMeRequest,
  ZUpdateUserRequest,
  ZUpdateUserResponse,
  ZUserParams,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { requireSession, sessionOf } from '#server/lib/auth';
import { createListCache } from '#server/lib/list-cache';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { createLoginThrottle } from './login-throttle';
import { changePassword } from './password-change';
import {
  type getMe,
  login,
  logout,
  logoutEverywhere,
  readMe,
  registerDeviceToken,
} from './service';

export function registerAuthRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;
  const throttle = createLoginThrottle(ctx.hits);
  const profiles = createListCache<Awaited<ReturnType<typeof getMe>>>({
    versions: ctx.listVersions,
  });

  app.post(
    '/login_check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers a bearer token',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
      config: { rateLimit: ctx.rateLimits.login },
    },
    async (request) =>
      login({
        db,
        jwtSecret: ctx.config.jwtSecret,
        deployment: await ctx.deployment(),
        credentials: request.body,
        throttle: throttle.from(request.ip),
      }),
  );

  app.post(
    '/logout',
    {
      onRequest: requireSession,
      schema: { tags: ['auth'], summary: "Sign out: ends this device's session only" },
    },
    async (request, reply) => {
      await logout({ db, session: sessionOf(request) });
      return reply.status(204).send();
    },
  );

  app.post(
    '/logout/everywhere',
    {
      onRequest: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: ends every session of the account and its calendar feed',
      },
    },
    async (request, reply) => {
      await logoutEverywhere({ db, session: sessionOf(request) });
      return reply.status(204).send();
    },
  );

  app.get(
    '/me',
    { onRequest: requireSession, schema: { tags: ['auth'], response: { 200: ZMe } } },
    (request) => {
      const session = sessionOf(request);
      return profiles(request, {
        organizationId: session.organizationId,
        key: JSON.stringify([session.userId, session.propertyId]),
        // The current lease is its building's day's: read again when that day ends.
        read: () => readMe({ db, session }),
      });
    },
  );

  app.put(
    '/me',
    {
      onRequest: requireSession,
      schema: { tags: ['auth'], body: ZUpdateMeRequest, response: { 200: ZMe } },
    },
    (request) =>
      registerDeviceToken({
        db,
        session: sessionOf(request),
        deviceToken: request.body.deviceToken,
        platform: request.body.platform,
      }),
  );

  app.put(
    '/users/:id',
    {
      onRequest: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Ask for a new e-mail (current password needed); a link mailed to it applies it',
        params: ZUserParams,
        body: ZUpdateUserRequest,
        response: { 200: ZUpdateUserResponse },
      },
      config: { rateLimit: ctx.rateLimits.passwordReset },
    },
    (request) =>
      requestEmailChange({
        db,
        mailer: ctx.mailer,
        publicUrl: ctx.config.publicUrl,
        brand: ctx.config.brand,
        background: ctx.background,
        session: sessionOf(request),
        userId: request.params.id,
        request: request.body,
        throttle: throttle.from(request.ip),
      }),
  );

  app.post(
    '/confirm_email/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Apply an e-mail change with the token mailed to the new address',
        params: ZEmailChangeTokenParams,
        response: { 200: ZConfirmEmailResponse },
      },
      config: { rateLimit: ctx.rateLimits.passwordReset },
    },
    (request) => confirmEmailChange({ db, token: request.params.token }),
  );

  app.put(
    '/me/password',
    {
      onRequest: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; ends every other session and answers a fresh token',
        body: ZChangePasswordRequest,
        response: { 200: ZChangePasswordResponse },
      },
      config: { rateLimit: ctx.rateLimits.passwordReset },
    },
    (request) =>
      changePassword({
        db,
        jwtSecret: ctx.config.jwtSecret,
        session: sessionOf(request),
        request: request.body,
        throttle: throttle.from(request.ip),
      }),
  );
}
