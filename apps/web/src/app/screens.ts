import { matchPath } from 'react-router';
import { paths, type Access } from '@stuga/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import type { TextPart } from '@/lib/i18n';

type ScreenModule = Record<string, unknown>;

export interface LazyScreen {
  /** The screen: drawn at once when its code is here, else once it has come (Suspense). */
  Component: ComponentType;
  /** Starts loading the screen's code, and the reads it starts with it (see `readScreensWith`). */
  preload: () => Promise<unknown>;
}

/** The app's query client, given once at the start: every screen's `prepare` reads through it. */
let appClient: QueryClient | undefined;

/**
 * Gives the screens the app's query client, once at the start. A screen module's `prepare(client)`
 * then starts its reads as its code arrives, whoever asks for the code: the start of the app, the
 * text gate when a screen is opened in the app, or the screen itself (decision 0080).
 */
export function readScreensWith(client: QueryClient | undefined): void {
  appClient = client;
}

/**
 * A screen whose code loads when it is first opened. Once loaded (opened before, preloaded on a
 * hover, or by the start of the app for the address it starts at) it is drawn at once: React's
 * lazy components suspend on every first render, and a screen that suspends after the page is
 * up waits for React's pause between a loader and what replaces it (300 ms), which a slow phone
 * feels.
 */
function lazyScreen<M extends ScreenModule>(load: () => Promise<M>, name: keyof M): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then(async (module) => {
      // What the screen needs before it is drawn, when it says so (Home: a member's part; the
      // timeline: its reads).
      if (typeof module.prepare === 'function')
        await (module.prepare as (client?: QueryClient) => unknown)(appClient);
      loaded = module[name] as ComponentType;
      return module;
    });
  // Code that does not come reloads the page once (lazyPart), as every lazily drawn part does.
  const Lazy = lazyPart(async () => {
    await preload();
    return { default: loaded! };
  });
  return {
    Component: () => createElement(loaded ?? Lazy),
    preload,
  };
}

/**
 * Every screen, by its key in `paths`, loaded on first use. Keep each entry as it is
 * written here (the key, then lazyScreen with the import and the component's name): the build
 * reads this table to tell the server which files each address needs, so that the page it sends
 * asks the browser for them at once.
 */
export const screens = {
  home: lazyScreen(() => import('@/app/routes/home'), 'HomeWithStays'),
  about: lazyScreen(() => import('@/features/content/routes/about'), 'AboutScreen'),
  subPage: lazyScreen(() => import('@/features/content/routes/sub-page'), 'SubPageScreen'),
  signedOut: lazyScreen(() => import('@/features/content/routes/signed-out'), 'SignedOutScreen'),
  login: lazyScreen(() => import('@/features/auth/routes/login'), 'LoginScreen'),
  signup: lazyScreen(() => import('@/features/auth/routes/signup'), 'SignupScreen'),
  invite: lazyScreen(
    () => import('@/features/invites/routes/invite-landing'),
    'InviteLandingScreen',
  ),
  reset: lazyScreen(() => import('@/features/auth/routes/reset-landing'), 'ResetLandingScreen'),
  confirmEmail: lazyScreen(
    () => import('@/features/auth/routes/confirm-email'),
    'ConfirmEmailScreen',
  ),
  profile: lazyScreen(() => import('@/app/routes/profile'), 'ProfileWithStays'),
  guestbook: lazyScreen(() => import('@/features/guestbook/routes/guestbook'), 'GuestbookScreen'),
  guide: lazyScreen(() => import('@/features/guides/routes/guide'), 'GuideScreen'),
  contact: lazyScreen(() => import('@/features/contact/routes/contact'), 'ContactScreen'),
  bookStay: lazyScreen(
    () => import('@/features/stays/planning/routes/book-stay'),
    'BookStayScreen',
  ),
  timeline: lazyScreen(() => import('@/features/stays/routes/timeline'), 'TimelineScreen'),
  round: lazyScreen(() => import('@/features/stays/rounds/routes/round'), 'RoundScreen'),
  atTheHouse: lazyScreen(() => import('@/app/routes/at-the-house'), 'AtTheHouseWithWeather'),
  pay: lazyScreen(() => import('@/features/stays/payments/routes/pay'), 'PayScreen'),
  improvements: lazyScreen(
    () => import('@/features/improvements/routes/improvements'),
    'ImprovementsScreen',
  ),
  admin: lazyScreen(() => import('@/features/admin/routes/admin-hub'), 'AdminHubScreen'),
  adminDonations: lazyScreen(
    () => import('@/features/improvements/routes/admin-donations'),
    'AdminDonationsScreen',
  ),
  adminImprovements: lazyScreen(
    () => import('@/features/improvements/routes/admin-improvements'),
    'AdminImprovementsScreen',
  ),
  adminApprovals: lazyScreen(() => import('@/features/stays/routes/timeline'), 'TimelineScreen'),
  adminDecisions: lazyScreen(() => import('@/features/stays/routes/decisions'), 'DecisionsScreen'),
  adminFairShare: lazyScreen(() => import('@/features/stays/routes/fair-share'), 'FairShareScreen'),
  adminPhotos: lazyScreen(() => import('@/features/photos/routes/photos'), 'PhotosScreen'),
  adminRounds: lazyScreen(
    () => import('@/features/stays/rounds/routes/admin-rounds'),
    'AdminRoundsScreen',
  ),
  adminRound: lazyScreen(
    () => import('@/features/stays/rounds/routes/admin-round'),
    'AdminRoundScreen',
  ),
  adminHouse: lazyScreen(() => import('@/features/house/routes/admin-house'), 'AdminHouseScreen'),
  adminPayments: lazyScreen(
    () => import('@/features/stays/payments/routes/admin-payments'),
    'AdminPaymentsScreen',
  ),
  money: lazyScreen(() => import('@/features/money/routes/money'), 'MoneyScreen'),
  moneyYear: lazyScreen(() => import('@/features/money/routes/money-year'), 'MoneyYearScreen'),
  adminCosts: lazyScreen(() => import('@/features/money/routes/admin-costs'), 'AdminCostsScreen'),
  documents: lazyScreen(() => import('@/features/documents/routes/documents'), 'DocumentsScreen'),
  workDays: lazyScreen(() => import('@/features/work-days/routes/work-days'), 'WorkDaysScreen'),
  meetings: lazyScreen(() => import('@/features/meetings/routes/meetings'), 'MeetingsScreen'),
  meeting: lazyScreen(() => import('@/features/meetings/routes/meeting'), 'MeetingScreen'),
  seasons: lazyScreen(() => import('@/features/seasons/routes/seasons'), 'SeasonsScreen'),
  chores: lazyScreen(() => import('@/features/chores/routes/chores'), 'ChoresScreen'),
  guest: lazyScreen(() => import('@/features/guest/routes/guest'), 'GuestScreen'),
  adminMembers: lazyScreen(() => import('@/features/members/routes/members'), 'MembersScreen'),
  adminSettings: lazyScreen(() => import('@/app/routes/admin-settings'), 'AdminSettingsScreen'),
  adminInviteCodes: lazyScreen(
    () => import('@/features/invites/routes/invite-generator'),
    'InviteGeneratorScreen',
  ),
} satisfies Partial<Record<keyof typeof paths, LazyScreen>>;

