import { paths } from '@stuga/shared';
import { createRoutesFromElements, Route, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { RequireAccess } from './require-access';
import { NotFoundScreen } from './routes/not-found';
import { screenAccess, screens, type ScreenKey } from './screens';

function Screen({ name }: { name: ScreenKey }) {
  const { Component } = screens[name];
  const need = screenAccess[name];
  return need ? (
    <RequireAccess need={need}>
      <Component />
    </RequireAccess>
  ) : (
    <Component />
  );
}

/**
 * Every screen, as children of the common layout (SPEC §2), for a data router (the booking page
 * asks before unsaved changes are left behind, which only a data router can do).
 */
export const routes: RouteObject[] = createRoutesFromElements(
  <Route element={<Layout />}>
    {(Object.keys(screens) as ScreenKey[]).map((name) => (
      <Route key={name} path={paths[name]} element={<Screen name={name} />} />
    ))}
    <Route path="*" element={<NotFoundScreen />} />
  </Route>,
);
