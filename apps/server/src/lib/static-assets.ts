import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TBrand } from '@habitat/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Root files (brand icons, favicon) keep their names across deploys: cached briefly, then revalidated. */
export const SHORT_LIVED = 'public, max-age=3600';
/** index.html names the current hashed assets, so every load revalidates it (ETag, Last-Modified). */
export const REVALIDATE = 'no-cache';

/** The service worker of apps/web/build/pwa.ts: it lists the build it precaches. */
const SERVICE_WORKER = 'sw.js';

/** The Cache-Control of a built file, by its path relative to the dist folder (POSIX separators). */
export function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return IMMUTABLE; // Vite puts a content hash in every name here.
  // A deploy must reach the service worker at once: it names the build it precaches.
  if (file.endsWith('.html') || file === SERVICE_WORKER) return REVALIDATE;
  return SHORT_LIVED;
}

/**
 * Root URLs that answer the deployment's brand: the build holds one set per brand under
 * `brand/<id>/` (apps/web/build/brand-assets.ts), and one build serves any deployment.
 */
export const BRAND_ROOT_FILES = ['manifest.webmanifest', 'favicon.ico', 'apple-touch-icon.png'];

/** Written by apps/web/build/prerender.ts: `pages.json` (page path → file) and `<brand>/<file>`. */
const PRERENDER_DIR = 'prerender';

/**
 * The prerendered page of each path for this brand (the anonymous pages' HTML, painted before
 * any script runs), relative to the build; paths without one get index.html.
 */
export function prerenderedPages(root: string, brand: TBrand): Map<string, string> {
  const manifest = join(root, PRERENDER_DIR, 'pages.json');
  const pages = new Map<string, string>();
  if (!existsSync(manifest)) return pages;
  const files: Record<string, string> = JSON.parse(readFileSync(manifest, 'utf8'));
  for (const [path, file] of Object.entries(files)) {
    const page = `${PRERENDER_DIR}/${brand}/${file}`;
    if (existsSync(join(root, page))) pages.set(path, page);
  }
  return pages;
}

/** The HTML of the pages the SPA answers with (index.html and the brand's prerendered ones). */
export function webAppPages(root: string, brand: TBrand): string[] {
  const index = join(root, 'index.html');
  if (!existsSync(index)) return [];
  const pages = [...prerenderedPages(root, brand).values()].map((page) => join(root, page));
  return [index, ...pages].map((file) => readFileSync(file, 'utf8'));
}

/**
 * Serves the built SPA from `root`: the `.br` / `.gz` files written next to each asset at build
 * time (apps/web/vite.config.ts) by Accept-Encoding (br, then gzip, else the file itself), never
 * compressing per request; and index.html for every non-API page path so client routes survive a
 * reload, or the path's prerendered page for the deployment's brand when the build has one.
 * Without a build, page paths answer 404 like any unknown route.
 */
export async function serveWebApp(app: FastifyInstance, options: { root: string; brand?: TBrand }) {
  const { root, brand = 'default' } = options;
  const hasBuild = existsSync(root);
  const prerendered = hasBuild ? prerenderedPages(root, brand) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The variants are reached through their original name only.
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      // Our own Cache-Control below, not send's single max-age for every file.
      cacheControl: false,
      setHeaders(res, path) {
        const file = relative(root, path)
          .split(sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        res.setHeader('cache-control', cacheControlFor(file));
        // The same URL answers different bytes by Accept-Encoding: caches must key on it.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    for (const file of BRAND_ROOT_FILES) {
      app.get(`/${file}`, (_request, reply) => reply.sendFile(`brand/${brand}/${file}`));
    }
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old chunk after a deploy, say) is a 404, not the SPA's HTML.
    const path = request.url.split('?')[0] ?? '';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isPage = isRead && !path.startsWith('/api') && !/\.\w+$/.test(path);
    if (isPage && hasBuild) return reply.sendFile(prerendered.get(path) ?? 'index.html');
    throw new AppError(404, 'not_found', `No route for ${request.method} ${path}`);
  });
}
