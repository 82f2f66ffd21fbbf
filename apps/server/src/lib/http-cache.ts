import { createHash } from 'node:crypto';
import type { FastifyRequest, onSendHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read whose answer the browser may keep and revalidate (`private, no-cache` + ETag, 304
     * when unchanged), always or for the requests the function accepts;
     * docs/decisions/012-api-throughput.md says which reads and why.
     */
    revalidate?: boolean | ((request: FastifyRequest) => boolean);
  }
}

const MAX_KEPT_TAGS = 256;
const tagOfBody = new Map<string, string>();

/**
 * A strong validator of these very bytes: equal tags mean equal answers, whoever asks, so a
 * 304 never lets a browser show one caller what another was sent. Answers of shared reads are
 * one string sent many times, so the last tags are kept.
 */
export function etagOf(body: string): string {
  let tag = tagOfBody.get(body);
  if (tag === undefined) {
    tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    if (tagOfBody.size >= MAX_KEPT_TAGS) tagOfBody.clear();
    tagOfBody.set(body, tag);
  }
  return tag;
}

/** If-None-Match: `*` or a list of tags, weak ones compared weakly (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === tag;
  });
}

/**
 * The one caching rule of the API. A `revalidate` read answered 200 carries an ETag and
 * `private, no-cache` (kept by the browser only, re-asked every time), varies by token, and
 * answers 304 without a body when the caller already holds these bytes. Any other answer to a
 * signed-in caller is theirs alone: `no-store`, no browser or proxy keeps a copy.
 */
export const cacheHeaders: onSendHookHandler = (request, reply, payload, done) => {
  const { revalidate } = request.routeOptions.config;
  const revalidated =
    reply.statusCode === 200 &&
    typeof payload === 'string' &&
    (typeof revalidate === 'function' ? revalidate(request) : revalidate === true);
  if (!revalidated) {
    if (request.session || request.headers.authorization) reply.header('cache-control', 'no-store');
    return done(null, payload);
  }
  const tag = etagOf(payload);
  reply.header('etag', tag);
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'authorization');
  if (!matchesIfNoneMatch(request.headers['if-none-match'], tag)) return done(null, payload);
  reply.code(304);
  reply.removeHeader('content-type');
  done(null, null);
};
