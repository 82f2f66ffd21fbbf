import { LOCAL_PROCESSOR_PUBLIC_KEY } from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { createTestDatabase } from '#server/test/harness';
import { createPaymentProcessor } from './create-processor';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('createPaymentProcessor (PAYMENT_PROCESSOR)', () => {
  it('uses the local processor and its public key by default', () => {
    const processor = createPaymentProcessor({ config: { processor: 'local' }, db: database.db });
    expect(processor).toMatchObject({ name: 'local', publicKey: LOCAL_PROCESSOR_PUBLIC_KEY });
  });

  it('uses Stripe with the publishable key when configured', () => {
    const processor = createPaymentProcessor({
      config: { processor: 'stripe', secretKey: 'sk_test_x', publishableKey: 'pk_test_x' },
      db: database.db,
    });
    expect(processor).toMatchObject({ name: 'stripe', publicKey: 'pk_test_x' });
  });
});
