import type { Db } from '../../db/client';
import { queuedJob } from '../../lib/jobs/define';
import { sweepExpiredOffers } from './offers';

/** The queue's job that passes on the offers run out, every minute (the holds end on time anyway). */
export const waitlistJobs = (db: Db) => [
  queuedJob({
    name: 'waitlist-expire',
    every: { cron: '* * * * *' },
    options: { queue: { retryLimit: 2, expireInSeconds: 600 } },
    handler: async () => void (await sweepExpiredOffers(db)),
  }),
];
