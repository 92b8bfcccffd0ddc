import { formatDateTime, type Person } from '@stuga/shared';
import { mailLanguage } from '../../../lib/mail-language.js';
import type { Mail } from '../../../plugins/mail.js';
import type { Notice } from '../../../plugins/push.js';
import { stayOf, writerFor } from '../mail-parts.js';

/**
 * A waiting member hears that days they wait for are free (DECISIONS §19): which, until when
 * they are held for them (the house's time, in their language), and where to claim them.
 */
export function offerMail(
  member: Person & { email: string; language: string | null },
  stay: { from: string; to: string },
  expiresAt: string,
  siteUrl: string,
): Mail {
  const write = writerFor(member);
  const dates = stayOf(write, { from_date: stay.from, to_date: stay.to });
  const until = formatDateTime(expiresAt, mailLanguage(member.language));
  return {
    to: member.email,
    subject: write('offer.subject', { stay: dates }),
    text: [
      write.hello(member),
      '',
      write('offer.text', { stay: dates, until }),
      write('offer.link', { url: `${siteUrl}/book-stay` }),
    ].join('\n'),
  };
}

/**
 * The offer as a notice (DECISIONS §19, §25): its mail, and its push, which names the days and
 * until when they are held, and opens the page where they are claimed.
 */
export function offerNotice(
  member: Person & { id: number; email: string; language: string | null },
  stay: { from: string; to: string },
  expiresAt: string,
  siteUrl: string,
  offerId: number,
): Notice {
  const write = writerFor(member);
  const dates = stayOf(write, { from_date: stay.from, to_date: stay.to });
  const until = formatDateTime(expiresAt, mailLanguage(member.language));
  return {
    userId: member.id,
    kind: 'offer',
    mail: offerMail(member, stay, expiresAt, siteUrl),
    push: {
      body: write('offer.push', { stay: dates, until }),
      url: '/book-stay',
      tag: `offer-${offerId}`,
    },
    once: `offer:${offerId}`,
  };
}
