import type { AccessLevel } from '@stuga/shared';

/** What each kind of account may do, as the invite generator and the profile page tell it. */
export interface LevelSummary {
  title: string;
  items: string[];
}

export const levelSummaries = {
  trusted: {
    title: 'Trusted User',
    items: [
      'Sees all content, private photos included',
      'Posts in the guestbook',
      'Uses booking and the calendar',
      'Generates invite codes',
    ],
  },
  verified: {
    title: 'Verified User',
    items: [
      'Sees all content',
      'Posts in the guestbook',
      'Limited booking: contacts an admin',
      'Votes on improvements',
    ],
  },
  admin: {
    title: 'Admin',
    items: [
      'Full access: content, bookings, calendar, invite codes, users, guide sections, donations and improvements',
    ],
  },
  unverified: {
    title: 'Signup not completed',
    items: [
      'Sees the public photos, the About page and the guestbook',
      'Completes signup with an invite code to see and do more',
    ],
  },
} satisfies Record<AccessLevel | 'admin', LevelSummary>;

/** The summary for an account: admins by their rights, everyone else by their level. */
export const summaryFor = (user: { access_level: AccessLevel; is_admin: boolean }): LevelSummary =>
  user.is_admin ? levelSummaries.admin : levelSummaries[user.access_level];
