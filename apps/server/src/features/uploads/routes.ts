import { z } from 'zod';
import type { TApp, TAppContext } from '#server/app-context';
import { findStoredFile } from '#server/data/read-models/stored-file';
import { AppError } from '#server/lib/errors';
import { STORED_NAME } from '#server/lib/files';
import { sendStoredObject } from '#server/lib/uploads';

const ZPrivateFileParams = z.object({ storedName: z.string().regex(STORED_NAME) });
const ZPrivateFileQuery = z.object({
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  signature: z.string().max(100),
});

const notServed = () => new AppError(404, 'not_found', 'No such file, or its link has expired');

/**
 * GET /api/files/<stored name>?expires&signature: a private file, to whoever holds a link the
 * API signed for them and only until it expires; kept by the browser alone (`private`).
 */
export function registerPrivateFileRoutes(app: TApp, ctx: TAppContext) {
  app.get(
    '/files/:storedName',
    {
      schema: {
        tags: ['documents'],
        summary: 'A request photo or property document, by a signed link the API handed out',
        params: ZPrivateFileParams,
        querystring: ZPrivateFileQuery,
      },
    },
    async (request, reply) => {
      const { storedName } = request.params;
      const { expires, signature } = request.query;
      if (!ctx.fileSigner.verify({ storedName, expires, signature })) throw notServed();
      const file = await findStoredFile(ctx.db, storedName);
      if (!file) throw notServed();
      const object = await ctx.storage.get(storedName);
      if (!object) throw notServed();
      const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
      reply
        .header('cache-control', `private, max-age=${maxAge}`)
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(file.name ?? storedName)}`,
        );
      return sendStoredObject(request, reply, { storedName, object, mediaType: file.mediaType });
    },
  );
}
