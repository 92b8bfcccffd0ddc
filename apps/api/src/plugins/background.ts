import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long shutdown waits for work still running after its answer. */
const DRAIN_DEADLINE_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `work` once the current answer has gone out, so no caller waits for it (or can tell
     * from the answer's timing what it did). A failure is logged as `what`; it never reaches
     * the caller.
     */
    afterAnswer(what: string, work: () => Promise<unknown>): void;
    /**
     * Resolves when no work started by `afterAnswer` is left running and no job is due within a
     * few seconds (tests wait for it).
     */
    backgroundIdle(): Promise<void>;
  }
}

/** Work that follows an answer: a reset link stored and mailed, a contact message mailed. */
export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<void>>();

  app.decorate('afterAnswer', (what: string, work: () => Promise<unknown>) => {
    // setImmediate: after the reply in progress has been written to the socket.
    const job = new Promise<void>((resolve) => setImmediate(resolve)).then(work).then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, `failed after the answer: ${what}`),
    );
    running.add(job);
    void job.finally(() => running.delete(job));
  });

  app.decorate('backgroundIdle', async () => {
    do {
      while (running.size) await Promise.allSettled([...running]);
      await app.jobs.drain();
    } while (running.size);
  });

  app.addHook('onClose', async () => {
    // Work still running gets a few seconds, then the server stops anyway.
    await Promise.race([
      app.backgroundIdle(),
      new Promise((resolve) => setTimeout(resolve, DRAIN_DEADLINE_MS).unref()),
    ]);
  });
});
