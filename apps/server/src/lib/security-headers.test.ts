import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/harness';
import {
  helmetHeaders,
  inlineScriptHashes,
  registerSecurityHeaders,
  securityPolicy,
} from './security-headers';

describe('registerSecurityHeaders', () => {
  it('sends exactly the headers @fastify/helmet sent with the same policy', async () => {
    const answerOf = async (secure: (app: ReturnType<typeof Fastify>) => Promise<void>) => {
      const app = Fastify();
      await secure(app);
      app.get('/', async () => ({ ok: true }));
      const { headers } = await app.inject('/');
      await app.close();
      const { date: _, ...rest } = headers;
      return rest;
    };
    const before = await answerOf(async (app) => {
      await app.register(fastifyHelmet, securityPolicy());
    });
    const now = await answerOf(async (app) => registerSecurityHeaders(app));
    expect(now).toEqual(before);
    expect(now['content-security-policy']).toContain("default-src 'self'");
  });

  it('allows the inline scripts of the pages by their hash, and no other', async () => {
    const boot = 'document.documentElement.classList.add("js");';
    const pages = [
      `<head><script data-entry="/a.js">${boot}</script><script src="/b.js"></script></head>`,
      `<head><script>${boot}</script></head>`,
    ];
    const hashes = inlineScriptHashes(pages);
    const sha = createHash('sha256').update(boot).digest('base64');
    expect(hashes).toEqual([`'sha256-${sha}'`]);
    const app = Fastify();
    registerSecurityHeaders(app, { inlineScriptHashes: hashes });
    app.get('/', async () => ({ ok: true }));
    const { headers } = await app.inject('/');
    await app.close();
    expect(headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${sha}'`);
    expect(inlineScriptHashes(['<p>no script</p>'])).toEqual([]);
  });

  it('refuses a policy that changes per answer (a nonce)', () => {
    const nonce = () => "'nonce-abc'";
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", nonce] } } }),
    ).toThrow(/per answer/);
  });
});

describe('the content security policy of each card processor', () => {
  const STRIPE_ENV = {
    PAYMENT_PROCESSOR: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_csp',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
  };

  /** The directives the real app sends on a page and on an API answer (they must agree). */
  async function policyOf(env: Record<string, string>) {
    const t = await createTestApp({ env, seed: false });
    try {
      const [page, api] = await Promise.all(['/', '/api/config'].map((url) => t.app.inject(url)));
      const csp = String(page?.headers['content-security-policy']);
      expect(api?.headers['content-security-policy']).toBe(csp);
      return new Map(
        csp.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
    } finally {
      await t.close();
    }
  }

  it('allows Stripe.js (script, frames, API) with Stripe, and nothing else more', async () => {
    const local = await policyOf({});
    const stripe = await policyOf(STRIPE_ENV);
    expect(stripe.get('script-src')).toBe(
      `${local.get('script-src')} https://js.stripe.com https://*.js.stripe.com`,
    );
    expect(stripe.get('frame-src')).toBe(
      "'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    );
    expect(stripe.get('connect-src')).toBe("'self' https://api.stripe.com");
    const untouched = (policy: Map<string, string>) =>
      [...policy].filter(([name]) => !['script-src', 'frame-src', 'connect-src'].includes(name));
    expect(untouched(stripe)).toEqual(untouched(local));
  });

  it('names no third party with the local processor', async () => {
    const local = await policyOf({ PAYMENT_PROCESSOR: 'local' });
    expect([...local.values()].join(' ')).not.toMatch(/stripe/);
    expect(local.has('frame-src')).toBe(false);
    expect(local.get('connect-src')).toBe("'self'");
  });
});
