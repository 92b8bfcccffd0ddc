import { lazy, Suspense, type ComponentType } from 'react';
import { HomeScreen } from '@/features/content/routes/home';
import { sessionStore } from '@/lib/session-store';

let memberHome: ComponentType | undefined;
const loadMemberHome = () =>
  import('./home-member').then((module) => (memberHome = module.MemberHome));
const LazyMemberHome = lazy(() => loadMemberHome().then(() => ({ default: memberHome! })));

/**
 * A member's part of Home is not code a visitor's first page fetches (decision 0044). For a
 * member it comes with the screen (the screen table waits for this), so Home is drawn whole
 * rather than growing under the greeting; offline, the screen shows without it.
 */
export const prepare = () =>
  sessionStore.get() ? loadMemberHome().catch(() => undefined) : undefined;

/** Home as the app composes it: the member's part below the greeting (only members see it). */
export function HomeWithStays() {
  const MemberHome = memberHome;
  return (
    <HomeScreen
      afterGreeting={
        MemberHome ? (
          <MemberHome />
        ) : (
          <Suspense fallback={null}>
            <LazyMemberHome />
          </Suspense>
        )
      }
    />
  );
}
