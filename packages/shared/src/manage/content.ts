import { z } from 'zod';
import { ZId, ZIsoDateTime, ZTranslatable } from '../common';
import { MAX_UPLOAD_BYTES } from '../constants';
import { ZPropertyFile } from '../documents/documents.types';
import { NEWS_STATUSES, ZNewsFile } from '../news/news.types';
import {
  manageBilingual,
  manageBilingualLine,
  manageOptionalBilingual,
  manageRequiredText,
} from './fields';
import { managePageQuery, missingOrType, ZManagePropertyQuery } from './manage.types';

/**
 * News and building documents in the manager console (/api/manage/news, /api/manage/documents).
 * Files travel as data URLs (or plain base64) inside the JSON body; the server judges their type
 * by their first bytes, never by the name or the claimed media type.
 */

/** A PDF or a building document: at most 4 MB once decoded (images keep MAX_UPLOAD_BYTES). */
export const DOCUMENT_MAX_BYTES = 4 * 1024 * 1024;
/** PDF documents one news item may carry. */
export const NEWS_DOCUMENTS_MAX = 3;
/** The first bytes of every PDF file. */
export const PDF_SIGNATURE = '%PDF-';
export const MANAGE_TEXT_MAX = { title: 200, subTitle: 300, body: 10_000, fileName: 200 } as const;
export const PDF_MEDIA_TYPE = 'application/pdf';

/** Base64 characters a file of `bytes` bytes takes, with the longest data-URL prefix. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4 + 64;
/** The largest JSON body of a news item: a photo, NEWS_DOCUMENTS_MAX PDFs and the text. */
export const NEWS_BODY_MAX_BYTES =
  base64Length(MAX_UPLOAD_BYTES) + NEWS_DOCUMENTS_MAX * base64Length(DOCUMENT_MAX_BYTES) + 256_000;
export const DOCUMENT_BODY_MAX_BYTES = base64Length(DOCUMENT_MAX_BYTES) + 16_000;

const fileData = z.string({ error: missingOrType }).min(1, { message: 'required' });
const ZNewDocument = z.object({
  name: manageRequiredText(MANAGE_TEXT_MAX.fileName),
  data: fileData,
});

/** draft: residents do not see it; in_progress: shown from publishAt; archived: withdrawn. */
export const ZManageNewsStatus = z.enum(NEWS_STATUSES, { error: 'invalid_value' });

// POST /api/manage/news?property=

export const ZManageNewsCreateRequest = z.object({
  title: manageBilingualLine(MANAGE_TEXT_MAX.title),
  subTitle: manageOptionalBilingual(MANAGE_TEXT_MAX.subTitle),
  body: manageBilingual(MANAGE_TEXT_MAX.body),
  status: ZManageNewsStatus.default('draft'),
  /** Urgent news is told to every resident on every channel they have, even in quiet hours. */
  urgent: z.boolean({ error: 'invalid_type' }).default(false),
  /** When residents see it (news in progress only); absent or null: now. Later = scheduled. */
  publishAt: ZIsoDateTime.nullish().transform((at) => at ?? null),
  /** Optional photo: a data URL of a PNG, JPEG or GIF, at most MAX_UPLOAD_BYTES. */
  imageData: z
    .string({ error: 'invalid_type' })
    .nullish()
    .transform((data) => (data ? data : null)),
  /** PDF documents: data URLs, each at most DOCUMENT_MAX_BYTES. */
  documents: z
    .array(ZNewDocument, { error: 'invalid_type' })
    .max(NEWS_DOCUMENTS_MAX, { message: 'maxItems' })
    .default([]),
});
export type TManageNewsCreateRequest = z.input<typeof ZManageNewsCreateRequest>;

// PATCH /api/manage/news/{id}: only the fields sent change.

export const ZManageNewsUpdateRequest = z.object({
  title: manageBilingualLine(MANAGE_TEXT_MAX.title).optional(),
  subTitle: manageOptionalBilingual(MANAGE_TEXT_MAX.subTitle).optional(),
  body: manageBilingual(MANAGE_TEXT_MAX.body).optional(),
  /** 'draft' unpublishes. */
  status: ZManageNewsStatus.optional(),
  urgent: z.boolean({ error: 'invalid_type' }).optional(),
  publishAt: ZIsoDateTime.nullish(),
  /** A new photo replaces the old one; null removes it; absent keeps it. */
  imageData: z.string({ error: 'invalid_type' }).nullish(),
  /** PDFs added after the current ones. */
  documents: z.array(ZNewDocument, { error: 'invalid_type' }).max(NEWS_DOCUMENTS_MAX).optional(),
  /** Attached files (ids of `files`) taken off the item. */
  removeFiles: z.array(ZId, { error: 'invalid_type' }).max(50).optional(),
});
export type TManageNewsUpdateRequest = z.input<typeof ZManageNewsUpdateRequest>;

export const ZManageNewsParams = z.object({ id: ZId });

export const ZManageNewsListQuery = z.object({
  property: ZManagePropertyQuery.shape.property,
  ...managePageQuery({ max: 50, default: 20 }),
});
export type TManageNewsListQuery = z.input<typeof ZManageNewsListQuery>;

export const ZManagedNews = z.object({
  id: z.number(),
  property: z.number().nullable(),
  title: ZTranslatable,
  subTitle: ZTranslatable,
  body: ZTranslatable,
  status: z.enum(NEWS_STATUSES),
  urgent: z.boolean(),
  /** When residents see it (in progress) or will (scheduled). */
  publishAt: ZIsoDateTime,
  image: z.object({ url: z.string() }).nullable(),
  files: z.array(ZNewsFile),
});
export type TManagedNews = z.infer<typeof ZManagedNews>;

export const ZManagedNewsListResponse = z.object({
  data: z.array(ZManagedNews),
  count: z.number().int(),
});
export type TManagedNewsListResponse = z.infer<typeof ZManagedNewsListResponse>;

/** What the console shows: a news item in progress whose date is still ahead is scheduled. */
export type TNewsDisplayStatus = 'draft' | 'scheduled' | 'published' | 'archived';
export function newsDisplayStatus(
  news: Pick<TManagedNews, 'status' | 'publishAt'>,
  now = Date.now(),
): TNewsDisplayStatus {
  if (news.status === 'draft' || news.status === 'archived') return news.status;
  return Date.parse(news.publishAt) > now ? 'scheduled' : 'published';
}

// Building documents: GET/POST /api/manage/documents?property=, PATCH/DELETE /api/manage/documents/{id}

export const ZManageDocumentCreateRequest = ZNewDocument;
export type TManageDocumentCreateRequest = z.input<typeof ZManageDocumentCreateRequest>;

export const ZManageDocumentRenameRequest = z.object(
  { name: manageRequiredText(MANAGE_TEXT_MAX.fileName) },
  { error: () => 'required' },
);
export type TManageDocumentRenameRequest = z.input<typeof ZManageDocumentRenameRequest>;

export const ZManageDocumentParams = z.object({ id: ZId });

/** A building document as the console lists it: the same as residents see it. */
export const ZManagedDocument = ZPropertyFile;
export type TManagedDocument = z.infer<typeof ZManagedDocument>;

export const ZManagedDocumentListResponse = z.object({
  data: z.array(ZManagedDocument),
  count: z.number().int(),
});
export type TManagedDocumentListResponse = z.infer<typeof ZManagedDocumentListResponse>;
