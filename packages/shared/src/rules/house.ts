import { addDays, type CalendarDate } from './dates.js';

/**
 * At the house (DECISIONS §20): when a member's stay lets them read the house codes. The window
 * opens at 00:00 the day before arrival and closes at 12:00 on departure day, in house time; the
 * server turns these house times into instants in the house's time zone.
 */
export interface HouseTime {
  day: CalendarDate;
  /** The hour of that day, 0–23, house time. */
  hour: number;
}

/** The codes show from this many days before arrival, at midnight… */
export const CODES_OPEN_DAYS_BEFORE = 1;
/** …until this hour on departure day. */
export const CODES_CLOSE_HOUR = 12;
/** A changed code is mailed to members whose window is open or opens within this many days. */
export const CODE_CHANGE_NOTICE_DAYS = 14;

/** The house times a stay's codes window opens and closes. */
export function codesWindow(stay: { from: CalendarDate; to: CalendarDate }): {
  opens: HouseTime;
  closes: HouseTime;
} {
  return {
    opens: { day: addDays(stay.from, -CODES_OPEN_DAYS_BEFORE), hour: 0 },
    closes: { day: stay.to, hour: CODES_CLOSE_HOUR },
  };
}

/** What kind of code a code is, for its icon and its default name. */
export const HOUSE_CODE_KINDS = ['door', 'alarm', 'wifi', 'other'] as const;
export type HouseCodeKind = (typeof HOUSE_CODE_KINDS)[number];

/**
 * The reminders by mail (DECISIONS §20): 5 days before arrival (what to bring, the guides), the
 * day before (the codes window, the arrival list), the morning of departure (the departure list),
 * 2 days after (the guestbook). Each is sent once per stay, at the first look inside its window
 * (house time); a window passed unseen (a stay booked late) is not made up for.
 */
export const REMINDER_KINDS = ['before', 'eve', 'departure', 'after'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How a member wants a kind of mail: at once, in a weekly digest, or not at all. */
export const MAIL_CHOICES = ['now', 'digest', 'off'] as const;
export type MailChoice = (typeof MAIL_CHOICES)[number];

/**
 * The money's mails (DECISIONS §23): a new cost that gives the member a part over the settings'
 * amount, and the monthly reminder of a balance they owe.
 */
export const MONEY_MAIL_KINDS = ['cost', 'balance'] as const;

/** The year's mails (DECISIONS §24): a recurring chore given to the member, on its day. */
export const YEAR_MAIL_KINDS = ['chore'] as const;

/** Every kind of mail a member chooses how it comes: the reminders, the money's, the year's. */
export const MAIL_KINDS = [...REMINDER_KINDS, ...MONEY_MAIL_KINDS, ...YEAR_MAIL_KINDS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The choices each kind of mail offers, one table the form, the check of a choice and the senders
 * read: the day before arrival and the morning of departure come at once or not at all, since a
 * weekly digest could come after the day they are about; the money's mails are about amounts that
 * change as the others pay, so they too come at once or not at all.
 */
export const MAIL_CHOICES_OF: Readonly<Record<MailKind, readonly MailChoice[]>> = {
  before: MAIL_CHOICES,
  eve: ['now', 'off'],
  departure: ['now', 'off'],
  after: MAIL_CHOICES,
  cost: ['now', 'off'],
  balance: ['now', 'off'],
  chore: ['now', 'off'],
};

/** A choice as it counts for a kind: one the kind does not offer (kept from before) is "now". */
export const mailChoiceFor = (kind: MailKind, choice: string | undefined): MailChoice =>
  MAIL_CHOICES_OF[kind].find((offered) => offered === choice) ?? 'now';

/** The house times a reminder may go out between, for a stay. */
export function reminderWindow(
  kind: ReminderKind,
  stay: { from: CalendarDate; to: CalendarDate },
): { from: HouseTime; until: HouseTime } {
  switch (kind) {
    case 'before':
      return { from: { day: addDays(stay.from, -5), hour: 9 }, until: { day: stay.from, hour: 0 } };
    case 'eve':
      return {
        from: { day: addDays(stay.from, -1), hour: 9 },
        until: { day: stay.from, hour: 12 },
      };
    case 'departure':
      return { from: { day: stay.to, hour: 7 }, until: { day: stay.to, hour: 12 } };
    case 'after':
      return {
        from: { day: addDays(stay.to, 2), hour: 9 },
        until: { day: addDays(stay.to, 9), hour: 0 },
      };
  }
}

/** The digest goes on Mondays from this hour (house time). */
export const DIGEST_WEEKDAY = 0;
export const DIGEST_HOUR = 8;
