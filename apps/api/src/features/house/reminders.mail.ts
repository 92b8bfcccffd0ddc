import type { Person, ReminderKind } from '@stuga/shared';
import { mailLanguage, mailWriter, type MailWriter } from '../../lib/mail-language.js';
import type { Mail } from '../../plugins/mail.js';

type Reader = Person & { email: string; language: string | null };
type Stay = { from_date: string; to_date: string };

const stayOf = (write: MailWriter, stay: Stay) =>
  write('stay', { fromDay: stay.from_date, toDay: stay.to_date });

/** A reminder's lines, in the reader's language, with where to go. */
function lines(write: MailWriter, kind: ReminderKind, stay: Stay, siteUrl: string): string[] {
  const values = { stay: stayOf(write, stay), fromDay: stay.from_date };
  switch (kind) {
    case 'before':
      return [
        write('reminder.before.text', values),
        write('reminder.guides', { url: `${siteUrl}/guide/house` }),
      ];
    case 'eve':
      return [
        write('reminder.eve.text', values),
        write('reminder.codes', { url: `${siteUrl}/guide/house` }),
        write('reminder.codesOnce'),
        write('reminder.arrival', { url: `${siteUrl}/at-the-house` }),
      ];
    case 'departure':
      return [
        write('reminder.departure.text', values),
        write('reminder.departureList', { url: `${siteUrl}/at-the-house` }),
      ];
    case 'after':
      return [
        write('reminder.after.text', values),
        write('reminder.guestbook', { url: `${siteUrl}/guestbook` }),
      ];
  }
}

const SUBJECTS = {
  before: 'reminder.before.subject',
  eve: 'reminder.eve.subject',
  departure: 'reminder.departure.subject',
  after: 'reminder.after.subject',
} as const;

/** One reminder, at once. */
export function reminderMail(
  reader: Reader,
  kind: ReminderKind,
  stay: Stay,
  siteUrl: string,
): Mail {
  const write = mailWriter(mailLanguage(reader.language));
  return {
    to: reader.email,
    subject: write(SUBJECTS[kind], { stay: stayOf(write, stay) }),
    text: [write.hello(reader), '', ...lines(write, kind, stay, siteUrl)].join('\n'),
  };
}

/** A week's reminders in one mail. */
export function digestMail(
  reader: Reader,
  items: readonly (Stay & { kind: ReminderKind })[],
  siteUrl: string,
): Mail {
  const write = mailWriter(mailLanguage(reader.language));
  return {
    to: reader.email,
    subject: write('reminder.digest.subject', { count: items.length }),
    text: [
      write.hello(reader),
      '',
      write('reminder.digest.intro'),
      ...items.flatMap((item) => ['', ...lines(write, item.kind, item, siteUrl)]),
      '',
      write('reminder.digest.choices', { url: `${siteUrl}/profile` }),
    ].join('\n'),
  };
}
