import { isApiError } from './api-client';

/** No answer came (network, 5xx): the write may or may not have happened. */
const outcomeUnknown = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * Wraps a create so each submission carries an Idempotency-Key: a fresh key for each new
 * submission, and the very same key when the same body is sent again after no answer came, so
 * the server stores it once. Any answer (success or refusal) ends the submission.
 */
export function idempotentSend<TBody, TResult>(
  send: (body: TBody, idempotencyKey: string) => Promise<TResult>,
): (body: TBody) => Promise<TResult> {
  let unsettled: { fingerprint: string; key: string } | null = null;
  return async (body) => {
    const fingerprint = JSON.stringify(body);
    const key = unsettled?.fingerprint === fingerprint ? unsettled.key : crypto.randomUUID();
    unsettled = null;
    try {
      return await send(body, key);
    } catch (error) {
      if (outcomeUnknown(error)) unsettled = { fingerprint, key };
      throw error;
    }
  };
}

export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });
