import { useSearchParams } from 'react-router';

/**
 * A list's status tab and page, kept in the address (`?status=…&page=…`) so reload and Back
 * keep them. The first status is the default and is left out of the address, as is page 1.
 */
export function useStatusPosition<S extends string>(statuses: readonly [S, ...S[]]) {
  const [params, setParams] = useSearchParams();
  const fallback = statuses[0];
  const raw = params.get('status');
  const status: S = statuses.find((one) => one === raw) ?? fallback;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { status?: S; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== fallback) query.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return { status, page, go };
}
