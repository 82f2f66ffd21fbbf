import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
