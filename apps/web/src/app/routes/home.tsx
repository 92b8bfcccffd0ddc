import { Suspense, useState, type ComponentType } from 'react';
import { HomeScreen } from '@/features/content/routes/home';
import { lazyPart } from '@/lib/lazy-part';
import { Texts } from '@/components/ui/admin-texts';
import { sessionStore } from '@/lib/session-store';

const ALL = ['all'] as const;

let memberHome: ComponentType<{ onSettled: () => void }> | undefined;
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
  // The member's part is drawn whole once its reads are in; the carousel below it waits till then.
  const [settled, setSettled] = useState(false);
  const settle = () => setSettled(true);
  return (
    <HomeScreen
      hold={!settled}
      member={
        // Its texts are not the first page's: a member's app starts with them all (main.tsx).
        <Texts parts={ALL} quiet>
          {MemberHome ? (
            <MemberHome onSettled={settle} />
          ) : (
            <Suspense fallback={null}>
              <LazyMemberHome onSettled={settle} />
            </Suspense>
          )}
        </Texts>
      }
    />
  );
}
