import { displayName, type CalendarDate } from '@stuga/shared';
import type { MailWriter } from '../../../lib/mail-language.js';
import type { Mail } from '../../../plugins/mail.js';
import { writerFor, type MailBody } from '../mail-parts.js';
import type { PlanToRemind } from './validity.repository.js';

/** Admins hear when a member submits options for approval. */
export function submittedMail(
  write: MailWriter,
  owner: string,
  title: string,
  options: { from: CalendarDate; to: CalendarDate }[],
  siteUrl: string,
): MailBody {
  const lines = [
    write('submitted.text', { owner, title }),
    ...options.map((o) => write('dateLine', { fromDay: o.from, toDay: o.to })),
    '',
    write('submitted.review', { url: `${siteUrl}/admin/approvals` }),
  ];
  return { subject: write('submitted.subject', { owner, title }), text: lines.join('\n') };
}

/**
 * A plan's validity ends within a week while it still waits for a decision (DECISIONS §14): its
 * owner may move the validity later.
 */
export function validityReminderMail(plan: PlanToRemind, siteUrl: string): Mail {
  const write = writerFor(plan);
  const values = { title: plan.title, endsDay: plan.expiry_date };
  return {
    to: plan.email,
    subject: write('reminder.subject', values),
    text: [
      write.hello(plan),
      '',
      write('reminder.text', values),
      ...plan.stays.map((s) => write('dateLine', { fromDay: s.from, toDay: s.to })),
      '',
      write('reminder.move', { ...values, url: `${siteUrl}/book-stay` }),
      write('reminder.expire'),
    ].join('\n'),
  };
}

/** The admins may decide before a plan's validity passes. */
export function validityReminderAdminMail(
  write: MailWriter,
  plan: PlanToRemind,
  siteUrl: string,
): MailBody {
  const values = { title: plan.title, owner: displayName(plan), endsDay: plan.expiry_date };
  return {
    subject: write('reminderAdmin.subject', values),
    text: [
      write('reminderAdmin.text', values),
      ...plan.stays.map((s) => write('dateLine', { fromDay: s.from, toDay: s.to })),
      '',
      write('reminderAdmin.decide', { url: `${siteUrl}/admin/approvals` }),
    ].join('\n'),
  };
}
