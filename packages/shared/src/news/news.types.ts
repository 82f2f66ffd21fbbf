import { z } from 'zod';
import { ZId, ZIsoDateTime, ZTranslatable } from '../common';
import { ZContentQuery } from '../services/services.types';

export const NEWS_STATUSES = ['draft', 'in_progress', 'archived'] as const;
export type TNewsStatus = (typeof NEWS_STATUSES)[number];

/** A file attached to a news item: documents are downloaded, images join the slider. */
export const ZNewsFile = z.object({
  id: z.number(),
  name: z.string().nullable(),
  url: z.string(),
  tag: z.enum(['document', 'image']),
  mediaType: z.string(),
});
export type TNewsFile = z.infer<typeof ZNewsFile>;

export const ZNewsItem = z.object({
  id: z.number(),
  title: ZTranslatable,
  subTitle: ZTranslatable,
  body: ZTranslatable,
  createdAt: ZIsoDateTime,
  status: z.enum(NEWS_STATUSES),
  /** The main photo, or null (the list then shows the brand icon). */
  image: z.object({ url: z.string() }).nullable(),
  files: z.array(ZNewsFile),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

/** The app asks for status=in_progress; only news in progress are ever answered. */
export const ZNewsQuery = ZContentQuery.extend({ status: z.enum(NEWS_STATUSES).optional() });
export type TNewsQuery = z.infer<typeof ZNewsQuery>;

export const ZNewsParams = z.object({ id: ZId });

export const ZNewsResponse = z.object({ data: z.array(ZNewsItem), count: z.number().int() });
