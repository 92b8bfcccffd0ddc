import { paths } from '@stuga/shared';
import { createRoutesFromElements, Route, useRoutes, type RouteObject } from 'react-router';
import { Texts } from '@/components/ui/admin-texts';
import { Layout } from './layout';
import { RequireAccess } from './require-access';
import { NotFoundScreen } from './routes/not-found';
import { screenAccess, screens, textsOf, type ScreenKey } from './screens';

function Screen({ name }: { name: ScreenKey }) {
  const { Component, preload } = screens[name];
  const need = screenAccess[name];
  const guarded = need ? (
    <RequireAccess need={need}>
      <Component />
    </RequireAccess>
  ) : (
    <Component />
  );
  const parts = textsOf(name);
  // The texts come with the screen, fetched beside its code.
  return parts.length ? (
    <Texts parts={parts} preload={preload}>
      {guarded}
    </Texts>
  ) : (
    guarded
  );
}

/**
 * Every screen, as children of the common layout (SPEC §2). The app runs them in a plain
 * `BrowserRouter` (`AppRoutes`), not a data router: it uses none of a data router's loaders or
 * blockers, and leaving that code out is 14 KB less on every first page (decision 0046).
 */
export const routes: RouteObject[] = createRoutesFromElements(
  <Route element={<Layout />}>
    {(Object.keys(screens) as ScreenKey[]).map((name) => (
      <Route key={name} path={paths[name]} element={<Screen name={name} />} />
    ))}
    <Route path="*" element={<NotFoundScreen />} />
  </Route>,
);

/** The screen at the router's address. */
export function AppRoutes() {
  return useRoutes(routes);
}
