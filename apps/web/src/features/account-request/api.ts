import type { TAccountRequest, TPropertySearchResult } from '@habitat/shared';
import { apiFetch } from '../../lib/api-client';

/** GET /api/properties_search (no auth): the buildings served at this address. */
export async function searchProperties(address: string): Promise<TPropertySearchResult[]> {
  const response = await apiFetch<{ data: TPropertySearchResult[]; count: number }>(
    '/api/properties_search',
    { query: { address: address.trim(), sync: true } },
  );
  return response.data;
}

/** POST /api/account_requests (no auth). */
export function sendAccountRequest(body: TAccountRequest): Promise<{ id: number }> {
  return apiFetch('/api/account_requests', { method: 'POST', body });
}
