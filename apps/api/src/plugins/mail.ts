import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string | readonly string[];
  subject: string;
  text: string;
  replyTo?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail over SMTP_URL; without it, writes the mail to the log (DECISIONS §3). */
    mail(message: Mail): Promise<void>;
  }
}

export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom } = app.config;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  app.addHook('onClose', async () => transport?.close());

  app.decorate('mail', async (message: Mail) => {
    const to = typeof message.to === 'string' ? message.to : message.to.join(', ');
    if (!transport) {
      app.log.warn(
        { mail: { to, subject: message.subject, text: message.text } },
        'MAIL NOT SENT (no SMTP_URL set): written to the log instead',
      );
      return;
    }
    await transport.sendMail({ from: mailFrom, ...message, to });
  });
});
