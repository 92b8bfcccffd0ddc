import { daysBetween } from '@stuga/shared';
import type { MailWriter } from '../../lib/mail-language.js';
import type { Mail } from '../../plugins/mail.js';

/** The admins' reminder that a document runs out (DECISIONS §24), in one language. */
export function expiryMail(
  write: MailWriter,
  document: { title: string; expires: string; today: string },
  siteUrl: string,
): Omit<Mail, 'to'> {
  const days = daysBetween(document.today, document.expires);
  return {
    subject: write('document.expiry.subject', { title: document.title, days }),
    text: [
      write('document.expiry.text', { title: document.title, expiresDay: document.expires, days }),
      '',
      write('document.expiry.act', { url: `${siteUrl}/documents` }),
    ].join('\n'),
  };
}
