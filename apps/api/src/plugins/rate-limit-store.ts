import type { FastifyInstance } from 'fastify';
import { countCall, readCalls } from '../db/rate-limits.repository.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that counts in the database (`rate_limits`), so every process
 * on one database shares the counts and a restart forgets none (ARCHITECTURE: data that must
 * never go wrong). Each route counts apart: its method and address prefix the client's key.
 * Fixed windows, as the library's own store keeps them.
 */
export function databaseRateLimitStore(app: FastifyInstance) {
  return class DatabaseRateLimitStore {
    readonly route: string;

    // The library passes its options, with the route as `routeInfo` (its types say otherwise).
    constructor(options: unknown = {}) {
      const params = options as RouteParams;
      const method = params.routeInfo?.method;
      this.route = params.routeInfo?.url
        ? `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${params.routeInfo.url}`
        : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      countCall(app.db, `${this.route}|${key}`, now, timeWindow).then(
        ({ count, windowStart }) =>
          callback(null, { current: count, ttl: Math.max(0, windowStart + timeWindow - now) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      readCalls(app.db, `${this.route}|${key}`, now).then(
        (found) =>
          callback(
            null,
            found
              ? { current: found.count, ttl: Math.max(0, found.windowStart + timeWindow - now) }
              : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown) {
      return new DatabaseRateLimitStore(options);
    }
  };
}
