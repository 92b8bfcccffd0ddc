import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Mail } from '../../../plugins/mail.js';
import type { Notice } from '../../../plugins/push.js';
import { formatOre, type Reason } from '@stuga/shared';
import { findBookingOfOption } from '../bookings/bookings.repository.js';
import { stayOf, writerFor } from '../mail-parts.js';
import type { OptionWithPlan } from '../planning/planning.repository.js';
import type { Approval, Declined } from './approve-one.js';

/**
 * The mails an approval sends: its owner hears that the stay is approved, with every option of
 * theirs that it declined; every other owner whose options it declined hears which and why.
 */
export function approvalMails(
  approval: Approval,
  siteUrl: string,
  payment?: { booking: number; fee: number | null },
): { userId: number; mail: Mail }[] {
  const owner = approval.approved;
  const write = writerFor(owner);
  const stay = stayOf(write, owner);
  const declined = [...approval.samePlan, ...approval.conflicting];
  const own = declined.filter((d) => d.option.owner_id === owner.owner_id);
  const lines = [write.hello(owner), '', write('approved.text', { stay, title: owner.title })];
  // What it costs and how to pay (DECISIONS §21), when something is due.
  if (payment?.fee) {
    lines.push(
      '',
      write('approved.fee', { amount: formatOre(payment.fee) }),
      write('approved.pay', { url: `${siteUrl}/pay/${payment.booking}` }),
    );
  }
  if (own.length) {
    lines.push('', write('approved.declinedWith'));
    for (const d of own) {
      lines.push(
        write('approved.declinedLine', {
          stay: stayOf(write, d.option),
          reason: write.reason(d.reason),
        }),
      );
    }
  }
  lines.push('', write('yourPlans', { url: `${siteUrl}/book-stay` }));
  const mails: { userId: number; mail: Mail }[] = [
    {
      userId: owner.owner_id,
      mail: {
        to: owner.email,
        subject: write('approved.subject', { stay }),
        text: lines.join('\n'),
      },
    },
  ];
  const others = new Map<number, Declined[]>();
  for (const d of declined) {
    if (d.option.owner_id === owner.owner_id) continue;
    others.set(d.option.owner_id, [...(others.get(d.option.owner_id) ?? []), d]);
  }
  for (const [userId, list] of others) mails.push({ userId, mail: declinedMail(list, siteUrl) });
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
        reason: write.reason(d.reason),
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

/**
 * A decision on a member's stays as a notice (DECISIONS §25): its mail, and a push that says what
 * was decided (the mail's subject) and opens their plans.
 */
export const decisionNotice = (userId: number, mail: Mail, about: string): Notice => ({
  userId,
  kind: 'decision',
  mail,
  push: { body: mail.subject, url: '/book-stay', tag: `decision-${about}` },
  once: `decision:${about}:${mail.subject}`,
});

/** Queues the notices of approvals in the transaction that made them (the outbox). */
export async function queueApprovalMails(
  app: FastifyInstance,
  db: Kysely<Database>,
  approvals: readonly Approval[],
) {
  for (const approval of approvals) {
    const booking = await findBookingOfOption(db, approval.approved.id);
    const payment = booking && { booking: booking.id, fee: booking.fee };
    for (const { userId, mail } of approvalMails(approval, app.config.publicUrl, payment)) {
      await app.notify(db, decisionNotice(userId, mail, `${approval.approved.id}`));
    }
  }
}

/** The owner hears that an admin declined their approved stay, and why (DECISIONS §14). */
export function bookedStayDeclinedMail(
  option: OptionWithPlan,
  reason: Reason,
  siteUrl: string,
): Mail {
  const write = writerFor(option);
  const stay = stayOf(write, option);
  const lines = [
    write.hello(option),
    '',
    write('bookedDeclined.text', { stay, title: option.title }),
    write.reason(reason),
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
