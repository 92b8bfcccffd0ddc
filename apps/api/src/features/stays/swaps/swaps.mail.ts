import { displayName, type Person } from '@stuga/shared';
import type { MailWriter } from '../../../lib/mail-language.js';
import type { Mail } from '../../../plugins/mail.js';
import type { Notice } from '../../../plugins/push.js';
import { stayOf, writerFor, type MailBody } from '../mail-parts.js';

/** A member an offer's mail goes to. */
export type SwapReader = Person & { email: string; language: string | null };
type Stay = { from_date: string; to_date: string };

/** The other member hears of an offer: the stay, theirs in exchange (or a gift), the note. */
export function swapOfferMail(
  to: SwapReader,
  from: Person,
  stay: Stay,
  theirs: Stay | null,
  note: string,
  siteUrl: string,
): Mail {
  const write = writerFor(to);
  const values = { from: displayName(from), stay: stayOf(write, stay) };
  const lines = [
    write.hello(to),
    '',
    theirs
      ? write('swap.offer.swap', { ...values, theirs: stayOf(write, theirs) })
      : write('swap.offer.gift', values),
  ];
  if (note) lines.push(write('swap.offer.note', { note }));
  lines.push('', write('swap.offer.answer', { url: `${siteUrl}/book-stay` }));
  return { to: to.email, subject: write('swap.offer.subject', values), text: lines.join('\n') };
}

/** The member who offered hears that the other said no. */
export function swapDeclinedMail(from: SwapReader, to: Person, stay: Stay): Mail {
  const write = writerFor(from);
  const values = { to: displayName(to), stay: stayOf(write, stay) };
  return {
    to: from.email,
    subject: write('swap.declined.subject', values),
    text: [write.hello(from), '', write('swap.declined.text', values)].join('\n'),
  };
}

/** Each member of a swap done hears which stays are theirs now. */
export function swapDoneMail(
  reader: SwapReader,
  names: { from: Person; to: Person },
  theirsNow: readonly Stay[],
  moved: Stay,
  siteUrl: string,
): Mail {
  const write = writerFor(reader);
  const lines = [
    write.hello(reader),
    '',
    write('swap.done.now', { from: displayName(names.from), to: displayName(names.to) }),
    ...(theirsNow.length
      ? theirsNow.map((stay) => write('swap.done.line', { stay: stayOf(write, stay) }))
      : [write('swap.done.none')]),
    '',
    write('swap.done.plans', { url: `${siteUrl}/book-stay` }),
  ];
  return {
    to: reader.email,
    subject: write('swap.done.subject', { stay: stayOf(write, moved) }),
    text: lines.join('\n'),
  };
}

/**
 * Admins hear of an offer in high season waiting for their approval: a swap of two stays, or a
 * gift of one, named as what it is.
 */
export function swapToApproveMail(
  write: MailWriter,
  names: { from: Person; to: Person },
  stay: Stay,
  theirs: Stay | null,
  siteUrl: string,
): MailBody {
  const values = { from: displayName(names.from), to: displayName(names.to) };
  const url = `${siteUrl}/admin/approvals`;
  return theirs
    ? {
        subject: write('swap.approve.subject', values),
        text: write('swap.approve.text', {
          ...values,
          stay: stayOf(write, stay),
          theirs: stayOf(write, theirs),
          url,
        }),
      }
    : {
        subject: write('swap.approve.giftSubject', values),
        text: write('swap.approve.giftText', { ...values, stay: stayOf(write, stay), url }),
      };
}

/**
 * The other member of an offer withdrawn because one of them may no longer hold it (DECISIONS
 * §22) hears that it no longer stands; the stays stay as they are.
 */
export function swapWithdrawnMail(reader: SwapReader, stay: Stay): Mail {
  const write = writerFor(reader);
  const values = { stay: stayOf(write, stay) };
  return {
    to: reader.email,
    subject: write('swap.withdrawn.subject', values),
    text: [write.hello(reader), '', write('swap.withdrawn.text', values)].join('\n'),
  };
}

/**
 * A swap's mail to one of its members as a notice (DECISIONS §25): the push says what happened
 * (the mail's subject) and opens their plans, where offers are answered.
 */
export const swapNotice = (userId: number, mail: Mail, swapId: number): Notice => ({
  userId,
  kind: 'swap',
  mail,
  push: { body: mail.subject, url: '/book-stay', tag: `swap-${swapId}` },
  once: `swap:${swapId}:${userId}:${mail.subject}`,
});
