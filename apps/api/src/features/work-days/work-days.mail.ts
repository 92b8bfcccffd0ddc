import type { Person } from '@stuga/shared';
import { mailLanguage, mailWriter } from '../../lib/mail-language.js';
import type { Mail } from '../../plugins/mail.js';

/** One of a day's people, as their mail is written to them. */
export type WorkPerson = Person & { email: string; language: string | null };

const dayWith = (siteUrl: string) => `${siteUrl}/work-days`;

/** A work day's reminder to one who signed up (DECISIONS §24), with their task. */
export function workDayReminder(
  person: WorkPerson,
  day: { day: string; title: string; task: string },
  siteUrl: string,
): Mail {
  const write = mailWriter(mailLanguage(person.language));
  return {
    to: person.email,
    subject: write('workday.reminder.subject', { workDay: day.day, title: day.title }),
    text: [
      write.hello(person),
      '',
      write('workday.reminder.text', { task: day.task, title: day.title, workDay: day.day }),
      '',
      write('workday.see', { url: dayWith(siteUrl) }),
    ].join('\n'),
  };
}

/** A work day called off, to one who had signed up. */
export function workDayCancelled(
  person: WorkPerson,
  day: { day: string; title: string },
  siteUrl: string,
): Mail {
  const write = mailWriter(mailLanguage(person.language));
  return {
    to: person.email,
    subject: write('workday.cancelled.subject', { workDay: day.day }),
    text: [
      write.hello(person),
      '',
      write('workday.cancelled.text', { title: day.title, workDay: day.day }),
      '',
      write('workday.see', { url: dayWith(siteUrl) }),
    ].join('\n'),
  };
}
