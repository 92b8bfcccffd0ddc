import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no job is running or due within a few seconds (tests wait for it). */
    backgroundIdle(): Promise<void>;
  }
}

/**
 * Waiting for the work the app promised for later (the job worker's rows), for tests. Shutdown
 * does not drain: the worker stops taking jobs and lets those under way finish (plugins/jobs).
 */
export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('backgroundIdle', () => app.jobs.drain());
});
