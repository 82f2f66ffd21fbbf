import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { TApp } from '../app-context';
import { AppError } from './errors';
import { STORED_NAME, uploadsDir } from './files';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Serves stored files at /uploads/<stored name>. A name never changes content, so answers are
 * cacheable for a year and immutable; ETag and Last-Modified let a conditional request get 304.
 * Only server-made names are served (no dot files, no sub-folders, no traversal); anything
 * else is a JSON 404, never the SPA.
 */
export async function registerUploads(app: TApp, dataDir: string) {
  const root = uploadsDir(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(
    async (uploads) => {
      uploads.setNotFoundHandler((request) => {
        throw new AppError(404, 'not_found', `No file at ${request.url.split('?')[0]}`);
      });
      await uploads.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        cacheControl: true,
        maxAge: ONE_YEAR_MS,
        immutable: true,
        etag: true,
        lastModified: true,
        allowedPath: (pathName) => STORED_NAME.test(pathName.replace(/^\//, '')),
      });
    },
    { prefix: '/uploads' },
  );
}
