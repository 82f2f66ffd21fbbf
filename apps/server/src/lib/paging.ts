import { MAX_PER_PAGE, PER_PAGE_ALL } from '@habitat/shared';

/** perPage=-1 means all, still bounded by MAX_PER_PAGE like any larger page size; page is 1-based. */
export function pageWindow(query: { page: number; perPage: number }) {
  const limit =
    query.perPage === PER_PAGE_ALL ? MAX_PER_PAGE : Math.min(query.perPage, MAX_PER_PAGE);
  return { limit, offset: (query.page - 1) * limit };
}
