import type {
  TAcceptWaitlistOfferRequest,
  TCardTokenRequest,
  TCreateReservationRequest,
  TPaymentInput,
  TPaymentProcessorName,
  TReservation,
} from '@habitat/shared';
import { CURRENCY } from '@habitat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { authFetch } from '@/features/session';
import { apiFetch, isApiError } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** The card as typed in the form, read into the tokenization call's fields. */
export type TCardInput = Omit<TCardTokenRequest, 'publicKey'>;

/** A reservation without its payments (each variant keeps its own fields). */
export type TReservationBody = TCreateReservationRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'payments'>
    : never
  : never;

/** A paid request's own fields: the booking's target and total, or an offer's total (issue 26). */
export type TPaidBody = Omit<TAcceptWaitlistOfferRequest, 'payments'>;

/** What a booking (or an offer's acceptance) sends, before the card (if any) becomes a token. */
export type TReservationDraft<TBody extends TPaidBody = TReservationBody> = {
  /** `total` is the price in cents. */
  body: TBody;
  /** Present when the price is above 0. */
  card: TDraftCard | null;
};

/** Sends a paid request with its Idempotency-Key. */
export type TPaidPost<TBody extends TPaidBody> = (
  body: TBody & { payments: TPaymentInput[] },
  idempotencyKey: string,
) => Promise<TReservation>;

/**
 * The card of a paid booking: the local processor's typed card (tokenized here), or the id of
 * the PaymentMethod that Stripe.js created in the browser (`pm_…`), sent as is.
 */
export type TDraftCard =
  | { processor: Exclude<TPaymentProcessorName, 'stripe'>; publicKey: string; input: TCardInput }
  | { processor: 'stripe'; paymentMethod: string };

/** POST /api/payments/tokens: the card data for a single-use token (no session needed). */
export async function tokenizeCard(card: TCardInput, publicKey: string): Promise<string> {
  const answer = await apiFetch<{ token: string }>('/api/payments/tokens', {
    method: 'POST',
    body: { ...card, publicKey },
  });
  return answer.token;
}

/** POST /api/reservations with its Idempotency-Key: a retry with the same key books once. */
export function postReservation(body: TCreateReservationRequest, idempotencyKey: string) {
  return authFetch<TReservation>('/api/reservations', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** No answer came (network, 5xx): the booking may or may not exist, so a retry must reuse the key. */
const outcomeUnknown = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500;

/** POST /api/waitlist_entries/{id}/accept: books the place offered, paid like a booking. */
export function postOfferAcceptance(id: number) {
  return (body: TAcceptWaitlistOfferRequest, idempotencyKey: string) =>
    authFetch<TReservation>(`/api/waitlist_entries/${id}/accept`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
}

type TSent<TBody extends TPaidBody> = {
  fingerprint: string;
  key: string;
  body: TBody & { payments: TPaymentInput[] };
};

/** Books a draft through POST /api/reservations (see usePaidRequest). */
export const useCreateReservation = () => usePaidRequest<TReservationBody>(postReservation);

/**
 * Books a draft: tokenizes its card, then posts it (a reservation, or an offer's acceptance). One Idempotency-Key per
 * submission; when the answer was lost (network, 5xx) and the same draft is confirmed again,
 * the very same request (key and card token) is sent, so the server books and charges once.
 * Any answer (success or refusal) ends the submission: the next one gets a fresh key.
 */
export function usePaidRequest<TBody extends TPaidBody>(post: TPaidPost<TBody>) {
  const queryClient = useQueryClient();
  const unsettled = useRef<TSent<TBody> | null>(null);

  return useMutation({
    mutationFn: async (draft: TReservationDraft<TBody>) => {
      const fingerprint = JSON.stringify(draft);
      const previous = unsettled.current;
      const sent =
        previous?.fingerprint === fingerprint
          ? previous
          : { fingerprint, key: crypto.randomUUID(), body: await withPayment(draft) };
      unsettled.current = null;
      try {
        return await post(sent.body, sent.key);
      } catch (error) {
        if (outcomeUnknown(error)) unsettled.current = sent;
        throw error;
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

async function withPayment<TBody extends TPaidBody>(
  draft: TReservationDraft<TBody>,
): Promise<TBody & { payments: TPaymentInput[] }> {
  const { body, card } = draft;
  if (!card) return { ...body, payments: [] };
  const token =
    card.processor === 'stripe'
      ? card.paymentMethod
      : await tokenizeCard(card.input, card.publicKey);
  return {
    ...body,
    payments: [{ from: token, processor: card.processor, amount: body.total, currency: CURRENCY }],
  };
}
