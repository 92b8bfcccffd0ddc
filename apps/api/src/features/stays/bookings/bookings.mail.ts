import { displayName, type CalendarDate, type Person, type Reason } from '@stuga/shared';
import type { MailWriter } from '../../../lib/mail-language.js';
import type { Mail } from '../../../plugins/mail.js';
import { stayOf, writerFor, type MailBody } from '../mail-parts.js';

/** Admins hear when a member cancels an approved stay (DECISIONS §14). */
export function cancelledMail(
  write: MailWriter,
  option: Person & { from_date: CalendarDate; to_date: CalendarDate; title: string },
  siteUrl: string,
): MailBody {
  const owner = displayName(option);
  const stay = stayOf(write, option);
  return {
    subject: write('cancelled.subject', { owner, stay }),
    text: [
      write('cancelled.text', { owner, stay, title: option.title }),
      write('cancelled.free'),
      '',
      write('cancelled.timeline', { url: `${siteUrl}/timeline` }),
    ].join('\n'),
  };
}

/**
 * The owner hears that an admin ended their stay made from no plan of theirs (a round's, a
 * swap's or a gift's; DECISIONS §22), and why.
 */
export function bookingEndedMail(
  owner: Person & {
    email: string;
    language: string | null;
    from_date: CalendarDate;
    to_date: CalendarDate;
  },
  reason: Reason,
  siteUrl: string,
): Mail {
  const write = writerFor(owner);
  const stay = stayOf(write, owner);
  return {
    to: owner.email,
    subject: write('bookedDeclined.subject', { stay }),
    text: [
      write.hello(owner),
      '',
      write('bookedDeclined.ended', { stay }),
      write.reason(reason),
      '',
      write('bookedDeclined.free'),
      write('yourPlans', { url: `${siteUrl}/book-stay` }),
    ].join('\n'),
  };
}
