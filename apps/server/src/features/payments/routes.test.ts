import { LOCAL_PROCESSOR_PUBLIC_KEY, TEST_CARDS } from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTokens } from '#server/db/bookings-schema';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { createLocalProcessor } from './local-processor';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    rateLimits: { cardToken: { max: 1000, timeWindow: '1 minute' } },
  });
});
afterAll(() => t.close());

const nextYear = new Date().getUTCFullYear() + 1;
const CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: nextYear,
  cvc: '123',
  publicKey: LOCAL_PROCESSOR_PUBLIC_KEY,
};

const post = (app: TTestApp, payload: unknown) =>
  app.app.inject({ method: 'POST', url: '/api/payments/tokens', payload: payload as object });

describe('POST /api/payments/tokens', () => {
  it('answers a single-use token without sign-in, never cached', async () => {
    const response = await post(t, CARD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.stringMatching(/^tok_[\w-]{32}$/) });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives a token that the local processor charges once', async () => {
    const { token } = (await post(t, CARD)).json<{ token: string }>();
    const charge = (idempotencyKey: string) =>
      createLocalProcessor({ db: t.db }).charge({
        token,
        amountCents: 1000,
        currency: 'CAD',
        description: 'test',
        idempotencyKey,
      });
    await expect(charge('first')).resolves.toHaveProperty('chargeId');
    await expect(charge('second')).rejects.toMatchObject({ code: 'invalid_card' });
  });

  it('stores neither the number nor the token', async () => {
    const { token } = (await post(t, { ...CARD, number: TEST_CARDS.declined })).json<{
      token: string;
    }>();
    const stored = JSON.stringify(await t.db.select().from(cardTokens));
    expect(stored).not.toContain(TEST_CARDS.declined);
    expect(stored).not.toContain(TEST_CARDS.succeeds);
    expect(stored).not.toContain(token);
  });

  it.each([
    ['a bad Luhn number', { number: '4242424242424241' }, { number: 'card_number' }],
    ['an expired card', { expMonth: 1, expYear: 2020 }, { expMonth: 'expired' }],
    ['a wrong public key', { publicKey: 'pk_test_someone_else' }, { publicKey: 'unknown' }],
    ['a 4-digit CVC on a Visa', { cvc: '1234' }, { cvc: 'cvc' }],
  ])('refuses %s as invalid_card without quoting the number', async (_, change, fields) => {
    const response = await post(t, { ...CARD, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_card', fields } });
    expect(response.body).not.toMatch(/4242\s?4242/);
  });

  it.each([
    ['no body at all', undefined],
    ['an empty object', {}],
    ['letters in the number', { ...CARD, number: '4242 abcd 4242 4242' }],
    ['a number too short', { ...CARD, number: '4242' }],
    ['month 13', { ...CARD, expMonth: 13 }],
    ['a month as text', { ...CARD, expMonth: '12' }],
    ['a CVC of letters', { ...CARD, cvc: 'abc' }],
    ['a missing public key', { ...CARD, publicKey: undefined }],
    ['an array', [CARD]],
  ])('answers 400 to %s', async (_, payload) => {
    const response = await post(t, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toMatch(/^(validation_failed|invalid_json|bad_request)$/);
    expect(response.body).not.toMatch(/4242\s?4242/);
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/tokens',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(CARD),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /api/payments/tokens limits and deployments', () => {
  it('answers 429 past the rate limit per address', async () => {
    const limited = await createTestApp({
      seed: false,
      rateLimits: { cardToken: { max: 3, timeWindow: '1 minute' } },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await post(limited, CARD)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const refused = await post(limited, CARD);
      expect(refused.json().error.code).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });

  it('tokenizes nothing when the deployment charges with Stripe', async () => {
    const stripe = await createTestApp({
      seed: false,
      env: {
        PAYMENT_PROCESSOR: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_habitat',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_habitat',
      },
    });
    try {
      for (const publicKey of [LOCAL_PROCESSOR_PUBLIC_KEY, 'pk_test_habitat']) {
        const response = await post(stripe, { ...CARD, publicKey });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('invalid_card');
      }
    } finally {
      await stripe.close();
    }
  });
});
