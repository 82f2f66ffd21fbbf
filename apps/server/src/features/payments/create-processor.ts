import type { TPaymentsConfig } from '#server/config';
import type { Db } from '#server/db/client';
import { createLocalProcessor } from './local-processor';
import type { TPaymentProcessor } from './processor';
import type { TPaymentLog } from './stripe-processor';

/** The deployment's card processor, as PAYMENT_PROCESSOR chooses it. */
export function createPaymentProcessor(options: {
  config: TPaymentsConfig;
  db: Db;
  log?: TPaymentLog;
}): TPaymentProcessor {
  const { config, db, log } = options;
  switch (config.processor) {
    case 'local':
      return createLocalProcessor({ db });
    case 'stripe': {
      // Stripe's SDK (~20 MB once loaded) is loaded by the first charge or refund, not at start-up.
      let stripe: Promise<TPaymentProcessor> | undefined;
      const load = () => {
        stripe ??= import('./stripe-processor').then(({ createStripeProcessor }) =>
          createStripeProcessor({
            secretKey: config.secretKey,
            publishableKey: config.publishableKey,
            log,
          }),
        );
        return stripe;
      };
      return {
        name: 'stripe',
        publicKey: config.publishableKey,
        charge: async (input) => (await load()).charge(input),
        refund: async (chargeId) => (await load()).refund(chargeId),
      };
    }
  }
}
