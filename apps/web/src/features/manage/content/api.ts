import type {
  TManageDocumentCreateRequest,
  TManagedDocument,
  TManagedDocumentListResponse,
  TManagedNews,
  TManagedNewsListResponse,
  TManageNewsCreateRequest,
  TManageNewsUpdateRequest,
} from '@habitat/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/features/session';

export const NEWS_PAGE_SIZE = 20;

export const manageContentKeys = {
  news: (property: number) => ['manage', 'news', property] as const,
  newsPage: (property: number, page: number) => ['manage', 'news', property, page] as const,
  documents: (property: number) => ['manage', 'documents', property] as const,
};

export const newsPageCount = (count: number) => Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE));

export function useManagedNewsPage(property: number, page: number) {
  return useQuery({
    queryKey: manageContentKeys.newsPage(property, page),
    queryFn: ({ signal }) =>
      authFetch<TManagedNewsListResponse>('/api/manage/news', {
        query: { property, page, perPage: NEWS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type TNewsSave =
  | { id: null; body: TManageNewsCreateRequest }
  | { id: number; body: TManageNewsUpdateRequest };

/** Creates (id null) or edits a news item, then reads the property's list again. */
export function useSaveNews(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: TNewsSave) =>
      save.id === null
        ? authFetch<TManagedNews>('/api/manage/news', {
            method: 'POST',
            query: { property },
            body: save.body,
          })
        : authFetch<TManagedNews>(`/api/manage/news/${save.id}`, {
            method: 'PATCH',
            body: save.body,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageContentKeys.news(property) }),
  });
}

export function useManagedDocuments(property: number) {
  return useQuery({
    queryKey: manageContentKeys.documents(property),
    queryFn: ({ signal }) =>
      authFetch<TManagedDocumentListResponse>('/api/manage/documents', {
        query: { property },
        signal,
      }),
  });
}

export type TDocumentChange =
  | { kind: 'upload'; body: TManageDocumentCreateRequest }
  | { kind: 'rename'; id: number; name: string }
  | { kind: 'delete'; id: number };

/** Upload, rename or delete a building document, then read the list again. */
export function useChangeDocument(property: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TDocumentChange): Promise<TManagedDocument | null> => {
      if (change.kind === 'upload') {
        return authFetch<TManagedDocument>('/api/manage/documents', {
          method: 'POST',
          query: { property },
          body: change.body,
        });
      }
      if (change.kind === 'rename') {
        return authFetch<TManagedDocument>(`/api/manage/documents/${change.id}`, {
          method: 'PATCH',
          body: { name: change.name },
        });
      }
      return authFetch<null>(`/api/manage/documents/${change.id}`, { method: 'DELETE' });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: manageContentKeys.documents(property) }),
  });
}
