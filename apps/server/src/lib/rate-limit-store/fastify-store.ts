import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { THit, THitCounters } from './counters';

type TIncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type TRouteInfo = { method?: string | string[]; url?: string };

/**
 * A store for @fastify/rate-limit that counts in the shared hit counters, so a limit holds
 * across every instance. The plugin builds it itself (`new Store(options)`), hence a class made
 * around the counters. Each rate-limited route gets a child that counts apart, as the default
 * in-memory store does.
 */
export function sharedRateLimitStore(counters: THitCounters): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = 'rate:') {
      this.#prefix = prefix;
    }

    /** `timeWindow` (ms) is always passed by the plugin; its typings leave it out. */
    incr(key: string, callback: TIncrCallback, timeWindow?: number) {
      if (timeWindow === undefined) return callback(new Error('rate limit without a time window'));
      counters.hit(`${this.#prefix}${key}`, { windowMs: timeWindow }).then(
        ({ hits, ttlMs }: THit) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the merged limit options with `routeInfo`, not what its typings say.
    child(options: object) {
      const info = 'routeInfo' in options ? (options.routeInfo as TRouteInfo) : {};
      const { method = '', url = '' } = info;
      return new SharedRateLimitStore(undefined, `${this.#prefix}${method} ${url}:`);
    }
  }
  return SharedRateLimitStore;
}
