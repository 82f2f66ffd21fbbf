/**
 * Prometheus metrics (prom-client), scraped at GET /metrics with METRICS_TOKEN as a Bearer
 * token. Only made when the token is set: without it the request path records nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Gauge, Registry } from 'prom-client';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { jobCounts } from '#server/lib/jobs/queue';

export type TDeliveryOutcome = 'sent' | 'gone' | 'skipped' | 'failed';

export type TMetrics = {
  registry: Registry;
  /** One request answered (the route's pattern, never the raw URL: ids would explode the series). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One notification delivery settled on a channel. */
  notificationDelivered(channel: string, outcome: TDeliveryOutcome): void;
};

/** Seconds; from a cached read to a slow image upload. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type TObserver = { observe(value: number): void };

/** prom-client (~13 MB once loaded) is loaded only where METRICS_TOKEN turns metrics on. */
export async function createMetrics(db: Db): Promise<TMetrics> {
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import(
    'prom-client'
  );
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'habitat_' });
  const duration = new Histogram({
    name: 'habitat_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const notifications = new Counter({
    name: 'habitat_notifications_total',
    help: 'Notification deliveries settled by this instance, by channel and outcome',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  registerDatabaseGauges(registry, db, Gauge);
  registerJobGauges(registry, db, Gauge);
  // A label set's child is looked up once: the per-request cost is one Map read and one observe.
  const observers = new Map<string, TObserver>();
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`;
      let observer = observers.get(key);
      if (!observer) {
        observer = duration.labels(method, route, String(status));
        observers.set(key, observer);
      }
      observer.observe(seconds);
    },
    notificationDelivered(channel, outcome) {
      notifications.inc({ channel, outcome });
    },
  };
}

type TPoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

/** pg: the pool's connections; PGlite: its one connection, open or not. */
function registerDatabaseGauges(registry: Registry, db: Db, GaugeMetric: typeof Gauge) {
  const client = (db as unknown as { $client: object }).$client;
  // Told apart by shape: importing pg here would load it on PGlite too.
  const pool = 'waitingCount' in client ? (client as TPoolCounts) : undefined;
  new GaugeMetric({
    name: 'habitat_db_pool_connections',
    help: 'Database connections by state (total, idle; waiting = queries waiting for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (pool) {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      } else {
        const closed = (client as { closed?: boolean }).closed === true;
        this.set({ state: 'total' }, closed ? 0 : 1);
      }
    },
  });
}

/** Jobs by queue and state, read from the queue's table at scrape time (every instance's). */
function registerJobGauges(registry: Registry, db: Db, GaugeMetric: typeof Gauge) {
  new GaugeMetric({
    name: 'habitat_jobs',
    help: 'Jobs by queue and state: created and retry are waiting (the depth), failed ones are kept an hour',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobCounts(db))
        this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
}

export function registerRequestMetrics(app: FastifyInstance, metrics: TMetrics) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** GET /metrics: 404 without METRICS_TOKEN, 401 without the right Bearer token. */
export function registerMetricsRoute(
  app: FastifyInstance,
  options: { token: string | undefined; metrics: TMetrics | undefined },
) {
  const expected = options.token ? digest(options.token) : undefined;
  const authorized = (request: FastifyRequest) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    return expected !== undefined && !!match && timingSafeEqual(digest(match[1]!), expected);
  };
  app.get(
    '/metrics',
    { logLevel: 'warn' },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { metrics } = options;
      if (!metrics || !expected) throw new AppError(404, 'not_found', 'Metrics are not enabled');
      if (!authorized(request)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError(401, 'unauthorized', 'A valid metrics token is required');
      }
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    },
  );
}
