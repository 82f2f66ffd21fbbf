import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { TApp } from '../app-context';
import { AppError } from './errors';
import { STORED_NAME, uploadsDir } from './files';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Serves the public stored files (service and news images and attachments, post images) at
 * /uploads/<stored name>. A name never changes content, so answers are
 * cacheable for a year and immutable; ETag and Last-Modified let a conditional request get 304.
 * Only server-made names are served (no dot files, no sub-folders, no traversal); anything
 * else is a JSON 404, never the SPA.
 */
export async function registerUploads(
  app: TApp,
  options: { dataDir: string; isPrivate: (storedName: string) => Promise<boolean> },
) {
  const root = uploadsDir(options.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(
    async (uploads) => {
      const missing = (url: string) =>
        new AppError(404, 'not_found', `No file at ${url.split('?')[0]}`);
      uploads.setNotFoundHandler((request) => {
        throw missing(request.url);
      });
      // Private files open only by the signed links of /api/files; here they do not exist.
      uploads.addHook('onRequest', async (request) => {
        const name = storedNameIn(request.url);
        if (name && (await options.isPrivate(name))) throw missing(request.url);
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

/** The stored name a /uploads URL asks for, decoded as the static server will decode it. */
function storedNameIn(url: string): string | null {
  try {
    const name = decodeURIComponent(url.split('?')[0] ?? '').replace(/^\/uploads\//, '');
    return STORED_NAME.test(name) ? name : null;
  } catch {
    return null; // malformed escapes: the static server refuses them itself
  }
}
