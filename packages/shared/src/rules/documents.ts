import { daysBetween } from './dates.js';

/**
 * The house's documents (DECISIONS §24): what kinds there are, who may see one, and when the
 * admins are reminded of an expiry. Plain rules, the same on both sides.
 */

/** What a document is. */
export const DOCUMENT_KINDS = [
  'insurance',
  'deed',
  'agreement',
  'manual',
  'minutes',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * Who may see a document besides the admins: the owners, every member with booking access (and
 * the owners), or everyone signed in (verified members up).
 */
export const DOCUMENT_AUDIENCES = ['owners', 'members', 'everyone'] as const;
export type DocumentAudience = (typeof DOCUMENT_AUDIENCES)[number];

/** The days before an expiry on which the admins are mailed, the first reminder first. */
export const DOCUMENT_REMINDER_DAYS = [90, 30] as const;
export type DocumentReminderDays = (typeof DOCUMENT_REMINDER_DAYS)[number];

/** The largest document kept: a scanned deed or a long manual. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The longest title of a document. */
export const DOCUMENT_TITLE_MAX = 120;

/** The files a document may be, by what their content is (the name must agree). */
export const DOCUMENT_FORMATS = {
  pdf: { endings: ['pdf'], type: 'application/pdf', name: 'PDF' },
  jpeg: { endings: ['jpg', 'jpeg'], type: 'image/jpeg', name: 'JPEG' },
  png: { endings: ['png'], type: 'image/png', name: 'PNG' },
  webp: { endings: ['webp'], type: 'image/webp', name: 'WebP' },
} as const;
export type DocumentFormat = keyof typeof DOCUMENT_FORMATS;

/** What a reader is, for the documents: an admin, an owner now, a member with booking access. */
export interface DocumentReader {
  admin: boolean;
  owner: boolean;
  booking: boolean;
}

/** Whether a reader may see a document for an audience (admins see every one). */
export function maySeeDocument(reader: DocumentReader, audience: DocumentAudience): boolean {
  if (reader.admin) return true;
  switch (audience) {
    case 'owners':
      return reader.owner;
    case 'members':
      return reader.owner || reader.booking;
    case 'everyone':
      return true;
  }
}

/**
 * The reminder due on `today` for a document expiring on `expires` (both YYYY-MM-DD): the
 * nearest of `DOCUMENT_REMINDER_DAYS` the expiry is within, or null when it is further off or
 * past. A document added 20 days before its expiry gets the 30 days' reminder only.
 */
export function expiryReminderDue(today: string, expires: string): DocumentReminderDays | null {
  const left = daysBetween(today, expires);
  if (left < 0) return null;
  const within = DOCUMENT_REMINDER_DAYS.filter((days) => left <= days);
  return within.length ? within[within.length - 1]! : null;
}
