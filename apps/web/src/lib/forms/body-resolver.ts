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
): Resolver<TForm, unknown, TBody> {
  const check = zodResolver(schema, undefined, { raw: true });
  return async (values, context, options) => {
    const result = await check(toBody(values), context, options as never);
    return result as Awaited<ReturnType<Resolver<TForm, unknown, TBody>>>;
  };
}
