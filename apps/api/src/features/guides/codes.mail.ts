import { addDays, CODES_OPEN_DAYS_BEFORE, type Person } from '@stuga/shared';
import type { Mail } from '../../plugins/mail.js';
import { mailLanguage, mailWriter } from '../../lib/mail-language.js';

/**
 * A member whose codes window is open, or opens within 14 days, hears that codes changed: which,
 * and where to read them (the codes themselves only ever come from the house guide, in the window).
 * `arrival`: their stay's arrival day when the window is yet to open; null when it is open.
 */
export function codesChangedMail(
  reader: Person & { email: string; language: string | null },
  labels: readonly string[],
  arrival: string | null,
  siteUrl: string,
): Mail {
  const write = mailWriter(mailLanguage(reader.language));
  const url = `${siteUrl}/guide/house`;
  return {
    to: reader.email,
    subject: write('codes.changed.subject'),
    text: [
      write.hello(reader),
      '',
      write('codes.changed.text', { labels: labels.join(', ') }),
      arrival === null
        ? write('codes.changed.open', { url })
        : write('codes.changed.later', {
            openDay: addDays(arrival, -CODES_OPEN_DAYS_BEFORE),
            url,
          }),
    ].join('\n'),
  };
}
