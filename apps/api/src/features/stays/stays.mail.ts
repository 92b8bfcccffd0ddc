import { displayName, formatDay, type CalendarDate } from '@stuga/shared';
import type { Mail } from '../../plugins/mail.js';
import type { Approval, Declined } from './stays.service.js';

const stay = (option: { from_date: CalendarDate; to_date: CalendarDate }) =>
  `${formatDay(option.from_date)} - ${formatDay(option.to_date)}`;

const signature = '\n\n— Stuga';

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
      text: lines.join('\n') + signature,
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
    text: lines.join('\n') + signature,
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
    text: lines.join('\n') + signature,
  };
}
