import type { Access, paths } from '@stuga/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type ScreenModule = Record<string, unknown>;

export interface LazyScreen {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the screen's code (before it is opened, e.g. on a hover). */
  preload: () => Promise<unknown>;
}

/** A screen whose code loads when it is first opened. */
function lazyScreen<M extends ScreenModule>(load: () => Promise<M>, name: keyof M): LazyScreen {
  return {
    Component: lazy(async () => ({ default: (await load())[name] as ComponentType })),
    preload: load,
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
  bookStay: lazyScreen(() => import('@/features/stays/routes/book-stay'), 'BookStayScreen'),
  timeline: lazyScreen(() => import('@/features/stays/routes/timeline'), 'TimelineScreen'),
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
  adminSettings: 'admin',
  adminMembers: 'admin',
  adminPhotos: 'admin',
  adminDonations: 'admin',
  adminImprovements: 'admin',
  adminInviteCodes: 'trusted',
};
