import { formatOre, type Person } from '@stuga/shared';
import { mailLanguage, mailWriter } from '../../lib/mail-language.js';
import type { Mail } from '../../plugins/mail.js';

/** A member as their mail is written to them. */
export type Reader = Person & { email: string; language: string | null };

/** A new cost gave the reader a part over the settings' amount (DECISIONS §23). */
export function partMail(
  reader: Reader,
  cost: { what: string; amount: number; day: string },
  part: number,
  siteUrl: string,
): Mail {
  const write = mailWriter(mailLanguage(reader.language));
  return {
    to: reader.email,
    subject: write('money.part.subject', { amount: formatOre(part) }),
    text: [
      write.hello(reader),
      '',
      write('money.part.text', {
        what: cost.what,
        total: formatOre(cost.amount),
        costDay: cost.day,
      }),
      write('money.part.yours', { amount: formatOre(part) }),
      '',
      write('money.see', { url: `${siteUrl}/money` }),
      write('money.choices', { url: `${siteUrl}/profile` }),
    ].join('\n'),
  };
}

/** The monthly reminder of what the reader owes (DECISIONS §23), in öre (more than 0). */
export function balanceMail(reader: Reader, owed: number, siteUrl: string): Mail {
  const write = mailWriter(mailLanguage(reader.language));
  return {
    to: reader.email,
    subject: write('money.balance.subject', { amount: formatOre(owed) }),
    text: [
      write.hello(reader),
      '',
      write('money.balance.text', { amount: formatOre(owed) }),
      '',
      write('money.see', { url: `${siteUrl}/money` }),
      write('money.choices', { url: `${siteUrl}/profile` }),
    ].join('\n'),
  };
}
