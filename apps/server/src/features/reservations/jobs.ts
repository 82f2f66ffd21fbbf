import type { Db } from '../../db/client';
import { timerJob } from '../../lib/jobs/define';
import type { TPaymentProcessor } from '../payments/processor';
import { recoverPaymentIntents, type TRecoveryPass } from './payment-recovery';

/**
 * The reconciler at start-up and then every PAYMENT_RECOVERY_SECONDS, on every instance (each
 * takes its own intents), one pass at a time.
 */
export const reservationJobs = (options: {
  db: Db;
  processor: TPaymentProcessor;
  everySeconds: number;
  report: (pass: TRecoveryPass) => void;
  log: (error: unknown, message: string) => void;
}) => [
  timerJob({
    name: 'payment-recovery',
    every: { ms: options.everySeconds * 1000 },
    options: { atStart: 'run' },
    handler: () =>
      recoverPaymentIntents(options).then(options.report, (error: unknown) =>
        options.log(error, 'payment recovery failed'),
      ),
  }),
];
