import type { MessageKey } from '@/i18n/en';
import type { AccessLevel } from '@stuga/shared';

/** What each kind of account may do, as the invite generator and the profile page tell it. */
export interface LevelSummary {
  title: MessageKey;
  items: MessageKey[];
}

export const levelSummaries = {
  trusted: {
    title: 'auth.level.trusted',
    items: [
      'level.trusted.content',
      'level.guestbook',
      'level.trusted.booking',
      'level.trusted.invites',
    ],
  },
  verified: {
    title: 'auth.level.verified',
    items: [
      'level.verified.content',
      'level.guestbook',
      'level.verified.booking',
      'level.verified.votes',
    ],
  },
  admin: {
    title: 'nav.admin',
    items: ['level.admin.everything'],
  },
  unverified: {
    title: 'level.unverified',
    items: ['level.unverified.public', 'level.unverified.signup'],
  },
} satisfies Record<AccessLevel | 'admin', LevelSummary>;

/** The summary for an account: admins by their rights, everyone else by their level. */
export const summaryFor = (user: { access_level: AccessLevel; is_admin: boolean }): LevelSummary =>
  user.is_admin ? levelSummaries.admin : levelSummaries[user.access_level];
