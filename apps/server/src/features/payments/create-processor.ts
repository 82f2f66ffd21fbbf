import type { TPaymentsConfig } from '../../config';
import type { Db } from '../../db/client';
import { createLocalProcessor } from './local-processor';
import type { TPaymentProcessor } from './processor';
import { createStripeProcessor, type TPaymentLog } from './stripe-processor';

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
    case 'stripe':
      return createStripeProcessor({
        secretKey: config.secretKey,
        publishableKey: config.publishableKey,
        log,
      });
  }
}
