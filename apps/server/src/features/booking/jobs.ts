import type { Db } from '#server/db/client';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import { queuedJob, timerJob } from '#server/lib/jobs/define';
import { recoverPaymentIntents } from './payment-recovery';
import { sweepExpiredOffers } from './waitlist-expiry';

type TLog = (fields: object, message: string) => void;

/**
 * The reconciler at start-up and then every PAYMENT_RECOVERY_SECONDS, on every instance (each
 * takes its own intents), one pass at a time; a pass that found nothing logs nothing.
 */
export const paymentRecoveryJobs = (options: {
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

/** The queue's job that passes on the offers run out, every minute (the holds end on time anyway). */
export const waitlistJobs = (db: Db) => [
  queuedJob({
    name: 'waitlist-expire',
    every: { cron: '* * * * *' },
    options: { queue: { retryLimit: 2, expireInSeconds: 600 } },
    handler: async () => void (await sweepExpiredOffers(db)),
  }),
];
