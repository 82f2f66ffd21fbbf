import type { CURRENCY, TPaymentProcessorName } from '@habitat/shared';

/**
 * A card processor as the booking flow uses it. `charge` takes the single-use token the
 * browser got for the card and either charges it or throws an AppError: 402 card_declined or
 * insufficient_funds, 400 invalid_card (unknown, used or expired token), 502 payment_failed
 * (the processor could not be reached). `refund` gives a charge back in full.
 */
export type TPaymentProcessor = {
  name: TPaymentProcessorName;
  /** Sent to the browser (GET /api/config, the property) to tokenize cards. */
  publicKey: string;
  charge(input: {
    token: string;
    amountCents: number;
    currency: typeof CURRENCY;
    description: string;
    /** Passed to the processor so a retried charge is not made twice. */
    idempotencyKey: string;
  }): Promise<{ chargeId: string }>;
  refund(chargeId: string): Promise<void>;
};
