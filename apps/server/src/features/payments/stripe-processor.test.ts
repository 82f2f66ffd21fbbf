import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaymentProcessor } from './processor';
import { createStripeProcessor } from './stripe-processor';
import { STAND_IN_METHODS, startStripeStandIn } from './stripe-stand-in';

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let stripe: TPaymentProcessor;
const logged: string[] = [];

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = createStripeProcessor({
    secretKey: 'sk_test_habitat',
    publishableKey: 'pk_test_habitat',
    client: { host: '127.0.0.1', port: standIn.port, protocol: 'http' },
    log: (_error, message) => logged.push(message),
  });
});
afterAll(() => standIn.close());

let keys = 0;
const charge = (method: string, idempotencyKey = `booking-${++keys}`) =>
  stripe.charge({
    token: method,
    amountCents: 4500,
    currency: 'CAD',
    description: 'Salle de réception',
    idempotencyKey,
  });
const intentsCreated = () =>
  standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

describe('Stripe adapter', () => {
  it('names itself and sends the publishable key to the browser', () => {
    expect(stripe.name).toBe('stripe');
    expect(stripe.publicKey).toBe('pk_test_habitat');
  });

  it('confirms a PaymentIntent in CAD at once, with the secret key and no redirect', async () => {
    const { chargeId } = await charge(STAND_IN_METHODS.succeeds, 'booking-success');
    expect(chargeId).toMatch(/^pi_standin_\d+$/);
    const request = intentsCreated().at(-1)!;
    expect(request.authorization).toBe('Bearer sk_test_habitat');
    expect(request.idempotencyKey).toBe('booking-success');
    expect(request.params).toMatchObject({
      amount: '4500',
      currency: 'cad',
      payment_method: STAND_IN_METHODS.succeeds,
      confirm: 'true',
      description: 'Salle de réception',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
  });

  it('answers the same charge to a retry with the same idempotency key', async () => {
    const first = await charge(STAND_IN_METHODS.succeeds, 'booking-retry');
    const retry = await charge(STAND_IN_METHODS.succeeds, 'booking-retry');
    expect(retry.chargeId).toBe(first.chargeId);
    const sent = intentsCreated().filter((r) => r.idempotencyKey === 'booking-retry');
    expect(sent).toHaveLength(2);
  });

  it('maps a declined card to 402 card_declined', async () => {
    await expect(charge(STAND_IN_METHODS.declined)).rejects.toMatchObject({
      statusCode: 402,
      code: 'card_declined',
    });
  });

  it('maps insufficient funds to 402 insufficient_funds', async () => {
    await expect(charge(STAND_IN_METHODS.insufficientFunds)).rejects.toMatchObject({
      statusCode: 402,
      code: 'insufficient_funds',
    });
  });

  it('refuses a card that needs authentication, which the flow cannot show', async () => {
    await expect(charge(STAND_IN_METHODS.requiresAction)).rejects.toMatchObject({
      statusCode: 402,
      code: 'card_declined',
    });
  });

  it('answers 400 invalid_card for a payment method Stripe does not know', async () => {
    await expect(charge(STAND_IN_METHODS.missing)).rejects.toMatchObject({
      statusCode: 400,
      code: 'invalid_card',
      fields: { from: 'invalid' },
    });
  });

  it('answers 502 payment_failed when Stripe fails, logging the cause for us only', async () => {
    logged.length = 0;
    const before = intentsCreated().length;
    const error = await charge(STAND_IN_METHODS.serverError).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 502, code: 'payment_failed' });
    expect((error as Error).message).not.toContain('Stand-in');
    expect(logged).toEqual(['stripe charge failed']);
    // The client retried the server error with the same key before giving up.
    const attempts = intentsCreated().slice(before);
    expect(attempts.length).toBeGreaterThan(1);
    expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('refunds a charge, and a second refund is not an error', async () => {
    const { chargeId } = await charge(STAND_IN_METHODS.succeeds);
    await stripe.refund(chargeId);
    const refund = standIn.requests.at(-1)!;
    expect(refund).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: `refund-${chargeId}`,
      params: { payment_intent: chargeId },
    });
    await expect(stripe.refund(chargeId)).resolves.toBeUndefined();
    // Past the key's replay window Stripe says charge_already_refunded: still not an error.
    standIn.forgetKeys();
    await expect(stripe.refund(chargeId)).resolves.toBeUndefined();
  });

  it('answers 502 when a refund fails', async () => {
    logged.length = 0;
    await expect(stripe.refund('pi_unknown')).rejects.toMatchObject({
      statusCode: 502,
      code: 'payment_failed',
    });
    expect(logged).toEqual(['stripe refund failed']);
  });
});
