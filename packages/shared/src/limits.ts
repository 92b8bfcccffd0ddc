// The limits and fixed lists the request schemas check, kept apart from the schemas: a screen
// that shows a limit (a field's maximum length, a form's subjects) reads it here without loading
// the schemas and their checker, which forms fetch only when the browser is idle.

/** Passwords are at least this long (SPEC §9). */
export const PASSWORD_MIN_LENGTH = 6;

/** The longest guestbook message (SPEC §9). */
export const GUESTBOOK_MESSAGE_MAX = 4000;

/** The shortest contact message (SPEC §9). */
export const CONTACT_MESSAGE_MIN = 10;

/** The contact form's subjects (SPEC §9). */
export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Booking Question',
  'Technical Issue',
  'Feedback',
  'Other',
] as const;

/** Entries a page of the guestbook holds unless the caller asks for fewer (DECISIONS §6). */
export const GUESTBOOK_PAGE_SIZE = 30;

export const GUESTBOOK_MAX_PAGE_SIZE = 100;

/**
 * The guides every installation has (the demo content writes their first sections; a new house
 * starts them empty, and admins add sections from the browser).
 */
export const GUIDE_TYPES = ['house', 'area'] as const;

/** The kinds of picture admins upload: the two parts of the gallery, and the guides'. */
export const PHOTO_KINDS = ['public', 'private', 'guide'] as const;

/** The largest picture file admins may upload, in bytes (25 MB). */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;

/** The most pixels an uploaded picture may have (a decompression bomb has far more). */
export const PHOTO_MAX_PIXELS = 50_000_000;

/**
 * The largest id a record can have: ids are 32-bit integers in PostgreSQL, and a larger number
 * must be refused as no such record rather than reach the database.
 */
export const MAX_ID = 2_147_483_647;

/** Rows a page of the decisions list holds. */
export const DECISIONS_PAGE_SIZE = 25;

/** The longest name of a code ("Front door"), its value, and its note. */
export const HOUSE_CODE_LABEL_MAX = 80;

export const HOUSE_CODE_VALUE_MAX = 200;

export const HOUSE_CODE_NOTE_MAX = 500;

/** The most codes a house keeps. */
export const HOUSE_CODES_MAX = 30;

/** The two checklists the house keeps (DECISIONS §20). */
export const CHECKLISTS = ['arrival', 'departure'] as const;

export const CHECKLIST_TEXT_MAX = 200;

export const CHECKLIST_UNIT_MAX = 20;

export const CHECKLIST_ITEMS_MAX = 40;

export const DEPARTURE_NOTE_MAX = 1000;

export const HOUSE_NOTE_MAX = 1000;

/** The largest number an item takes (a meter reading), either way. */
export const CHECKLIST_NUMBER_MAX = 1_000_000_000;

export const HOUSE_NOTE_KINDS = ['broken', 'low'] as const;

/** The most blocks a round holds, and the most one member can be given. */
export const ROUND_BLOCKS_MAX = 40;

export const ROUND_CAP_MAX = 10;

/** The longest plan title and option note. */
export const PLAN_TITLE_MAX = 100;

export const OPTION_NOTE_MAX = 1000;

/** Options one plan may hold. */
export const PLAN_OPTIONS_MAX = 20;

/** The longest note with an offer. */
export const SWAP_NOTE_MAX = 500;

/** How long the other member has to answer an offer, in hours (DECISIONS §19). */
export const SWAP_ANSWER_HOURS = 48;

/** The most ranges one member waits for at once. */
export const WISHES_MAX = 10;

/** The header a guest's browser sends its guest pass in (never the address: it is not logged). */
export const GUEST_PASS_HEADER = 'x-guest-pass';
