import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TPaymentProcessorName } from '@habitat/shared';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What Stripe.js and its card Element need, as Stripe's integration security guide lists it
 * (docs.stripe.com/security/guide, "Content Security Policy"): its script and the frames it
 * opens (the Element, its controller, 3-D Secure's hooks), and its API. The guide's
 * maps.googleapis.com serves the Address Element only, which the app does not use.
 */
export const STRIPE_JS_SOURCES = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

/**
 * helmet's defaults, with a content security policy that allows only what the SPA uses: its own
 * files, the inline scripts the build wrote into its pages (each by the hash of its text) and,
 * only where cards are paid through Stripe, Stripe.js.
 */
export function securityPolicy(
  options: {
    inlineScriptHashes?: readonly string[];
    paymentProcessor?: TPaymentProcessorName;
  } = {},
): HelmetOptions {
  const stripe = options.paymentProcessor === 'stripe';
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: [
          "'self'",
          ...(options.inlineScriptHashes ?? []),
          ...(stripe ? STRIPE_JS_SOURCES.scriptSrc : []),
        ],
        connectSrc: ["'self'", ...(stripe ? STRIPE_JS_SOURCES.connectSrc : [])],
        // Without it, frames fall back to default-src 'self'.
        ...(stripe ? { frameSrc: ["'self'", ...STRIPE_JS_SOURCES.frameSrc] } : {}),
      },
    },
  };
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP sources (`'sha256-…'`) of the inline scripts of these HTML pages, each once. */
export function inlineScriptHashes(pages: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const [, text = ''] of html.matchAll(INLINE_SCRIPT)) {
      hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/** A directive given as a function (a nonce) differs per answer: it cannot be computed once. */
function assertStatic(options: HelmetOptions) {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' && csp !== null ? (csp.directives ?? {}) : {};
  for (const [name, value] of Object.entries(directives)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'function')) {
      throw new Error(`The ${name} directive is per answer; security headers are computed once`);
    }
  }
}

/** The headers helmet sets with these options, read off one run of its middleware. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  assertStatic(options);
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * helmet's headers on every answer. They depend on nothing in the request, so they are worked
 * out once at start-up: @fastify/helmet built helmet's middleware again for each request, which
 * cost more CPU than the rest of a simple answer.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Parameters<typeof securityPolicy>[0] = {},
) {
  const headers = helmetHeaders(securityPolicy(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
