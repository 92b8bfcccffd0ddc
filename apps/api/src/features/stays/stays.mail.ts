import { displayName, formatDay, type CalendarDate } from '@stuga/shared';
import type { Mail } from '../../plugins/mail.js';
import type { OptionWithPlan, PlanToRemind } from './stays.repository.js';
import type { Approval, Declined } from './stays.service.js';

const stay = (option: { from_date: CalendarDate; to_date: CalendarDate }) =>
  `${formatDay(option.from_date)} - ${formatDay(option.to_date)}`;

/**
 * The mails an approval sends: its owner hears that the stay is approved, with every option of
 * theirs that it declined; every other owner whose options it declined hears which and why.
 */
export function approvalMails(approval: Approval, siteUrl: string): Mail[] {
  const owner = approval.approved;
  const declined = [...approval.samePlan, ...approval.conflicting];
  const own = declined.filter((d) => d.option.owner_id === owner.owner_id);
  const lines = [
    `Hello ${displayName(owner)},`,
    '',
    `Your stay ${stay(owner)} (plan "${owner.title}") is approved. Welcome to the house!`,
  ];
  if (own.length) {
    lines.push('', 'These options of yours were declined with it:');
    for (const d of own) lines.push(`- ${stay(d.option)}: ${d.reason}`);
  }
  lines.push('', `Your plans: ${siteUrl}/book-stay`);
  const mails: Mail[] = [
    {
      to: owner.email,
      subject: `Stay approved: ${stay(owner)}`,
      text: lines.join('\n'),
    },
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
  const lines = [
    `Hello ${displayName(owner)},`,
    '',
    declined.length === 1
      ? 'Your stay request was declined:'
      : 'These stay requests of yours were declined:',
    ...declined.map((d) => `- ${stay(d.option)} (plan "${d.option.title}"): ${d.reason}`),
    '',
    `You can plan other dates: ${siteUrl}/book-stay`,
  ];
  return {
    to: owner.email,
    subject:
      declined.length === 1
        ? `Stay request declined: ${stay(owner)}`
        : `${declined.length} stay requests declined`,
    text: lines.join('\n'),
  };
}

/** Admins hear when a member submits options for approval. */
export function submittedMail(
  admins: readonly string[],
  owner: string,
  title: string,
  options: { from: CalendarDate; to: CalendarDate }[],
  siteUrl: string,
): Mail {
  const lines = [
    `${owner} submitted the plan "${title}" for approval:`,
    ...options.map((o) => `- ${formatDay(o.from)} - ${formatDay(o.to)}`),
    '',
    `Review it: ${siteUrl}/admin/approvals`,
  ];
  return {
    to: admins,
    subject: `Stay request from ${owner}: ${title}`,
    text: lines.join('\n'),
  };
}

/** The owner hears that an admin declined their approved stay, and why (DECISIONS §14). */
export function bookedStayDeclinedMail(
  option: OptionWithPlan,
  reason: string,
  siteUrl: string,
): Mail {
  const lines = [
    `Hello ${displayName(option)},`,
    '',
    `An admin declined your approved stay ${stay(option)} (plan "${option.title}"):`,
    reason,
    '',
    'The dates are free again. If you have questions, reply to an admin or use the contact page.',
    `Your plans: ${siteUrl}/book-stay`,
  ];
  return {
    to: option.email,
    subject: `Approved stay declined: ${stay(option)}`,
    text: lines.join('\n'),
  };
}

/** Admins hear when a member cancels an approved stay (DECISIONS §14). */
export function cancelledMail(
  admins: readonly string[],
  option: OptionWithPlan,
  siteUrl: string,
): Mail {
  const owner = displayName(option);
  return {
    to: admins,
    subject: `Stay cancelled by ${owner}: ${stay(option)}`,
    text: [
      `${owner} cancelled their approved stay ${stay(option)} (plan "${option.title}").`,
      'The dates are free again.',
      '',
      `The timeline: ${siteUrl}/timeline`,
    ].join('\n'),
  };
}

/**
 * A plan's validity ends within a week while it still waits for a decision (DECISIONS §14): its
 * owner may move the validity later; the admins may decide before it passes.
 */
export function validityReminderMails(
  plan: PlanToRemind,
  admins: readonly string[],
  siteUrl: string,
): Mail[] {
  const ends = formatDay(plan.expiry_date);
  const dates = plan.stays.map((s) => `- ${formatDay(s.from)} - ${formatDay(s.to)}`);
  const mails: Mail[] = [
    {
      to: plan.email,
      subject: `Your plan "${plan.title}" is valid until ${ends}`,
      text: [
        `Hello ${displayName(plan)},`,
        '',
        `Your plan "${plan.title}" is valid until ${ends}, and these dates still wait for a decision:`,
        ...dates,
        '',
        `If you can wait longer, move the plan's validity to a later day before then: ${siteUrl}/book-stay`,
        'Once it passes, these requests expire.',
      ].join('\n'),
    },
  ];
  if (admins.length) {
    mails.push({
      to: admins,
      subject: `Plan of ${displayName(plan)} expires on ${ends}`,
      text: [
        `The plan "${plan.title}" of ${displayName(plan)} is valid until ${ends}, and these requests still wait:`,
        ...dates,
        '',
        `Decide before then: ${siteUrl}/admin/approvals`,
      ].join('\n'),
    });
  }
  return mails;
}
