import { paths } from '@stuga/shared';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomeScreen } from '@/features/content/routes/home';
import { Layout } from './layout';
import { RequireAccess, type ScreenAccess } from './require-access';
import { NotFoundScreen } from './routes/not-found';
import { RouteErrorScreen } from './routes/route-error';

/**
 * A screen loaded when first opened, so the first visit downloads only the layout and Home.
 * With `need`, the screen is for some roles only.
 */
function screen(
  load: () => Promise<ComponentType>,
  need?: ScreenAccess,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Screen = await load();
      return {
        element: need ? (
          <RequireAccess need={need}>
            <Screen />
          </RequireAccess>
        ) : (
          <Screen />
        ),
      };
    },
  };
}

/** Every screen, as children of the common layout (SPEC §2). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.home, element: <HomeScreen /> },
      {
        path: paths.about,
        ...screen(() => import('@/features/content/routes/about').then((m) => m.AboutScreen)),
      },
      {
        path: paths.subPage,
        ...screen(() => import('@/features/content/routes/sub-page').then((m) => m.SubPageScreen)),
      },
      {
        path: paths.signedOut,
        ...screen(() =>
          import('@/features/content/routes/signed-out').then((m) => m.SignedOutScreen),
        ),
      },
      {
        path: paths.login,
        ...screen(() => import('@/features/auth/routes/login').then((m) => m.LoginScreen)),
      },
      {
        path: paths.signup,
        ...screen(() => import('@/features/auth/routes/signup').then((m) => m.SignupScreen)),
      },
      {
        path: paths.invite,
        ...screen(() =>
          import('@/features/invites/routes/invite-landing').then((m) => m.InviteLandingScreen),
        ),
      },
      {
        path: paths.reset,
        ...screen(() =>
          import('@/features/auth/routes/reset-landing').then((m) => m.ResetLandingScreen),
        ),
      },
      {
        path: paths.guestbook,
        ...screen(() =>
          import('@/features/guestbook/routes/guestbook').then((m) => m.GuestbookScreen),
        ),
      },
      {
        path: paths.guide,
        ...screen(() => import('@/features/guides/routes/guide').then((m) => m.GuideScreen)),
      },
      {
        path: paths.contact,
        ...screen(() => import('@/features/contact/routes/contact').then((m) => m.ContactScreen)),
      },
      {
        path: paths.admin,
        ...screen(
          () => import('@/features/admin/routes/admin-hub').then((m) => m.AdminHubScreen),
          'admin',
        ),
      },
      {
        path: paths.adminInviteCodes,
        ...screen(
          () =>
            import('@/features/invites/routes/invite-generator').then(
              (m) => m.InviteGeneratorScreen,
            ),
          'trusted',
        ),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
