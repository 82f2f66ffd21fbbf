import { formatRequestNumber, type TUserRequestSummary } from '@habitat/shared';

/**
 * The number shown for a request, zero-padded to 7 digits (docs/product.md: Limits) even if the API sent it
 * unpadded; the id when the number is not numeric.
 */
export function requestNumber(request: Pick<TUserRequestSummary, 'id' | 'number'>): string {
  const value = Number.parseInt(request.number, 10);
  return formatRequestNumber(Number.isFinite(value) ? value : request.id);
}
