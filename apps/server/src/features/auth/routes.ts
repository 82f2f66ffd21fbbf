import {
  ZLoginRequest,
  ZLoginResponse,
  ZMe,
  ZUpdateMeRequest,
  ZUpdateUserRequest,
  ZUserParams,
} from '@habitat/shared';
import type { TApp, TAppContext } from '../../app-context';
import { requireSession, sessionOf } from '../../lib/auth';
import { createLoginThrottle } from './login-throttle';
import { changeEmail, getMe, login, logout, registerDeviceToken } from './service';

export function registerAuthRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;
  const throttle = createLoginThrottle();

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
        throttle,
      }),
  );

  app.post(
    '/logout',
    {
      onRequest: requireSession,
      schema: { tags: ['auth'], summary: 'Sign out: ends every session of the account' },
    },
    async (request, reply) => {
      await logout({ db, session: sessionOf(request) });
      return reply.status(204).send();
    },
  );

  app.get(
    '/me',
    { preHandler: requireSession, schema: { tags: ['auth'], response: { 200: ZMe } } },
    (request) => getMe({ db, session: sessionOf(request) }),
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
      }),
  );

  app.put(
    '/users/:id',
    {
      onRequest: requireSession,
      schema: {
        tags: ['auth'],
        params: ZUserParams,
        body: ZUpdateUserRequest,
        response: { 200: ZMe },
      },
    },
    (request) =>
      changeEmail({
        db,
        session: sessionOf(request),
        userId: request.params.id,
        email: request.body.email,
      }),
  );
}
