import { paths } from '@stuga/shared';
import type { RouteObject } from 'react-router';
import { AboutScreen } from '@/features/content/routes/about';
import { HomeScreen } from '@/features/content/routes/home';
import { SignedOutScreen } from '@/features/content/routes/signed-out';
import { SubPageScreen } from '@/features/content/routes/sub-page';
import { Layout } from './layout';
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
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
