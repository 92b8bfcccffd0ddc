import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema.js';

export interface Mail {
  to: string | readonly string[];
  subject: string;
  text: string;
  replyTo?: string;
}

/** What a caller of `mailLater` hears once the mail has gone, or has finally failed. */
export interface MailOutcome {
  sent?(): Promise<unknown>;
  failed?(error: unknown): Promise<unknown>;
}

/** Tries and waits of mail sent after the answer: at once, then after 2 s and 10 s. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [0, 2_000, 10_000];

/** Waits before each further try of a queued mail: 1 min, 5 min, 30 min, 2 h; then it has failed. */
export const QUEUED_MAIL_RETRY_DELAYS_MS: readonly number[] = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
];

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail over SMTP_URL now; without it, writes the mail to the log (DECISIONS §3). */
    mail(message: Mail): Promise<void>;
    /**
     * Sends mail in the background, after the request's answer: retried twice, and a log line
     * when it finally fails. A decision already made is never undone by a mail that fails.
     */
    mailLater(message: Mail, what: string, outcome?: MailOutcome): void;
    /**
     * Queues mail as a job in `db` (the transaction of the change that causes it): the worker
     * sends it, retried with growing waits; a crash in between loses nothing.
     */
    queueMail(db: Kysely<Database>, message: Mail): Promise<void>;
  }
}

export interface MailPluginOptions {
  /** The waits before each try of `mailLater` (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

/**
 * Mail over SMTP (or into the log): now, after the answer, or queued as a job. Register it after
 * the jobs plugin and just before the background plugin, whose `afterAnswer` it uses.
 */
export const mailPlugin = fp<MailPluginOptions>(async (app: FastifyInstance, options) => {
  const { smtpUrl, mailFrom } = app.config;
  const retryDelays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;

  const send = async (message: Mail) => {
    const to = typeof message.to === 'string' ? message.to : message.to.join(', ');
    if (!transport) {
      app.log.warn(
        { mail: { to, subject: message.subject } },
        `MAIL NOT SENT (no SMTP_URL set), written here instead.\nTo: ${to}\nSubject: ${message.subject}\n\n${message.text}\n`,
      );
      return;
    }
    await transport.sendMail({ from: mailFrom, ...message, to });
  };
  app.decorate('mail', send);

  app.jobs.define<Mail>('mail', {
    run: send,
    retryDelaysMs: QUEUED_MAIL_RETRY_DELAYS_MS,
    // Once sent, only who it went to and what it was about is kept: never a link it carried.
    keep: (message) => ({ to: message.to, subject: message.subject }),
  });
  app.decorate('queueMail', async (db: Kysely<Database>, message: Mail) => {
    await app.jobs.add(db, 'mail', message);
  });

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
  app.decorate('mailLater', (message: Mail, what: string, outcome: MailOutcome = {}) => {
    app.afterAnswer(what, async () => {
      let lastError: unknown;
      for (const [attempt, delay] of retryDelays.entries()) {
        if (delay) await wait(delay);
        try {
          await send(message);
          await outcome.sent?.();
          return;
        } catch (error) {
          lastError = error;
          const last = attempt === retryDelays.length - 1;
          app.log[last ? 'error' : 'warn'](
            { err: error, mail: { what, subject: message.subject }, attempt: attempt + 1 },
            last
              ? `mail not sent after ${attempt + 1} tries: ${what}`
              : `mail failed, trying again: ${what}`,
          );
        }
      }
      await outcome.failed?.(lastError);
    });
  });

  // Registered before the background plugin, so this runs after its drain (hooks close in
  // reverse order): mail still being sent has had its chance.
  app.addHook('onClose', async () => transport?.close());
});
