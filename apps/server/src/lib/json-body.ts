import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** What a JSON body may weigh unless its route says more: no text field comes near it. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** Routes carrying one base64 image (2 MB → 2.8 MB of base64) and a few fields. */
export const IMAGE_BODY_LIMIT_BYTES = 3 * 1024 * 1024;
/** Far deeper than any payload of the API (translatable text is 2 levels). */
export const MAX_JSON_DEPTH = 16;

/**
 * How deeply arrays and objects nest in JSON text, counted without parsing it, so a hostile
 * body is refused before the parser spends time or stack on it. Brackets inside strings
 * (with their escapes) do not count.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** JSON bodies are parsed by Fastify's own safe parser once their depth is known to be sane. */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(
        new AppError(400, 'json_too_deep', `JSON may nest at most ${MAX_JSON_DEPTH} levels`),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
