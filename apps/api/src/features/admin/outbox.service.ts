import { msg } from '@stuga/shared';
import type { FailedMail } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { countFailedJobs, listFailedJobs, retryFailedJob } from '../../db/jobs.repository.js';
import { HttpError } from '../../lib/http-error.js';

/** How many failed mails the admins see at once, newest first. */
const SHOWN = 100;

/** Mail the app gave up on after its retries, as the admins see and send it again. */
export function outboxService(app: FastifyInstance) {
  const failedMails = async (): Promise<FailedMail[]> => {
    const rows = await listFailedJobs(app.db, app.outbox.kinds(), SHOWN);
    return rows.flatMap((row) => {
      const summary = app.outbox.summary(row.kind, JSON.parse(row.payload));
      return summary
        ? [
            {
              id: row.id,
              ...summary,
              error: row.last_error,
              attempts: row.attempts,
              failed_at: row.finished_at,
            },
          ]
        : [];
    });
  };
  return {
    failedMails,
    count: () => countFailedJobs(app.db, app.outbox.kinds()),
    /** Puts a failed mail back in the queue: the worker sends it in a moment, retried as new. */
    async sendAgain(id: number) {
      if (!(await retryFailedJob(app.db, id, app.outbox.kinds()))) {
        throw new HttpError(
          404,
          msg('api.mail.notWaiting', 'This mail is not waiting to be sent again.'),
        );
      }
      return { message: 'The mail is queued to be sent again.', mails: await failedMails() };
    },
  };
}

export type OutboxService = ReturnType<typeof outboxService>;
