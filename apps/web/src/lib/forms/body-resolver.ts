import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver for a form whose fields are not the request's body (text fields for numbers, one
 * name per language...): the body made of the values is checked with the shared schema the
 * server uses (zodResolver), its errors keyed by the body's paths ('name.fr', 'ranges.monday.0.to'),
 * and the body is sent as made (not as the schema would transform it), as the server receives it.
 */
export function zodBodyResolver<TForm extends FieldValues, TBody extends FieldValues>(
  schema: Parameters<typeof zodResolver>[0],
  toBody: (values: TForm) => TBody,
  options: {
    /** Renames a code of the schema the form words otherwise (by the error's path). */
    codeOf?: (code: string, path: string) => string;
    /** Codes of the form's own rules, by top-level field, on top of the schema's. */
    also?: (values: TForm) => Record<string, string>;
    /** Hands the schema's output (trimmed...) to the submit instead of the body as made. */
    parsed?: boolean;
  } = {},
): Resolver<TForm, unknown, TBody> {
  const check = options.parsed
    ? zodResolver(schema)
    : zodResolver(schema, undefined, { raw: true });
  return async (values, context, resolverOptions) => {
    const result = await check(toBody(values), context, resolverOptions as never);
    if (options.codeOf) renameCodes(result.errors, '', options.codeOf);
    const extra = Object.entries(options.also?.(values) ?? {});
    if (extra.length === 0) return result as Awaited<ReturnType<Resolver<TForm, unknown, TBody>>>;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [field, code] of extra) errors[field] = { type: 'form', message: code };
    return { values: {}, errors } as Awaited<ReturnType<Resolver<TForm, unknown, TBody>>>;
  };
}

function renameCodes(node: unknown, path: string, codeOf: (code: string, path: string) => string) {
  if (typeof node !== 'object' || node === null) return;
  const error = node as Record<string, unknown>;
  if (typeof error.message === 'string' && path) error.message = codeOf(error.message, path);
  for (const [key, child] of Object.entries(error)) {
    if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types') {
      renameCodes(child, path ? `${path}.${key}` : key, codeOf);
    }
  }
}
