import {
  createRequestSchema,
  EMPTY_CATEGORY_SELECTION,
  missingLevels,
  selectedCategory,
  type TCategoryNode,
  type TCategorySelection,
  type TCreateUserRequest,
  type TNewRequest,
} from '@habitat/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

/** What the form holds: the category as one choice per level (index 0 = level 1). */
export type TNewRequestValues = {
  title: string;
  phoneNumber: string;
  levels: TCategorySelection;
  body: string;
  emergency: boolean;
  canAccessIfAbsent: boolean;
  animal: boolean;
  alarm: boolean;
  alarmCode: string;
};

type TResult = ResolverResult<TNewRequestValues, TNewRequest>;

export const emptyNewRequest = (phoneNumber: string): TNewRequestValues => ({
  title: '',
  phoneNumber,
  levels: EMPTY_CATEGORY_SELECTION,
  body: '',
  emergency: false,
  canAccessIfAbsent: false,
  animal: false,
  alarm: false,
  alarmCode: '',
});

/** The index of the deepest level chosen (0 when none is). */
export function deepestLevel(selection: TCategorySelection): number {
  return selection.reduce<number>((last, id, index) => (id !== null ? index : last), 0);
}

/**
 * The rules of docs/product.md: Field rules, all from shared `createRequestSchema` (title, body, phone, alarm code
 * when alarm is checked, category a leaf of the property's tree). The category sent is the most
 * specific level chosen; when it is refused, the error goes to each level that has options but
 * no choice (a level is required only when it has options).
 */
export function newRequestResolver(options: {
  commercial: boolean;
  categories: readonly TCategoryNode[];
}): Resolver<TNewRequestValues, unknown, TNewRequest> {
  // zodResolver is typed for the schema's own input; the form hands it the same fields.
  const resolve = zodResolver(createRequestSchema(options)) as unknown as (
    ...args: Parameters<Resolver<TNewRequestValues, unknown, TNewRequest>>
  ) => Promise<TResult>;
  return async (values, context, resolverOptions) => {
    const category = selectedCategory(values.levels) ?? undefined;
    const result = await resolve(
      { ...values, category } as TNewRequestValues,
      context,
      resolverOptions,
    );
    const { category: categoryError, ...errors } = result.errors as FieldErrors<
      TNewRequestValues & { category: number }
    >;
    if (!categoryError) return result;
    const missing = missingLevels(options.categories, values.levels);
    const levels: (FieldError | undefined)[] = values.levels.map((_, index) =>
      missing.includes(index + 1) ? { type: 'required', message: 'required' } : undefined,
    );
    // A choice the tree no longer has (no level missing): choose the deepest level again.
    if (missing.length === 0)
      levels[deepestLevel(values.levels)] = { type: 'required', message: 'required' };
    return {
      values: {},
      errors: { ...errors, levels: levels as FieldErrors<TNewRequestValues>['levels'] },
    };
  };
}

/**
 * POST /api/user_requests body: status pending (docs/product.md: States), the kind's own fields only —
 * access-if-absent and animal for a residential property, alarm and its code for a commercial one.
 */
export function toCreateBody(options: {
  values: TNewRequest;
  commercial: boolean;
  imageData: string | null;
}): TCreateUserRequest {
  const { values, commercial } = options;
  const common = {
    title: values.title,
    body: values.body,
    phoneNumber: values.phoneNumber,
    category: values.category,
    emergency: values.emergency,
    status: 'pending' as const,
    ...(options.imageData ? { imageData: options.imageData } : {}),
  };
  if (commercial) {
    const alarm = values.alarm === true;
    return { ...common, alarm, ...(alarm ? { alarmCode: values.alarmCode ?? '' } : {}) };
  }
  return {
    ...common,
    canAccessIfAbsent: values.canAccessIfAbsent === true,
    animal: values.animal === true,
  };
}
