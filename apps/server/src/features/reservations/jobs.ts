import type { Db } from '../../db/client';
import { timerJob } from '../../lib/jobs/define';
import type { TPaymentProcessor } from '../payments/processor';
import { recoverPaymentIntents } from './payment-recovery';

type TLog = (fields: object, message: string) => void;

/**
 * The reconciler at start-up and then every PAYMENT_RECOVERY_SECONDS, on every instance (each
 * takes its own intents), one pass at a time; a pass that found nothing logs nothing.
 */
export const reservationJobs = (options: {
  db: Db;
  processor: TPaymentProcessor;
  everySeconds: number;
  log: { info: TLog; error: TLog };
}) => [
  timerJob({
    name: 'payment-recovery',
    every: { ms: options.everySeconds * 1000 },
    options: { atStart: 'run' },
    handler: () =>
      recoverPaymentIntents({
        ...options,
        log: (err, message) => options.log.error({ err }, message),
      }).then(
        (pass) => {
          if (pass.pending + pass.booked + pass.refunded + pass.refundFailed + pass.failed > 0) {
            options.log.info({ pass }, 'payment recovery');
          }
        },
        (err: unknown) => options.log.error({ err }, 'payment recovery failed'),
      ),
  }),
];
