import {
  DOCUMENT_BODY_MAX_BYTES,
  NEWS_BODY_MAX_BYTES,
  ZManageDocumentCreateRequest,
  ZManageDocumentParams,
  ZManageDocumentRenameRequest,
  ZManagedDocument,
  ZManagedDocumentListResponse,
  ZManagedNews,
  ZManagedNewsListResponse,
  ZManageNewsCreateRequest,
  ZManageNewsListQuery,
  ZManageNewsParams,
  ZManageNewsUpdateRequest,
  ZManagePropertyQuery,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import {
  createManagedDocument,
  createManagedNews,
  deleteManagedDocument,
  listManagedDocuments,
  listManagedNews,
  renameManagedDocument,
  updateManagedNews,
} from './service';

/** News and building documents of the manager console: ROLE_MANAGER only, every id checked. */
export function registerManageContentRoutes(app: TApp, ctx: TAppContext) {
  const { db, storage, fileSigner } = ctx;

  app.get(
    '/manage/news',
    {
      schema: {
        summary: "A managed property's news in every status, newest publish date first",
        querystring: ZManageNewsListQuery,
        response: { 200: ZManagedNewsListResponse },
      },
    },
    async (request) => listManagedNews({ db, session: sessionOf(request), query: request.query }),
  );

  app.post(
    '/manage/news',
    {
      bodyLimit: NEWS_BODY_MAX_BYTES,
      schema: {
        summary: 'A news item, with an optional photo and PDF documents (data URLs)',
        querystring: ZManagePropertyQuery,
        body: ZManageNewsCreateRequest,
        response: { 200: ZManagedNews },
      },
    },
    async (request) =>
      createManagedNews({
        db,
        storage,
        session: sessionOf(request),
        propertyId: request.query.property,
        input: request.body,
      }),
  );

  app.patch(
    '/manage/news/:id',
    {
      bodyLimit: NEWS_BODY_MAX_BYTES,
      schema: {
        summary: 'Edit a news item; status draft unpublishes it',
        params: ZManageNewsParams,
        body: ZManageNewsUpdateRequest,
        response: { 200: ZManagedNews },
      },
    },
    async (request) =>
      updateManagedNews({
        db,
        storage,
        session: sessionOf(request),
        newsId: request.params.id,
        input: request.body,
      }),
  );

  app.get(
    '/manage/documents',
    {
      schema: {
        summary: "A managed property's own documents, newest first",
        querystring: ZManagePropertyQuery,
        response: { 200: ZManagedDocumentListResponse },
      },
    },
    async (request) =>
      listManagedDocuments({
        db,
        fileSigner,
        session: sessionOf(request),
        propertyId: request.query.property,
      }),
  );

  app.post(
    '/manage/documents',
    {
      bodyLimit: DOCUMENT_BODY_MAX_BYTES,
      schema: {
        summary: 'Upload a building document: a PDF or an image (data URL) and its name',
        querystring: ZManagePropertyQuery,
        body: ZManageDocumentCreateRequest,
        response: { 200: ZManagedDocument },
      },
    },
    async (request) =>
      createManagedDocument({
        db,
        storage,
        fileSigner,
        session: sessionOf(request),
        propertyId: request.query.property,
        input: request.body,
      }),
  );

  app.patch(
    '/manage/documents/:id',
    {
      schema: {
        summary: 'Rename a building document',
        params: ZManageDocumentParams,
        body: ZManageDocumentRenameRequest,
        response: { 200: ZManagedDocument },
      },
    },
    async (request) =>
      renameManagedDocument({
        db,
        fileSigner,
        session: sessionOf(request),
        fileId: request.params.id,
        name: request.body.name,
      }),
  );

  app.delete(
    '/manage/documents/:id',
    {
      schema: { summary: 'Delete a building document', params: ZManageDocumentParams },
    },
    async (request, reply) => {
      await deleteManagedDocument({
        db,
        storage,
        session: sessionOf(request),
        fileId: request.params.id,
      });
      return reply.code(204).send();
    },
  );
}
