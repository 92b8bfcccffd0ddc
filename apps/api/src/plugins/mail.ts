import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string | readonly string[];
  subject: string;
  text: string;
  replyTo?: string;
}

/** Tries and waits of mail sent after the answer: at once, then after 2 s and 10 s. */
export const MAIL_RETRY_DELAYS_MS = [0, 2_000, 10_000];
/** How long shutdown waits for mail still being sent. */
const DRAIN_DEADLINE_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail over SMTP_URL now; without it, writes the mail to the log (DECISIONS §3). */
    mail(message: Mail): Promise<void>;
    /**
     * Sends mail in the background, after the request's answer: retried twice, and a log line
     * when it finally fails. A decision already made is never undone by a mail that fails.
     */
    mailLater(message: Mail, what: string): void;
    /** Resolves when no mail is waiting or being sent (tests wait for it). */
    mailIdle(): Promise<void>;
  }
}

export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom } = app.config;
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
        { mail: { to, subject: message.subject, text: message.text } },
        'MAIL NOT SENT (no SMTP_URL set): written to the log instead',
      );
      return;
    }
    await transport.sendMail({ from: mailFrom, ...message, to });
  };
  app.decorate('mail', send);

  const inFlight = new Set<Promise<void>>();
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
  app.decorate('mailLater', (message: Mail, what: string) => {
    const job = (async () => {
      for (const [attempt, delay] of MAIL_RETRY_DELAYS_MS.entries()) {
        if (delay) await wait(delay);
        try {
          await send(message);
          return;
        } catch (error) {
          const last = attempt === MAIL_RETRY_DELAYS_MS.length - 1;
          app.log[last ? 'error' : 'warn'](
            { err: error, mail: { what, subject: message.subject }, attempt: attempt + 1 },
            last
              ? `mail not sent after ${attempt + 1} tries: ${what}`
              : `mail failed, trying again: ${what}`,
          );
        }
      }
    })();
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
  });
  app.decorate('mailIdle', async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  });

  app.addHook('onClose', async () => {
    // Mail still on its way gets a few seconds, then the server stops anyway.
    await Promise.race([app.mailIdle(), wait(DRAIN_DEADLINE_MS)]);
    transport?.close();
  });
});