export type ScreenKey = keyof typeof screens;

/** Who may open a screen, where not everyone may (the server checks its calls again). */
export const screenAccess: Partial<Record<ScreenKey, Access>> = {
  profile: 'user',
  admin: 'admin',
  adminApprovals: 'admin',
  adminDecisions: 'admin',
  adminFairShare: 'admin',
  adminRounds: 'admin',
  adminRound: 'admin',
  round: 'booking',
  atTheHouse: 'booking',
  pay: 'booking',
  money: 'booking',
  moneyYear: 'booking',
  documents: 'verified',
  workDays: 'booking',
  meetings: 'booking',
  meeting: 'booking',
  seasons: 'booking',
  chores: 'booking',
  adminHouse: 'admin',
  adminPayments: 'admin',
  adminCosts: 'admin',
  adminSettings: 'admin',
  adminMembers: 'admin',
  adminPhotos: 'admin',
  adminDonations: 'admin',
  adminImprovements: 'admin',
  adminInviteCodes: 'trusted',
};

/**
 * Loads the code of the screen at `pathname` (the address the app starts at), so its first render
 * draws it at once; nothing when no screen is there. A failure is left to the screen itself
 * (`lazyPart`: it reloads the page once).
 */
export function preloadScreenAt(pathname: string): Promise<unknown> {
  const key = screenAt(pathname);
  return key ? screens[key].preload().catch(() => undefined) : Promise.resolve();
}

/** The screen at an address, if one is. */
export const screenAt = (pathname: string): ScreenKey | undefined =>
  (Object.keys(screens) as ScreenKey[]).find((name) => matchPath(paths[name], pathname));

/**
 * The texts a screen needs beyond the first page's: the whole catalogue for every screen but Home
 * (decision 0047), and for the admin screens their own as well (decision 0021). A screen is drawn
 * once they are here.
 */
export const textsOf = (name: ScreenKey): readonly TextPart[] =>
  name === 'home' ? [] : name.startsWith('admin') ? ['all', 'admin'] : ['all'];

/**
 * Screens that show an admin parts written in the admin texts, and wait for them in those parts
 * only (the timeline's approval panel: the rest of the timeline is a member's, kept offline).
 */
const withAdminParts: readonly ScreenKey[] = ['timeline'];

/**
 * Whether the app starting at a screen fetches the admin texts with it, so the screen is drawn at
 * once rather than after a second round for them (issue 61): the admin screens, and for an admin
 * the screens with admin parts.
 */
export const adminTextsFirst = (name: ScreenKey, admin: boolean): boolean =>
  textsOf(name).includes('admin') || (admin && withAdminParts.includes(name));
