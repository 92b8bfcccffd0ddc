import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long shutdown waits for work still running after its answer. */
const DRAIN_DEADLINE_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no job is running or due within a few seconds (tests wait for it). */
    backgroundIdle(): Promise<void>;
  }
}

/**
 * Waiting for the work the app promised for later (the job worker's rows), for tests and for a
 * shutdown that lets a job under way finish.
 */
export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('backgroundIdle', () => app.jobs.drain());

  app.addHook('onClose', async () => {
    // Work still running gets a few seconds, then the server stops anyway.
    await Promise.race([
      app.backgroundIdle(),
      new Promise((resolve) => setTimeout(resolve, DRAIN_DEADLINE_MS).unref()),
    ]);
  });
});
