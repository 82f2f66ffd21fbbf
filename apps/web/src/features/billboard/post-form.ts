import { withPostDateRules, ZCreatePostFields } from '@habitat/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/**
 * The new-post form (docs/product.md: Field rules): the fields of POST /api/posts with their shared rules (title,
 * body, start and end required, start not in the past, lengths) and the shared end-not-before-
 * start rule. The photo is handled beside the form: it is checked and resized when chosen.
 */
export const postFormSchema = withPostDateRules(
  ZCreatePostFields.pick({ title: true, subTitle: true, body: true, startAt: true, endAt: true }),
);

/** What the inputs hold: plain text (the French text, docs/product.md: Field rules) and UTC ISO instants, or null. */
export type TPostFormValues = {
  title: string;
  subTitle: string;
  body: string;
  startAt: string | null;
  endAt: string | null;
};
export type TPostFormOutput = ReturnType<typeof postFormSchema.parse>;

/**
 * The schema's resolver. An empty date picker holds null, which the shared schema reads as a
 * missing value ("required"); its declared input type only knows strings, hence the cast.
 */
export const postFormResolver = zodResolver(postFormSchema) as unknown as Resolver<
  TPostFormValues,
  unknown,
  TPostFormOutput
>;

export const EMPTY_POST_FORM: TPostFormValues = {
  title: '',
  subTitle: '',
  body: '',
  startAt: null,
  endAt: null,
};

export const POST_FORM_FIELDS = ['title', 'subTitle', 'body', 'startAt', 'endAt'] as const;
export type TPostFormField = (typeof POST_FORM_FIELDS)[number];

export const isPostFormField = (name: string): name is TPostFormField =>
  POST_FORM_FIELDS.some((field) => field === name);
