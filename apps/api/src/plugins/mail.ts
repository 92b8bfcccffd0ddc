import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.js';
import { readHouseName } from '../db/settings.repository.js';
import { mailWriter, recipientsByLanguage, type MailWriter } from '../lib/mail-language.js';

export interface Mail {
  to: string | readonly string[];
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * The mail's own id. A queued mail keeps one id through every try, so a mail sent again after a
   * crash (sent, but not yet marked so) is the same message, which mail servers deliver once.
   */
  messageId?: string;
}

/** A kind of queued mail: the mail its payload makes, and what follows its sending or failure. */
export interface MailJob<P> {
  mail(payload: P): Mail;
  /** After the mail went (noting it on what caused it). */
  sent?(payload: P): Promise<unknown>;
  /** Once, when the retries ran out. */
  failed?(payload: P, error: unknown): Promise<unknown>;
  /** What is kept of a sent one besides its address and subject (never a link it carried). */
  keep?(payload: P): Record<string, unknown>;
}

/** A queued mail as the admins see it. */
export interface MailSummary {
  to: string[];
  subject: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail over SMTP_URL now; without it, writes the mail to the log (DECISIONS §3). */
    mail(message: Mail): Promise<void>;
    outbox: {
      /** Teaches the worker a kind of queued mail (plain mail is the kind `mail`). */
      define<P>(kind: string, job: MailJob<P>): void;
      /** Every kind of queued mail. */
      kinds(): string[];
      /** Whom a queued mail goes to and what it is about, from its stored payload. */
      summary(kind: string, payload: unknown): MailSummary | undefined;
    };
    /**
     * Queues mail as a job in `db` (the transaction of the change that causes it): the worker
     * sends it, retried with growing waits; a crash in between loses nothing.
     */
    queueMail(db: Kysely<Database>, message: Mail): Promise<void>;
    /**
     * Queues the same mail to several addresses (the admins), once for each language their
     * accounts read the app in (DECISIONS §16): `write` writes it in that language.
     */
    queueMailIn(
      db: Kysely<Database>,
      to: readonly string[],
      build: (write: MailWriter) => Omit<Mail, 'to'>,
    ): Promise<void>;
  }
}

/**
 * Mail over SMTP (or into the log): now, or queued as a job in the transaction of the change that
 * causes it (the outbox). Register it after the jobs plugin.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom } = app.config;
  // Made with the first mail: the mail library is loaded only then (it is a tenth of what a
  // server holds in memory, and most processes send nothing for hours).
  let transport: Promise<Transporter> | undefined;
  const transportNow = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));

  const send = async (message: Mail) => {
    const to = typeof message.to === 'string' ? message.to : message.to.join(', ');
    if (!smtpUrl) {
      app.log.warn(
        { mail: { to, subject: message.subject } },
        `MAIL NOT SENT (no SMTP_URL set), written here instead.\nTo: ${to}\nSubject: ${message.subject}\n\n${message.text}\n`,
      );
      return;
    }
    await (await transportNow(smtpUrl)).sendMail({ from: mailFrom, ...message, to });
  };
  app.decorate('mail', send);

  const mailKinds = new Map<string, MailJob<unknown>>();
  const host = new URL(app.config.publicUrl).hostname;
  const summaryOf = (mail: Mail): MailSummary => ({
    to: typeof mail.to === 'string' ? [mail.to] : [...mail.to],
    subject: mail.subject,
  });
  app.decorate('outbox', {
    define<P>(kind: string, job: MailJob<P>) {
      mailKinds.set(kind, job as MailJob<unknown>);
      app.jobs.define<P>(kind, {
        async run(payload, row) {
          await send({ ...job.mail(payload), messageId: `<stuga-${row.kind}-${row.id}@${host}>` });
          await job.sent?.(payload);
        },
        // 1 min, 5 min, 30 min, 2 h by default (MAIL_RETRY_SECONDS); then it has failed.
        retryDelaysMs: app.config.mailRetryMs,
        // Once sent, only who it went to and what it was about is kept: never a link it carried.
        keep: (payload) => ({ ...summaryOf(job.mail(payload)), ...job.keep?.(payload) }),
        ...(job.failed ? { failed: job.failed } : {}),
      });
    },
    kinds: () => [...mailKinds.keys()],
    summary(kind: string, payload: unknown) {
      const job = mailKinds.get(kind);
      return job ? summaryOf(job.mail(payload)) : undefined;
    },
  });
  app.outbox.define<Mail>('mail', { mail: (message) => message });
  // Every queued mail is signed with the house's name as it is when the mail is made.
  app.decorate('queueMail', async (db: Kysely<Database>, message: Mail) => {
    const house = await readHouseName(db);
    await app.jobs.add(db, 'mail', { ...message, text: `${message.text}\n\n— ${house}` });
  });
  app.decorate(
    'queueMailIn',
    async (
      db: Kysely<Database>,
      to: readonly string[],
      build: (write: MailWriter) => Omit<Mail, 'to'>,
    ) => {
      if (to.length === 0) return;
      for (const [language, addresses] of await recipientsByLanguage(db, to)) {
        const body = build(mailWriter(language));
        await app.queueMail(db, {
          ...body,
          to: addresses.length === 1 ? addresses[0]! : addresses,
        });
      }
    },
  );

  // Registered before the background plugin, so this runs after its drain (hooks close in
  // reverse order): a mail being sent has had its chance.
  app.addHook('onClose', async () => (await transport)?.close());
});
