import { Suspense, type ComponentType } from 'react';
import { HomeScreen } from '@/features/content/routes/home';
import { lazyPart } from '@/lib/lazy-part';
import { Texts } from '@/components/ui/admin-texts';
import { sessionStore } from '@/lib/session-store';

const ALL = ['all'] as const;

let memberHome: ComponentType | undefined;
const loadMemberHome = () =>
  import('./home-member').then((module) => (memberHome = module.MemberHome));
const LazyMemberHome = lazyPart(() => loadMemberHome().then(() => ({ default: memberHome! })));

/**
 * A member's part of Home is not code a visitor's first page fetches (decision 0044). For a
 * member it comes with the screen (the screen table waits for this), so Home is drawn whole
 * rather than growing under the greeting; offline, the screen shows without it.
 */
export const prepare = () =>
  sessionStore.get() ? loadMemberHome().catch(() => undefined) : undefined;

/** Home as the app composes it: the member's part, the greeting first (only members see it). */
export function HomeWithStays() {
  const MemberHome = memberHome;
  return (
    <HomeScreen
      member={
        // Its texts are not the first page's: a member's app starts with them all (main.tsx).
        <Texts parts={ALL} quiet>
          {MemberHome ? (
            <MemberHome />
          ) : (
            <Suspense fallback={null}>
              <LazyMemberHome />
            </Suspense>
          )}
        </Texts>
      }
    />
  );
}
