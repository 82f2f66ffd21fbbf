import { createHash } from 'node:crypto';
import { LOCAL_PROCESSOR_PUBLIC_KEY, type TCardTokenRequest, TEST_CARDS } from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTokens, localCharges } from '#server/db/bookings-schema';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { createTestDatabase } from '#server/test/harness';
import { CARD_TOKEN_TTL_MS, createLocalProcessor, tokenizeCard } from './local-processor';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The fixed clock: tokens are made at T0, the processor's clock moves from there. */
const T0 = new Date('2026-03-02T15:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

const card = (overrides: Partial<TCardTokenRequest> = {}): TCardTokenRequest => ({
  number: TEST_CARDS.succeeds,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  publicKey: LOCAL_PROCESSOR_PUBLIC_KEY,
  ...overrides,
});

const tokenize = (overrides: Partial<TCardTokenRequest> = {}, now = T0) =>
  tokenizeCard({
    db: database.db,
    card: card(overrides),
    acceptedPublicKey: LOCAL_PROCESSOR_PUBLIC_KEY,
    now,
  });

let clock = T0;
const processor = () => createLocalProcessor({ db: database.db, now: () => clock });

let keys = 0;
const charge = (token: string, options: { amountCents?: number; idempotencyKey?: string } = {}) =>
  processor().charge({
    token,
    amountCents: options.amountCents ?? 4500,
    currency: 'CAD',
    description: 'Party room',
    idempotencyKey: options.idempotencyKey ?? `key-${++keys}`,
  });

/** The AppError a promise rejects with (fails the test otherwise). */
async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw error;
  return error;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const tokenRow = async (token: string) => {
  const [row] = await database.db
    .select()
    .from(cardTokens)
    .where(eq(cardTokens.tokenHash, sha256(token)));
  return row;
};
const chargeRows = (id: string) =>
  database.db.select().from(localCharges).where(eq(localCharges.id, id));

describe('tokenizeCard', () => {
  it('trades a valid card for a single-use tok_ token', async () => {
    const { token } = await tokenize();
    expect(token).toMatch(/^tok_[\w-]{32}$/);
    const other = await tokenize();
    expect(other.token).not.toBe(token);
  });

  it('keeps only the hash of the token and never the card number or CVC', async () => {
    const { token } = await tokenize({ number: '4242 4242 4242 4242', cvc: '987' });
    const row = await tokenRow(token);
    expect(row).toMatchObject({
      tokenHash: sha256(token),
      publicKey: LOCAL_PROCESSOR_PUBLIC_KEY,
      brand: 'visa',
      last4: '4242',
      outcome: 'succeeds',
      usedAt: null,
      expiresAt: later(CARD_TOKEN_TTL_MS),
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(TEST_CARDS.succeeds);
    expect(stored).not.toContain('4242 4242');
    expect(stored).not.toContain(token);
    expect(Object.keys(row!)).not.toContain('cvc');
    expect(Object.keys(row!)).not.toContain('number');
  });

  it('records the outcome the test number stands for', async () => {
    const declined = await tokenize({ number: TEST_CARDS.declined });
    const poor = await tokenize({ number: TEST_CARDS.insufficientFunds });
    expect((await tokenRow(declined.token))?.outcome).toBe('declined');
    expect((await tokenRow(poor.token))?.outcome).toBe('insufficient_funds');
  });

  it('refuses a number that fails the Luhn check, naming the field only', async () => {
    const error = await failure(tokenize({ number: '4242424242424241' }));
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'invalid_card',
      fields: { number: 'card_number' },
    });
    expect(error.message).not.toContain('4242');
  });

  it('refuses an expired card and takes one valid through its month', async () => {
    const expired = await failure(tokenize({ expMonth: 2, expYear: 2026 }));
    expect(expired).toMatchObject({
      statusCode: 400,
      code: 'invalid_card',
      fields: { expMonth: 'expired' },
    });
    await expect(tokenize({ expMonth: 3, expYear: 2026 })).resolves.toHaveProperty('token');
  });

  it('refuses a CVC of the wrong length for the brand', async () => {
    const visa = await failure(tokenize({ cvc: '1234' }));
    expect(visa).toMatchObject({ code: 'invalid_card', fields: { cvc: 'cvc' } });
    const amex = await failure(tokenize({ number: '378282246310005', cvc: '123' }));
    expect(amex).toMatchObject({ code: 'invalid_card', fields: { cvc: 'cvc' } });
    await expect(tokenize({ number: '378282246310005', cvc: '1234' })).resolves.toHaveProperty(
      'token',
    );
  });

  it("refuses another public key, and every key when the deployment doesn't tokenize", async () => {
    const wrong = await failure(tokenize({ publicKey: 'pk_test_other' }));
    expect(wrong).toMatchObject({
      statusCode: 400,
      code: 'invalid_card',
      fields: { publicKey: 'unknown' },
    });
    const none = await failure(
      tokenizeCard({ db: database.db, card: card(), acceptedPublicKey: null, now: T0 }),
    );
    expect(none).toMatchObject({ code: 'invalid_card', fields: { publicKey: 'unknown' } });
  });
});

describe('createLocalProcessor', () => {
  it('names itself and the public key the browser tokenizes with', () => {
    expect(processor()).toMatchObject({ name: 'local', publicKey: LOCAL_PROCESSOR_PUBLIC_KEY });
  });

  it('charges the 4242 card and records the charge', async () => {
    clock = T0;
    const { token } = await tokenize();
    const { chargeId } = await charge(token, { amountCents: 4500 });
    expect(chargeId).toMatch(/^ch_[0-9a-f]{32}$/);
    const [row] = await chargeRows(chargeId);
    expect(row).toMatchObject({ amountCents: 4500, currency: 'CAD', refundedAt: null });
    expect((await tokenRow(token))?.usedAt).toEqual(T0);
  });

  it('declines 4000000000000002 and refuses 4000000000009995 for insufficient funds', async () => {
    clock = T0;
    const declined = await tokenize({ number: TEST_CARDS.declined });
    expect(await failure(charge(declined.token))).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
    });
    const poor = await tokenize({ number: TEST_CARDS.insufficientFunds });
    expect(await failure(charge(poor.token))).toMatchObject({
      statusCode: 402,
      code: 'insufficient_funds',
    });
  });

  it('records no charge for a refused card', async () => {
    clock = T0;
    const declined = await tokenize({ number: TEST_CARDS.declined });
    const tokenId = (await tokenRow(declined.token))!.id;
    await failure(charge(declined.token));
    const rows = await database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.tokenId, tokenId));
    expect(rows).toEqual([]);
  });

  it('uses a token once: another charge with it is refused', async () => {
    clock = T0;
    const { token } = await tokenize();
    await charge(token);
    const again = await failure(charge(token));
    expect(again).toMatchObject({
      statusCode: 400,
      code: 'invalid_card',
      fields: { from: 'invalid' },
    });
  });

  it('answers the same charge to a retry with the same idempotency key, charging once', async () => {
    clock = T0;
    const { token } = await tokenize();
    const first = await charge(token, { idempotencyKey: 'retry-1' });
    const retry = await charge(token, { idempotencyKey: 'retry-1' });
    expect(retry.chargeId).toBe(first.chargeId);
    expect(await chargeRows(first.chargeId)).toHaveLength(1);
  });

  it('refuses a retry that changes the amount', async () => {
    clock = T0;
    const { token } = await tokenize();
    await charge(token, { idempotencyKey: 'retry-2', amountCents: 4500 });
    const changed = await failure(charge(token, { idempotencyKey: 'retry-2', amountCents: 100 }));
    expect(changed.code).toBe('invalid_card');
  });

  it('declines a declined card again on a retry', async () => {
    clock = T0;
    const { token } = await tokenize({ number: TEST_CARDS.declined });
    await failure(charge(token, { idempotencyKey: 'retry-3' }));
    expect((await failure(charge(token, { idempotencyKey: 'retry-3' }))).code).toBe(
      'card_declined',
    );
  });

  it('lets a token expire after 15 minutes', async () => {
    const fresh = await tokenize();
    const stale = await tokenize();
    clock = later(CARD_TOKEN_TTL_MS - 1000);
    await expect(charge(fresh.token)).resolves.toHaveProperty('chargeId');
    clock = later(CARD_TOKEN_TTL_MS);
    expect(await failure(charge(stale.token))).toMatchObject({
      statusCode: 400,
      code: 'invalid_card',
    });
    clock = T0;
  });

  it('refuses an unknown token and an amount that is not positive whole cents', async () => {
    clock = T0;
    expect((await failure(charge('tok_unknown'))).code).toBe('invalid_card');
    const { token } = await tokenize();
    expect(await failure(charge(token, { amountCents: 0 }))).toMatchObject({
      statusCode: 400,
      code: 'bad_request',
    });
    expect((await failure(charge(token, { amountCents: 12.5 }))).code).toBe('bad_request');
    // Refused before the token was touched: it still pays.
    await expect(charge(token)).resolves.toHaveProperty('chargeId');
  });

  it('charges a token once even when two charges race for it', async () => {
    clock = T0;
    const { token } = await tokenize();
    const results = await Promise.allSettled([charge(token), charge(token), charge(token)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const tokenId = (await tokenRow(token))!.id;
    const rows = await database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.tokenId, tokenId));
    expect(rows).toHaveLength(1);
  });

  it('refunds a charge, twice without harm, and answers 404 for an unknown one', async () => {
    clock = T0;
    const { token } = await tokenize();
    const { chargeId } = await charge(token, { idempotencyKey: 'refund-1' });
    clock = later(60_000);
    await processor().refund(chargeId);
    expect((await chargeRows(chargeId))[0]?.refundedAt).toEqual(later(60_000));
    clock = later(120_000);
    await processor().refund(chargeId);
    expect((await chargeRows(chargeId))[0]?.refundedAt).toEqual(later(60_000));
    expect(await failure(processor().refund('ch_unknown'))).toMatchObject({ statusCode: 404 });
    // A refunded charge is not handed back to a retry as if it had paid.
    expect((await failure(charge(token, { idempotencyKey: 'refund-1' }))).code).toBe(
      'invalid_card',
    );
    clock = T0;
  });
});
