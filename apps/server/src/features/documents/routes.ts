import { ZPropertyFilesQuery, ZPropertyFilesResponse } from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { contentScopeOf } from '#server/features/properties/content-scope';
import { requireSession } from '#server/lib/auth';
import { listPropertyDocuments } from './service';

export function registerDocumentRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment } = ctx;

  app.get(
    '/files',
    {
      onRequest: requireSession,
      schema: {
        tags: ['documents'],
        summary: 'Property documents, newest first',
        querystring: ZPropertyFilesQuery,
        response: { 200: ZPropertyFilesResponse },
      },
    },
    async (request) => {
      const { query, session } = request;
      const scope = await contentScopeOf({ db, deployment, session, query });
      return listPropertyDocuments({ db, fileSigner: ctx.fileSigner, scope, query });
    },
  );
}
