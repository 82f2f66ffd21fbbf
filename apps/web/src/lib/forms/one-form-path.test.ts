import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Server field errors reach a form one way: lib/forms/field-codes.ts reads an API error's
 * `fields`, server-field-errors.ts puts them on the form's fields. A form that reads
 * `error.fields` itself would word and place them its own way, so the sources are read for it.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The forms that stay off the kit, each saying why where it starts: the sign-in and forgotten
 * password of the first page and the console's sign-in (the first page's weight: no
 * react-hook-form, whose `forms` chunk is about 38 kB gzip), and the booking's payment step (its
 * card field is the card processor's element). Forms in plain state on pages without
 * react-hook-form (the settings form, a reply, the emergency message) still use the kit's light
 * parts: plain-field-codes.ts and FormActions.
 */
const OFF_THE_KIT = new Set([
  'features/auth/components/login-form.tsx',
  'features/auth/components/forgot-form.tsx',
  'features/manage/pages/manage-login-page.tsx',
  'features/bookings/new-booking/components/payment-step.tsx',
]);

/** The error's class, and the one reader. */
const ALLOWED = new Set(['lib/api-client.ts', 'lib/forms/field-codes.ts']);

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments and string literals ('manage.leases.fields.unit' is a key). */
const codeOnly = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''");

/** `x.fields`, `x?.fields`, `x['fields']`, or `{ fields } = x` / `{ fields: f } = x`. */
const FIELD_READS = [/[\w$)\]]\??\.fields\b/, /\{[^{}]*\bfields\b[^{}]*\}\s*=(?!=)/];

function fieldReadersIn(source: string): boolean {
  const code = codeOnly(source);
  return FIELD_READS.some((pattern) => pattern.test(code)) || /\[\s*'fields'\s*\]/.test(source);
}

describe('one form path', () => {
  it('reads an API error’s fields in lib/forms/field-codes.ts only', () => {
    const readers = sourcesUnder(SRC)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => !ALLOWED.has(path))
      .filter((path) => fieldReadersIn(readFileSync(join(SRC, path), 'utf8')));
    expect(readers).toEqual([]);
  });

  it('has every form on the kit (lib/forms), but the known exceptions', () => {
    const offTheKit = sourcesUnder(SRC)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => !path.startsWith('lib/forms/') && !OFF_THE_KIT.has(path))
      .filter((path) => {
        const source = readFileSync(join(SRC, path), 'utf8');
        const hasForm = /<form\b/.test(codeOnly(source)) || source.includes('component="form"');
        return hasForm && !source.includes("from '@/lib/forms/");
      });
    expect(offTheKit).toEqual([]);
  });

  it('sees the reads it forbids, not the keys that look like them', () => {
    expect(fieldReadersIn('if (isApiError(error) && error.fields) setErrors(error.fields);')).toBe(
      true,
    );
    expect(fieldReadersIn('const note = error.fields?.note;')).toBe(true);
    expect(fieldReadersIn('const field = error?.fields;')).toBe(true);
    expect(fieldReadersIn('const { code, fields } = error;')).toBe(true);
    expect(fieldReadersIn("label={t('manage.leases.fields.unit')}")).toBe(false);
    expect(fieldReadersIn(['const key = `manage.audit.fields.$', '{field}`;'].join(''))).toBe(
      false,
    );
    expect(fieldReadersIn('const fields = fieldCodesOf(error);')).toBe(false);
  });
});
