import {
  AUDIT_PAGE_SIZE,
  type TAuditEntity,
  type TAuditListResponse,
  type TAuditLogResponse,
  type TLocale,
} from '@habitat/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authFetch, sessionStore } from '@/features/session';
import { ApiError, apiUrl, buildUrl } from '@/lib/api-client';

export const auditKey = (entity: TAuditEntity, id: number) =>
  ['manage', 'audit', entity, id] as const;

/**
 * An item's history (GET /api/manage/audit), loaded when it is opened and reloaded after any
 * console change succeeds, so the entry just made shows without each form knowing of it.
 */
export function useAuditTrail(entity: TAuditEntity, id: number, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: auditKey(entity, id) });
        }
      }),
    [queryClient, entity, id],
  );
  return useQuery({
    queryKey: auditKey(entity, id),
    queryFn: ({ signal }) =>
      authFetch<TAuditListResponse>('/api/manage/audit', { query: { entity, id }, signal }),
    enabled,
    staleTime: 0,
  });
}

/** The building-wide history's filters, as the page holds them (empty: not filtered). */
export type TAuditLogFilters = {
  actor: string | null;
  entity: TAuditEntity | null;
  id: string;
  from: string;
  to: string;
};

const logQuery = (property: number, filters: TAuditLogFilters) => ({
  property,
  actor: filters.actor ?? undefined,
  entity: filters.entity ?? undefined,
  id: filters.entity && filters.id.trim() ? filters.id.trim() : undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
});

/** One page of the building's history (GET /api/manage/audit-log); the last page stays shown. */
export function useAuditLog(property: number, filters: TAuditLogFilters, page: number) {
  const query = { ...logQuery(property, filters), page, perPage: AUDIT_PAGE_SIZE };
  return useQuery({
    queryKey: ['manage', 'audit-log', query] as const,
    queryFn: ({ signal }) =>
      authFetch<TAuditLogResponse>('/api/manage/audit-log', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same history as CSV, downloaded as a file (the bearer token rides in the request). */
export async function downloadAuditCsv(
  property: number,
  filters: TAuditLogFilters,
  locale: TLocale,
): Promise<void> {
  const token = sessionStore.get()?.token;
  const url = buildUrl('/api/manage/audit-log.csv', { ...logQuery(property, filters), locale });
  const response = await fetch(apiUrl(url), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    throw new ApiError({ status: response.status, code: `http_${response.status}`, message: '' });
  }
  const href = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = `history-${property}-${new Date().toISOString().slice(0, 10)}.csv`;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Let the browser start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(href), 1_000);
  }
}
