import {
  ZForgotPasswordRequest,
  ZLoginResponse,
  ZOkResponse,
  ZResetPasswordRequest,
  ZResetTokenParams,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { createLoginThrottle } from '#server/features/auth/login-throttle';
import { acceptInvitation } from './invitation';
import { requestPasswordReset, resetPassword } from './service';

export function registerPasswordResetRoutes(app: TApp, ctx: TAppContext) {
  const rateLimit = ctx.rateLimits.passwordReset;
  const throttle = createLoginThrottle(ctx.hits);

  app.post(
    '/forgot_password/',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use reset link (same answer whether or not the address exists)',
        body: ZForgotPasswordRequest,
        response: { 200: ZOkResponse },
      },
      config: { rateLimit },
    },
    async (request) => {
      requestPasswordReset({
        db: ctx.db,
        mailer: ctx.mailer,
        publicUrl: ctx.config.publicUrl,
        brand: ctx.config.brand,
        request: request.body,
        background: ctx.background,
        hits: ctx.hits,
        limit: ctx.rateLimits.resetMailsPerAccount,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/forgot_password/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        params: ZResetTokenParams,
        body: ZResetPasswordRequest,
        response: { 200: ZOkResponse },
      },
      config: { rateLimit },
    },
    async (request) => {
      await resetPassword({
        db: ctx.db,
        token: request.params.token,
        password: request.body.password,
        throttle,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/invitations/:token',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Accept an invitation: choose the first password and get signed in (the login's answer)",
        params: ZResetTokenParams,
        body: ZResetPasswordRequest,
        response: { 200: ZLoginResponse },
      },
      config: { rateLimit },
    },
    async (request) =>
      acceptInvitation({
        db: ctx.db,
        token: request.params.token,
        password: request.body.password,
        throttle,
        address: request.ip,
        jwtSecret: ctx.config.jwtSecret,
        deployment: await ctx.deployment(),
      }),
  );
}
