/**
 * How each kind of notice reaches a member (DECISIONS §25, extending §20): by mail, as a push on
 * their devices, both, or not at all. One list the form, the check and every sender read: a kind
 * joins it when its sender sends through `app.notify` (waitlist offers, decisions on a
 * member's stays, swaps, rounds, stay reminders, the codes' day and SMHI's warnings for the house).
 */
export const NOTICE_KINDS = [
  'offer',
  'decision',
  'swap',
  'round',
  'reminder',
  'codes',
  'weather',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const CHANNELS = ['both', 'mail', 'push', 'off'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * A kind's channel as it counts: until a member chooses, both (a member without a device gets
 * the mail, as before notifications existed).
 */
export const channelFor = (choice: string | undefined): Channel =>
  CHANNELS.find((channel) => channel === choice) ?? 'both';

/** Whether a channel sends the mail, and the push. */
export const sendsMail = (channel: Channel) => channel === 'both' || channel === 'mail';
export const sendsPush = (channel: Channel) => channel === 'both' || channel === 'push';
