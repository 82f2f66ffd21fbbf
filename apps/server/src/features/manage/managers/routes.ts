import {
  ZInviteManagerRequest,
  ZInviteManagerResponse,
  ZManagedManagerListResponse,
  ZManageManagerParams,
  ZManagePropertyQuery,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import { inviteManager, listManagers, removeManager } from './service';

/** A building's managers: list, invite (new or existing), remove (ROLE_MANAGER: the guard). */
export function registerManageManagerRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;

  app.get(
    '/manage/managers',
    {
      schema: {
        summary: "A managed building's managers, by name",
        querystring: ZManagePropertyQuery,
        response: { 200: ZManagedManagerListResponse },
      },
    },
    async (request) =>
      listManagers({ db, session: sessionOf(request), propertyId: request.query.property }),
  );

  app.post(
    '/manage/managers',
    {
      schema: {
        summary:
          'Make someone a manager of buildings the caller manages: an existing manager is added, a new person invited by e-mail',
        body: ZInviteManagerRequest,
        response: { 201: ZInviteManagerResponse },
      },
    },
    async (request, reply) => {
      const answer = await inviteManager({
        db,
        session: sessionOf(request),
        input: request.body,
        mailer: ctx.mailer,
        background: ctx.background,
        publicUrl: ctx.config.publicUrl,
        brand: ctx.config.brand,
      });
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/manage/managers/:id',
    {
      schema: {
        summary: 'Take a manager off a building (never its last manager: 409 last_manager)',
        params: ZManageManagerParams,
        querystring: ZManagePropertyQuery,
      },
    },
    async (request, reply) => {
      await removeManager({
        db,
        session: sessionOf(request),
        propertyId: request.query.property,
        userId: request.params.id,
      });
      return reply.code(204).send();
    },
  );
}
