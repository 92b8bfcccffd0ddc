import type { CalendarDate } from '@stuga/shared';
import { mailLanguage, mailWriter, type MailWriter } from '../../lib/mail-language.js';
import type { Mail } from '../../plugins/mail.js';

/** What the stays' mails share: a body for recipients of one language, a stay's dates, whose language. */

/** A mail's words and subject, for recipients who read one language. */
export type MailBody = Omit<Mail, 'to'>;

/** A stay's dates as the mail's language writes them. */
export const stayOf = (
  write: MailWriter,
  option: { from_date: CalendarDate; to_date: CalendarDate },
) => write('stay', { fromDay: option.from_date, toDay: option.to_date });

/** Mail to one member, in the language they read the app in (DECISIONS §16). */
export const writerFor = (member: { language: string | null }) =>
  mailWriter(mailLanguage(member.language));
