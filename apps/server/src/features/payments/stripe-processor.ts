import Stripe from 'stripe';
import { AppError } from '#server/lib/errors';
import type { TPaymentProcessor } from './processor';

/** Where a processor reports what a client must not see (a 502's cause). */
export type TPaymentLog = (error: unknown, message: string) => void;

/**
 * Stripe, with PaymentIntents in CAD: the browser turns the card into a PaymentMethod (pm_…)
 * with Stripe.js and the publishable key; the server confirms an intent with it at once.
 * Cards that would need a redirect (3-D Secure) are refused, as the booking flow has no page
 * to come back to.
 */
export function createStripeProcessor(options: {
  secretKey: string;
  publishableKey: string;
  /** Client options; tests point host/port/protocol at a local stand-in. */
  client?: Stripe.StripeConfig;
  log?: TPaymentLog;
}): TPaymentProcessor {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...options.client,
  });
  const log = options.log ?? (() => {});

  return {
    name: 'stripe',
    publicKey: options.publishableKey,

    async charge({ token, amountCents, description, idempotencyKey }) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'cad',
            payment_method: token,
            confirm: true,
            description,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey },
        );
      } catch (error) {
        throw chargeError(error, log);
      }
      if (intent.status !== 'succeeded') {
        throw new AppError(402, 'card_declined', 'The card was declined');
      }
      return { chargeId: intent.id };
    },

    async refund(chargeId) {
      try {
        await stripe.refunds.create(
          { payment_intent: chargeId },
          { idempotencyKey: `refund-${chargeId}` },
        );
      } catch (error) {
        // Refunding twice is not a failure: the money is back either way.
        if (
          error instanceof Stripe.errors.StripeError &&
          error.code === 'charge_already_refunded'
        ) {
          return;
        }
        log(error, 'stripe refund failed');
        throw new AppError(502, 'payment_failed', 'The payment processor could not refund');
      }
    },
  };
}

function chargeError(error: unknown, log: TPaymentLog): AppError {
  if (error instanceof Stripe.errors.StripeCardError) {
    const insufficient =
      error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds';
    return insufficient
      ? new AppError(402, 'insufficient_funds', 'The card has insufficient funds')
      : new AppError(402, 'card_declined', 'The card was declined');
  }
  // A PaymentMethod that does not exist, was used already or belongs to no one we know.
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.param === 'payment_method' || error.code === 'resource_missing')
  ) {
    return new AppError(400, 'invalid_card', 'The card token is unknown, used or expired', {
      from: 'invalid',
    });
  }
  log(error, 'stripe charge failed');
  return new AppError(502, 'payment_failed', 'The payment processor could not be reached');
}
