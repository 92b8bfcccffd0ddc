import { paths } from '@stuga/shared';
import type { RouteObject } from 'react-router';
import { AdminHubScreen } from '@/features/admin/routes/admin-hub';
import { LoginScreen } from '@/features/auth/routes/login';
import { ResetLandingScreen } from '@/features/auth/routes/reset-landing';
import { SignupScreen } from '@/features/auth/routes/signup';
import { ContactScreen } from '@/features/contact/routes/contact';
import { AboutScreen } from '@/features/content/routes/about';
import { HomeScreen } from '@/features/content/routes/home';
import { SignedOutScreen } from '@/features/content/routes/signed-out';
import { SubPageScreen } from '@/features/content/routes/sub-page';
import { GuestbookScreen } from '@/features/guestbook/routes/guestbook';
import { GuideScreen } from '@/features/guides/routes/guide';
import { InviteGeneratorScreen } from '@/features/invites/routes/invite-generator';
import { InviteLandingScreen } from '@/features/invites/routes/invite-landing';
import { Layout } from './layout';
import { RequireAccess } from './require-access';
import { NotFoundScreen } from './routes/not-found';
import { RouteErrorScreen } from './routes/route-error';

/** Every screen, as children of the common layout (SPEC §2). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.home, element: <HomeScreen /> },
      { path: paths.about, element: <AboutScreen /> },
      { path: paths.subPage, element: <SubPageScreen /> },
      { path: paths.signedOut, element: <SignedOutScreen /> },
      { path: paths.login, element: <LoginScreen /> },
      { path: paths.signup, element: <SignupScreen /> },
      { path: paths.invite, element: <InviteLandingScreen /> },
      { path: paths.reset, element: <ResetLandingScreen /> },
      { path: paths.guestbook, element: <GuestbookScreen /> },
      { path: paths.guide, element: <GuideScreen /> },
      { path: paths.contact, element: <ContactScreen /> },
      {
        path: paths.admin,
        element: (
          <RequireAccess need="admin">
            <AdminHubScreen />
          </RequireAccess>
        ),
      },
      {
        path: paths.adminInviteCodes,
        element: (
          <RequireAccess need="trusted">
            <InviteGeneratorScreen />
          </RequireAccess>
        ),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
