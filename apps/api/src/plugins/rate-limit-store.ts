// @fastify/rate-limit's counts kept in the database (lib/rate-counters.ts) instead of each process's memory, so
// that API_WORKERS processes hold one limit between them, not one each (docs/decisions/0015-cross-site-and-abuse-limits.md).
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { countHit } from '../lib/rate-counters.ts';

const DEFAULT_WINDOW_MS = 60_000;

/** A store class bound to this database (the plugin constructs its store itself). */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: FastifyRateLimitOptions, prefix = 'route:') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number = DEFAULT_WINDOW_MS,
    ): void {
      countHit(db, `${this.prefix}${key}`, 1, timeWindow).then(
        (state) => callback(null, { current: state.total, ttl: Math.max(0, state.resetsAt - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** One count per route, as the plugin's own stores keep: the key names the route. */
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const name = `${String(route?.method)} ${route?.url ?? ''}`;
      return new DatabaseRateLimitStore({}, `${this.prefix}${name}:`);
    }
  }
  return DatabaseRateLimitStore;
}
