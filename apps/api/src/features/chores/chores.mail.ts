import type { Person } from '@stuga/shared';
import { mailLanguage, mailWriter } from '../../lib/mail-language.js';
import type { Mail } from '../../plugins/mail.js';

/** A chore's turn on its day, to the one who does it (DECISIONS §24). */
export function choreMail(
  reader: Person & { email: string; language: string | null },
  chore: { title: string; day: string },
  siteUrl: string,
): Mail {
  const write = mailWriter(mailLanguage(reader.language));
  return {
    to: reader.email,
    subject: write('chore.subject', { title: chore.title }),
    text: [
      write.hello(reader),
      '',
      write('chore.text', { title: chore.title, choreDay: chore.day }),
      '',
      write('chore.act', { url: `${siteUrl}/chores` }),
      write('chore.choices', { url: `${siteUrl}/profile` }),
    ].join('\n'),
  };
}
