import { createHash, randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardLast4,
  isCardExpired,
  isCvcValid,
  isLuhnValid,
  LOCAL_PROCESSOR_PUBLIC_KEY,
  type TCardTokenRequest,
  testCardOutcome,
} from '@habitat/shared';
import {
  consumeCardToken,
  findCardToken,
  findLocalCharge,
  insertCardToken,
  refundLocalCharge,
} from '#server/data/payments';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import type { TPaymentProcessor } from './processor';

/**
 * The built-in processor: the real thing on a fresh machine and in every test. The browser
 * trades card data for a single-use token (tokenizeCard, POST /api/payments/tokens); the server
 * charges the token. Of the card only the brand, the last 4 digits and the outcome its test
 * number stands for are kept; of the token only its hash.
 */

export const CARD_TOKEN_TTL_MS = 15 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const invalidCard = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'invalid_card', message, fields);

/**
 * Checks the card by the shared rules and answers a token. Every refusal is 400 invalid_card
 * naming the field, never quoting the number.
 */
export async function tokenizeCard(options: {
  db: Db;
  card: TCardTokenRequest;
  /** The public key this deployment tokenizes with locally; null: it does not. */
  acceptedPublicKey: string | null;
  now?: Date;
}): Promise<{ token: string }> {
  const { db, card, acceptedPublicKey, now = new Date() } = options;
  if (acceptedPublicKey === null || card.publicKey !== acceptedPublicKey) {
    throw invalidCard('This public key does not tokenize cards here', { publicKey: 'unknown' });
  }
  if (!isLuhnValid(card.number)) {
    throw invalidCard('The card number is not valid', { number: 'card_number' });
  }
  if (isCardExpired(card, now)) {
    throw invalidCard('The card has expired', { expMonth: 'expired', expYear: 'expired' });
  }
  const brand = cardBrand(card.number);
  if (!isCvcValid(card.cvc, brand)) {
    throw invalidCard('The security code is not valid', { cvc: 'cvc' });
  }
  const token = `tok_${randomBytes(24).toString('base64url')}`;
  await insertCardToken(db, {
    tokenHash: sha256(token),
    publicKey: card.publicKey,
    brand,
    last4: cardLast4(card.number),
    outcome: testCardOutcome(card.number),
    expiresAt: new Date(now.getTime() + CARD_TOKEN_TTL_MS),
  });
  return { token };
}

export function createLocalProcessor(options: {
  db: Db;
  /** The clock (tests move it to expire tokens). */
  now?: () => Date;
}): TPaymentProcessor {
  const { db, now = () => new Date() } = options;
  return {
    name: 'local',
    publicKey: LOCAL_PROCESSOR_PUBLIC_KEY,

    async charge({ token, amountCents, currency, idempotencyKey }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new AppError(400, 'bad_request', 'A charge is a positive whole number of cents');
      }
      const tokenHash = sha256(token);
      // Bound to the token and the key, so a retry with the same key finds the same charge
      // and another request holding the same token cannot pass it off as its own.
      const chargeId = `ch_${sha256(`${token}\n${idempotencyKey}`).slice(0, 32)}`;
      const consumed = await consumeCardToken(db, {
        tokenHash,
        now: now(),
        charge: { id: chargeId, amountCents, currency },
      });
      const outcome = consumed?.outcome ?? (await retriedOutcome());
      switch (outcome) {
        case 'succeeds':
          return { chargeId };
        case 'declined':
          throw new AppError(402, 'card_declined', 'The card was declined');
        case 'insufficient_funds':
          throw new AppError(402, 'insufficient_funds', 'The card has insufficient funds');
        case null:
          throw invalidCard('The card token is unknown, used or expired', { from: 'invalid' });
      }

      /** A token already used: the same answer again for a retry of the same charge. */
      async function retriedOutcome() {
        const charge = await findLocalCharge(db, chargeId);
        if (charge) {
          const same = charge.amountCents === amountCents && charge.currency === currency;
          return same && charge.refundedAt === null ? ('succeeds' as const) : null;
        }
        const used = await findCardToken(db, tokenHash);
        // A declined card declines again; a token that paid belongs to another charge.
        return used?.usedAt && used.outcome !== 'succeeds' ? used.outcome : null;
      }
    },

    async refund(chargeId) {
      if (!(await refundLocalCharge(db, chargeId, now()))) {
        throw new AppError(404, 'not_found', 'Charge not found');
      }
    },
  };
}
