import { z } from 'zod';

/** The largest id PostgreSQL's `integer` holds: every id of the API is one. */
export const ID_MAX = 2_147_483_647;

const NUL = String.fromCharCode(0);
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text a database can store: no U+0000 (PostgreSQL refuses it in text) and no half of a
 * UTF-16 surrogate pair (it is not text at all and has no UTF-8 form).
 */
export function isWellFormedText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text);
}

type TPath = (string | number)[];

/** Whether every string and object key of a JSON-like value is well-formed text. */
function isWellFormedInput(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormedText(value);
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every(isWellFormedInput);
  for (const key of Object.keys(value)) {
    if (!isWellFormedText(key) || !isWellFormedInput((value as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return true;
}

/** Where a JSON-like value holds a string, or an object key, that is not well-formed text. */
export function malformedTextPaths(value: unknown, path: TPath = []): TPath[] {
  // Every request part passes here: the paths are built only when something is wrong.
  if (path.length === 0 && isWellFormedInput(value)) return [];
  if (typeof value === 'string') return isWellFormedText(value) ? [] : [path];
  if (Array.isArray(value))
    return value.flatMap((item, i) => malformedTextPaths(item, [...path, i]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    isWellFormedText(key) ? malformedTextPaths(item, [...path, key]) : [[...path, key]],
  );
}

/**
 * The text rule for a whole request part (body, query or path): each malformed string is a
 * 'text' issue at its path. The server puts it in front of every route's own schema.
 */
export const ZWellFormedInput = z.unknown().superRefine((value, ctx) => {
  for (const path of malformedTextPaths(value)) {
    ctx.addIssue({ code: 'custom', path, message: 'text' });
  }
});
