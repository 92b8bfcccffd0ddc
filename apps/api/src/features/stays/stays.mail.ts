import { displayName, type CalendarDate } from '@stuga/shared';
import { mailLanguage, mailWriter, type MailWriter } from '../../lib/mail-language.js';
import type { Mail } from '../../plugins/mail.js';
import type { OptionWithPlan, PlanToRemind } from './stays.repository.js';
import type { Approval, Declined } from './stays.service.js';

/** A mail's words and subject, for recipients who read one language. */
type MailBody = Omit<Mail, 'to'>;

/** A stay's dates as the mail's language writes them. */
const stayOf = (write: MailWriter, option: { from_date: CalendarDate; to_date: CalendarDate }) =>
  write('stay', { fromDay: option.from_date, toDay: option.to_date });

/** Mail to one member, in the language they read the app in (DECISIONS §16). */
const writerFor = (member: { language: string | null }) =>
  mailWriter(mailLanguage(member.language));

/**
 * The mails an approval sends: its owner hears that the stay is approved, with every option of
 * theirs that it declined; every other owner whose options it declined hears which and why.
 */
export function approvalMails(approval: Approval, siteUrl: string): Mail[] {
  const owner = approval.approved;
  const write = writerFor(owner);
  const stay = stayOf(write, owner);
  const declined = [...approval.samePlan, ...approval.conflicting];
  const own = declined.filter((d) => d.option.owner_id === owner.owner_id);
  const lines = [write.hello(owner), '', write('approved.text', { stay, title: owner.title })];
  if (own.length) {
    lines.push('', write('approved.declinedWith'));
    for (const d of own) {
      lines.push(
        write('approved.declinedLine', {
          stay: stayOf(write, d.option),
          reason: write.stored(d.reason),
        }),
      );
    }
  }
  lines.push('', write('yourPlans', { url: `${siteUrl}/book-stay` }));
  const mails: Mail[] = [
    { to: owner.email, subject: write('approved.subject', { stay }), text: lines.join('\n') },
  ];
  const others = new Map<number, Declined[]>();
  for (const d of declined) {
    if (d.option.owner_id === owner.owner_id) continue;
    others.set(d.option.owner_id, [...(others.get(d.option.owner_id) ?? []), d]);
  }
  for (const list of others.values()) mails.push(declinedMail(list, siteUrl));
  return mails;
}

/** A mail to the owner of declined options, each with its reason. */
export function declinedMail(declined: Declined[], siteUrl: string): Mail {
  const owner = declined[0]!.option;
  const write = writerFor(owner);
  const count = declined.length;
  const lines = [
    write.hello(owner),
    '',
    write('declined.intro', { count }),
    ...declined.map((d) =>
      write('declined.line', {
        stay: stayOf(write, d.option),
        title: d.option.title,
        reason: write.stored(d.reason),
      }),
    ),
    '',
    write('declined.otherDates', { url: `${siteUrl}/book-stay` }),
  ];
  return {
    to: owner.email,
    subject: write('declined.subject', { count, stay: stayOf(write, owner) }),
    text: lines.join('\n'),
  };
}

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

/** The owner hears that an admin declined their approved stay, and why (DECISIONS §14). */
export function bookedStayDeclinedMail(
  option: OptionWithPlan,
  reason: string,
  siteUrl: string,
): Mail {
  const write = writerFor(option);
  const stay = stayOf(write, option);
  const lines = [
    write.hello(option),
    '',
    write('bookedDeclined.text', { stay, title: option.title }),
    reason,
    '',
    write('bookedDeclined.free'),
    write('yourPlans', { url: `${siteUrl}/book-stay` }),
  ];
  return {
    to: option.email,
    subject: write('bookedDeclined.subject', { stay }),
    text: lines.join('\n'),
  };
}

/** Admins hear when a member cancels an approved stay (DECISIONS §14). */
export function cancelledMail(
  write: MailWriter,
  option: OptionWithPlan,
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
