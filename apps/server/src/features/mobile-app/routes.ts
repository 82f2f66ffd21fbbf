import { APP_LINK_PATHS, MOBILE_APP_ORIGINS } from '@habitat/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TMobileConfig } from '#server/config-mobile';
import { notFound } from '#server/lib/errors';

const ALLOWED_ORIGINS: ReadonlySet<string> = new Set(MOBILE_APP_ORIGINS);
const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const CORS_HEADERS = 'Authorization, Content-Type, Idempotency-Key, Accept, Accept-Language';
/** How long a WebView may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for the mobile wrapper only: its WebView runs the app from `capacitor://localhost` (iOS)
 * or `https://localhost` (Android) and calls this server. Any other origin gets no CORS header,
 * so browsers keep the same-origin rule for every other site. A preflight from the wrapper is
 * answered here (204), before routing; others go on as before (404, no route answers OPTIONS).
 */
export function registerMobileAppCors(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (!origin) return done();
    // Answers differ by Origin: a cache must not hand one origin's copy to another.
    reply.header('vary', 'Origin');
    if (!ALLOWED_ORIGINS.has(origin)) return done();
    reply.header('access-control-allow-origin', origin);
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) {
      return done();
    }
    // Answered here: a callback-style hook that replies does not call done.
    reply
      .code(204)
      .header('access-control-allow-methods', CORS_METHODS)
      .header('access-control-allow-headers', CORS_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .send();
  });
}

/** Android App Links: the app (and its signing certificates) may open this host's links. */
export function assetLinks(android: NonNullable<TMobileConfig['android']>) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: android.packageName,
        sha256_cert_fingerprints: android.fingerprints,
      },
    },
  ];
}

/** iOS universal links (the app pages only) and shared web credentials for the same apps. */
export function appleAppSiteAssociation(appIds: readonly string[]) {
  return {
    applinks: {
      details: [
        {
          appIDs: appIds,
          components: APP_LINK_PATHS.flatMap((path) => [{ '/': path }, { '/': `${path}/*` }]),
        },
      ],
    },
    webcredentials: { apps: appIds },
  };
}

function sendJson(reply: FastifyReply, body: unknown) {
  // Apple and Google fetch these without following redirects and want JSON, whatever the name.
  return reply
    .header('content-type', 'application/json')
    .header('cache-control', 'public, max-age=3600')
    .send(JSON.stringify(body));
}

/** /.well-known/assetlinks.json and apple-app-site-association, from the configuration. */
export function registerWellKnownRoutes(app: FastifyInstance, mobile: TMobileConfig) {
  app.get('/.well-known/assetlinks.json', async (_request, reply) => {
    if (!mobile.android) throw notFound('assetlinks.json');
    return sendJson(reply, assetLinks(mobile.android));
  });
  app.get('/.well-known/apple-app-site-association', async (_request, reply) => {
    if (mobile.appleAppIds.length === 0) throw notFound('apple-app-site-association');
    return sendJson(reply, appleAppSiteAssociation(mobile.appleAppIds));
  });
}
