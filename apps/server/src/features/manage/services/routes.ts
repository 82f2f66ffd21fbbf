import {
  SERVICE_BODY_MAX_BYTES,
  ZManagedService,
  ZManagedServiceCategory,
  ZManagedServiceCategoryListResponse,
  ZManagePropertyQuery,
  ZManageServiceCategoryCreateRequest,
  ZManageServiceCategoryOrderRequest,
  ZManageServiceCategoryParams,
  ZManageServiceCategoryUpdateRequest,
  ZManageServiceCreateRequest,
  ZManageServiceParams,
  ZManageServiceUpdateRequest,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import {
  createManagedService,
  createServiceCategory,
  getManagedService,
  listManagedServiceCategories,
  reorderServiceCategories,
  updateManagedService,
  updateServiceCategory,
} from './service';

/** Service categories and services of the manager console: ROLE_MANAGER only, every id checked. */
export function registerManageServiceRoutes(app: TApp, ctx: TAppContext) {
  const { db, storage } = ctx;

  app.get(
    '/manage/service-categories',
    {
      schema: {
        summary:
          "A building's service categories (its own, then organization-wide) with every service",
        querystring: ZManagePropertyQuery,
        response: { 200: ZManagedServiceCategoryListResponse },
      },
    },
    async (request) =>
      listManagedServiceCategories({
        db,
        session: sessionOf(request),
        propertyId: request.query.property,
      }),
  );

  app.post(
    '/manage/service-categories',
    {
      schema: {
        summary: 'A new service category of the building, shown last',
        querystring: ZManagePropertyQuery,
        body: ZManageServiceCategoryCreateRequest,
        response: { 200: ZManagedServiceCategory },
      },
    },
    async (request) =>
      createServiceCategory({
        db,
        session: sessionOf(request),
        propertyId: request.query.property,
        input: request.body,
      }),
  );

  app.post(
    '/manage/service-categories/order',
    {
      schema: {
        summary: "Put the building's own categories in the order given",
        querystring: ZManagePropertyQuery,
        body: ZManageServiceCategoryOrderRequest,
        response: { 200: ZManagedServiceCategoryListResponse },
      },
    },
    async (request) =>
      reorderServiceCategories({
        db,
        session: sessionOf(request),
        propertyId: request.query.property,
        ids: request.body.ids,
      }),
  );

  app.patch(
    '/manage/service-categories/:id',
    {
      schema: {
        summary: 'Rename a category, retire it (deleted: true) or bring it back',
        params: ZManageServiceCategoryParams,
        body: ZManageServiceCategoryUpdateRequest,
        response: { 200: ZManagedServiceCategory },
      },
    },
    async (request) =>
      updateServiceCategory({
        db,
        session: sessionOf(request),
        categoryId: request.params.id,
        input: request.body,
      }),
  );

  app.post(
    '/manage/services',
    {
      bodyLimit: SERVICE_BODY_MAX_BYTES,
      schema: {
        summary: 'A new service in a category of the building, with optional icon, photos and PDFs',
        body: ZManageServiceCreateRequest,
        response: { 200: ZManagedService },
      },
    },
    async (request) =>
      createManagedService({ db, storage, session: sessionOf(request), input: request.body }),
  );

  app.get(
    '/manage/services/:id',
    {
      schema: {
        summary: 'One service of the building, active or not, with its files',
        params: ZManageServiceParams,
        response: { 200: ZManagedService },
      },
    },
    async (request) =>
      getManagedService({ db, session: sessionOf(request), serviceId: request.params.id }),
  );

  app.patch(
    '/manage/services/:id',
    {
      bodyLimit: SERVICE_BODY_MAX_BYTES,
      schema: {
        summary: 'Edit a service: only the fields sent change',
        params: ZManageServiceParams,
        body: ZManageServiceUpdateRequest,
        response: { 200: ZManagedService },
      },
    },
    async (request) =>
      updateManagedService({
        db,
        storage,
        session: sessionOf(request),
        serviceId: request.params.id,
        input: request.body,
      }),
  );
}
