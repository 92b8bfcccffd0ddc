/** The screens of the web app (SPEC §2), used by the client's router and by the server's fallback. */
export const paths = {
  home: '/',
  subPage: '/subPage',
  signedOut: '/unloggedInPageVue',
  about: '/about',
  login: '/login',
  signup: '/signup',
  guestbook: '/guestbook',
  guide: '/guide/:type',
  contact: '/contact',
  improvements: '/improvements',
  bookStay: '/book-stay',
  timeline: '/timeline',
  round: '/rounds/:id',
  atTheHouse: '/at-the-house',
  pay: '/pay/:id',
  money: '/money',
  moneyYear: '/money/:year',
  admin: '/admin',
  adminApprovals: '/admin/approvals',
  adminInviteCodes: '/admin/invite-codes',
  adminDonations: '/admin/donations',
  adminImprovements: '/admin/improvements',
  adminDecisions: '/admin/decisions',
  adminFairShare: '/admin/fair-share',
  adminSettings: '/admin/settings',
  adminMembers: '/admin/members',
  adminPhotos: '/admin/photos',
  adminRounds: '/admin/rounds',
  adminRound: '/admin/rounds/:id',
  adminHouse: '/admin/house',
  adminPayments: '/admin/payments',
  adminCosts: '/admin/costs',
  documents: '/documents',
  workDays: '/work-days',
  meetings: '/meetings',
  meeting: '/meetings/:id',
  seasons: '/seasons',
  chores: '/chores',
  invite: '/invite/:code',
  reset: '/reset/:code',
  confirmEmail: '/confirm/:code',
  profile: '/profile',
  guest: '/guest',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Where on the profile its one-time code card is (`/profile#one-time-code`, DECISIONS §26). */
export const SECOND_FACTOR_ANCHOR = 'one-time-code';

const patterns = Object.values(paths).map((path) => {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { path, pattern: new RegExp(`^${source}/?$`) };
});

/** The screen path (as written in `paths`) a browser path opens, or undefined for none. */
export function matchAppPath(pathname: string): AppPath | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.path;
}

/** True when a browser path is one of the app's screens (SPEC §2). */
export function isAppPath(pathname: string): boolean {
  return matchAppPath(pathname) !== undefined;
}
