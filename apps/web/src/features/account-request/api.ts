import type { TAccountRequest, TPropertySearchResult } from '@habitat/shared';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader, idempotentSend } from '@/lib/idempotent-send';

/** GET /api/properties_search (no auth): the buildings served at this address. */
export async function searchProperties(address: string): Promise<TPropertySearchResult[]> {
  const response = await apiFetch<{ data: TPropertySearchResult[]; count: number }>(
    '/api/properties_search',
    { query: { address: address.trim(), sync: true } },
  );
  return response.data;
}

/** POST /api/account_requests (no auth); a resent request is stored once. */
export const sendAccountRequest: (body: TAccountRequest) => Promise<{ id: number }> =
  idempotentSend((body, key) =>
    apiFetch('/api/account_requests', { method: 'POST', body, headers: idempotencyHeader(key) }),
  );
