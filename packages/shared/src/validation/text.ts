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

/**
 * U+0000–U+001F (CR, LF, TAB and the other C0 controls), DEL and the Unicode line and paragraph
 * separators: what would break a one-line text (a mail's subject) into lines or hide in it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const LINE_BREAKING = /[\x00-\x1F\x7F\u2028\u2029]/;

/** Text that stays on one line wherever it goes, a mail header included. */
export function isSingleLineText(text: string): boolean {
  return !LINE_BREAKING.test(text);
}

type TPath = (string | number)[];

/**
 * Where a JSON-like value holds a string, or an object key, that is not well-formed text. Every
 * request part passes here: one walk with one path, copied only where something is wrong.
 */
export function malformedTextPaths(value: unknown): TPath[] {
  const found: TPath[] = [];
  const path: TPath = [];
  const visit = (step: string | number, item: unknown) => {
    path.push(step);
    walk(item);
    path.pop();
  };
  const walk = (node: unknown) => {
    if (typeof node === 'string') {
      if (!isWellFormedText(node)) found.push([...path]);
    } else if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) visit(i, item);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (isWellFormedText(key)) visit(key, item);
        else found.push([...path, key]);
      }
    }
  };
  walk(value);
  return found;
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
