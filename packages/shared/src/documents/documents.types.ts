import { z } from 'zod';
import { ZIsoDateTime } from '../common';
import { ZContentQuery } from '../services/services.types';

/** A property document (docs/product.md: Data Property files); the client shows 'document without name' for a null name. */
export const ZPropertyFile = z.object({
  id: z.number(),
  name: z.string().nullable(),
  url: z.string(),
  createdAt: ZIsoDateTime,
  mediaType: z.string(),
  /** Lower-case, without the dot: 'pdf', 'jpg'… (for the format icon). */
  extension: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type TPropertyFile = z.infer<typeof ZPropertyFile>;

export const ZPropertyFilesQuery = ZContentQuery;
export type TPropertyFilesQuery = z.infer<typeof ZPropertyFilesQuery>;

export const ZPropertyFilesResponse = z.object({
  data: z.array(ZPropertyFile),
  count: z.number().int(),
});
