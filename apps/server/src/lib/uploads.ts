import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TApp } from '#server/app-context';
import { AppError } from './errors';
import { extensionOf, STORED_NAME } from './files';
import { matchesIfNoneMatch } from './http-cache';
import type { TStorage, TStoredObject } from './storage';

const ONE_YEAR_S = 365 * 24 * 3600;

const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export const mediaTypeOf = (storedName: string) =>
  MEDIA_TYPES[extensionOf(storedName)] ?? 'application/octet-stream';

const missing = (url: string) => new AppError(404, 'not_found', `No file at ${url.split('?')[0]}`);

/**
 * Serves the public stored files (service and news images and attachments, post images) at
 * /uploads/<stored name>, from the storage every instance shares. A name never changes content,
 * so answers are cacheable for a year and immutable, and a conditional request gets 304.
 * Only server-made names are served; anything else is a JSON 404, never the SPA.
 */
export async function registerUploads(
  app: TApp,
  options: { storage: TStorage; isPrivate: (storedName: string) => Promise<boolean> },
) {
  await app.register(
    async (uploads) => {
      uploads.setNotFoundHandler((request) => {
        throw missing(request.url);
      });
      uploads.get<{ Params: { storedName: string } }>(
        '/:storedName',
        { schema: { hide: true } },
        async (request, reply) => {
          const { storedName } = request.params;
          // Private files open only by the signed links of /api/files; here they do not exist.
          if (!STORED_NAME.test(storedName) || (await options.isPrivate(storedName))) {
            throw missing(request.url);
          }
          const object = await options.storage.get(storedName);
          if (!object) throw missing(request.url);
          reply.header('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`);
          const mediaType = mediaTypeOf(storedName);
          return sendStoredObject(request, reply, { storedName, object, mediaType });
        },
      );
    },
    { prefix: '/uploads' },
  );
}

/**
 * Answers a stored object with its validators: the ETag is the stored name itself, which never
 * changes content, so every instance and every storage give the same one. A request that
 * already holds it gets 304 and the object is not read.
 */
export function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { storedName: string; object: TStoredObject; mediaType: string },
) {
  const { object } = options;
  const etag = `"${options.storedName}"`;
  reply.header('etag', etag).header('last-modified', object.lastModified.toUTCString());
  // The mobile app shows these from its own origin (capacitor://localhost): helmet's same-origin
  // policy would block its <img>. Public files are anyone's; a private one opens by its signed link.
  reply.header('cross-origin-resource-policy', 'cross-origin');
  if (isFresh(request, { etag, lastModified: object.lastModified })) {
    object.body.destroy();
    return reply.code(304).send();
  }
  return reply.type(options.mediaType).header('content-length', object.size).send(object.body);
}

/** RFC 9110 §13.2.2: If-None-Match (weak comparison) wins; else If-Modified-Since. */
function isFresh(request: FastifyRequest, current: { etag: string; lastModified: Date }) {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) return matchesIfNoneMatch(noneMatch, current.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(current.lastModified.getTime() / 1000) * 1000 <= since;
}
