import {
  MANAGE_REQUEST_SORTS,
  MANAGE_REQUEST_STATUS_FILTERS,
  type TManageRequestSort,
  type TManageRequestStatusFilter,
} from '@habitat/shared';
import { useSearchParams } from 'react-router';
import type { TRequestListFilters } from './api';

const isStatusFilter = (value: unknown): value is TManageRequestStatusFilter =>
  MANAGE_REQUEST_STATUS_FILTERS.some((status) => status === value);

const isSort = (value: unknown): value is TManageRequestSort =>
  MANAGE_REQUEST_SORTS.some((sort) => sort === value);

const positiveInt = (raw: string | null) => {
  const value = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** The filters and page live in the address, so reload, Back and dashboard links keep them. */
export function useRequestListPosition() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const rawSort = params.get('sort');
  const filters: TRequestListFilters = {
    status: isStatusFilter(raw) ? raw : 'open',
    urgent: params.get('urgent') === 'true',
    sort: isSort(rawSort) ? rawSort : 'newest',
    category: positiveInt(params.get('category')),
    page: positiveInt(params.get('page')) ?? 1,
  };
  /** A filter change goes back to page 1. */
  const go = (next: Partial<TRequestListFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    setParams(requestListQuery(merged));
  };
  return { filters, go };
}

export function requestListQuery(filters: Partial<TRequestListFilters>) {
  const query = new URLSearchParams();
  if (filters.status && filters.status !== 'open') query.set('status', filters.status);
  if (filters.urgent) query.set('urgent', 'true');
  if (filters.sort && filters.sort !== 'newest') query.set('sort', filters.sort);
  if (filters.category) query.set('category', String(filters.category));
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  return query;
}
