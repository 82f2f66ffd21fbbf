import {
  ZManagedRequestCategory,
  ZManagedRequestCategoryListResponse,
  ZManagePropertyQuery,
  ZManageRequestCategoryCreate,
  ZManageRequestCategoryMove,
  ZManageRequestCategoryParams,
  ZManageRequestCategoryRename,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import {
  createRequestCategory,
  listManagedRequestCategories,
  moveRequestCategory,
  renameRequestCategory,
  setRequestCategoryRetired,
} from './service';

const reply = { 200: ZManagedRequestCategory };

/** A building's request category tree in the console: ROLE_MANAGER only, every id checked. */
export function registerManageRequestCategoryRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;

  app.get(
    '/manage/request-categories',
    {
      schema: {
        summary: "A managed property's request category tree, retired nodes included",
        querystring: ZManagePropertyQuery,
        response: { 200: ZManagedRequestCategoryListResponse },
      },
    },
    async (request) =>
      listManagedRequestCategories({
        db,
        session: sessionOf(request),
        propertyId: request.query.property,
      }),
  );

  app.post(
    '/manage/request-categories',
    {
      schema: {
        summary: 'A request category of the property, at level 1 or under a parent (3 levels)',
        querystring: ZManagePropertyQuery,
        body: ZManageRequestCategoryCreate,
        response: reply,
      },
    },
    async (request) =>
      createRequestCategory({
        db,
        session: sessionOf(request),
        propertyId: request.query.property,
        input: request.body,
      }),
  );

  app.patch(
    '/manage/request-categories/:id',
    {
      schema: {
        summary: 'Rename a request category (both languages)',
        params: ZManageRequestCategoryParams,
        body: ZManageRequestCategoryRename,
        response: reply,
      },
    },
    async (request) =>
      renameRequestCategory({
        db,
        session: sessionOf(request),
        id: request.params.id,
        name: request.body.name,
      }),
  );

  app.post(
    '/manage/request-categories/:id/move',
    {
      schema: {
        summary: 'Put a request category at a place among its siblings (0 = first)',
        params: ZManageRequestCategoryParams,
        body: ZManageRequestCategoryMove,
        response: reply,
      },
    },
    async (request) =>
      moveRequestCategory({
        db,
        session: sessionOf(request),
        id: request.params.id,
        position: request.body.position,
      }),
  );

  for (const [action, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/manage/request-categories/:id/${action}`,
      {
        schema: {
          summary: retired
            ? 'Retire a request category: residents no longer pick it nor anything under it'
            : 'Restore a retired request category',
          params: ZManageRequestCategoryParams,
          response: reply,
        },
      },
      async (request) =>
        setRequestCategoryRetired({
          db,
          session: sessionOf(request),
          id: request.params.id,
          retired,
        }),
    );
  }
}
