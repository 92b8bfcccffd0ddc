import { displayName, type Person } from '@stuga/shared';
import type { Mail } from '../../../plugins/mail.js';
import type { Notice } from '../../../plugins/push.js';
import { stayOf, writerFor } from '../mail-parts.js';

/** A member a round's mail goes to: whom to greet, where, in which language. */
export type RoundReader = Person & { email: string; language: string | null };

/** The member's own page of a round: their ballot while it is open, the result once published. */
export const roundUrl = (siteUrl: string, roundId: number) => `${siteUrl}/rounds/${roundId}`;

/** A member who has not voted is reminded that the ballot closes, with a link to it. */
export function reminderMail(
  member: RoundReader,
  round: { id: number; name: string; closes: string },
  siteUrl: string,
): Mail {
  const write = writerFor(member);
  const values = { round: round.name, closesDay: round.closes };
  return {
    to: member.email,
    subject: write('round.reminder.subject', values),
    text: [
      write.hello(member),
      '',
      write('round.reminder.text', values),
      write('round.reminder.link', { url: roundUrl(siteUrl, round.id) }),
    ].join('\n'),
  };
}

/**
 * A voter hears their result once the round is confirmed (DECISIONS §18): the blocks they were
 * given (now their bookings), or that they got nothing and move up for it; and the order.
 */
/** A block a member ranked and was not given, and why, with the names filled in. */
export interface MissedLine {
  block: string;
  because: { kind: 'booked' } | { kind: 'given' | 'tooClose'; name: string; other: string };
}

export function resultMail(
  member: RoundReader,
  round: { id: number; name: string },
  given: readonly { name: string; from_date: string; to_date: string }[],
  order: readonly Person[],
  siteUrl: string,
  missed: readonly MissedLine[] = [],
): Mail {
  const write = writerFor(member);
  const lines = [write.hello(member), ''];
  if (given.length) {
    lines.push(write('round.result.given', { round: round.name, count: given.length }));
    for (const block of given) {
      lines.push(write('round.result.line', { block: block.name, stay: stayOf(write, block) }));
    }
  } else {
    lines.push(write('round.result.nothing', { round: round.name }));
  }
  // Why each block they ranked was not theirs: true to the draw, naming who took what.
  for (const line of missed) {
    lines.push(
      line.because.kind === 'booked'
        ? write('round.result.missedBooked', { block: line.block })
        : line.because.kind === 'given'
          ? write('round.result.missedGiven', { block: line.block, name: line.because.name })
          : write('round.result.missedTooClose', {
              block: line.block,
              other: line.because.other,
              name: line.because.name,
            }),
    );
  }
  lines.push('', write('round.result.order'));
  order.forEach((person, index) =>
    lines.push(write('round.result.place', { place: index + 1, name: displayName(person) })),
  );
  lines.push('', write('round.result.page', { url: roundUrl(siteUrl, round.id) }));
  return {
    to: member.email,
    subject: write('round.result.subject', { round: round.name }),
    text: lines.join('\n'),
  };
}

/**
 * A round's mail to a member as a notice (DECISIONS §25): the push says what happened (the
 * mail's subject) and opens the member's page of the round.
 */
export const roundNotice = (
  userId: number,
  mail: Mail,
  roundId: number,
  what: 'reminder' | 'result',
): Notice => ({
  userId,
  kind: 'round',
  mail,
  push: { body: mail.subject, url: `/rounds/${roundId}`, tag: `round-${roundId}` },
  once: `round:${roundId}:${what}:${userId}:${mail.subject}`,
});
