import { z } from 'zod';
import { ID_MAX } from './validation/text';

/** A row id in a path, a query or a body: PostgreSQL's `integer` range, never above it. */
export const ZId = z.coerce.number().int().min(1).max(ID_MAX);

/** Translatable text: `{ fr, en }`; the client picks the locale and falls back to the other. */
export const ZTranslatable = z.object({ fr: z.string(), en: z.string() });
export type TTranslatable = z.infer<typeof ZTranslatable>;

export const ZIsoDateTime = z.string().datetime({ offset: true });

export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(-1).default(100),
});

/** A page of rows and the number of rows in all pages: what `listResponse` validates. */
export type TList<T> = { data: T[]; count: number };

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), count: z.number().int() });
