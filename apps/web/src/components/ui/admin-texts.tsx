import { useEffect, useState, type ReactNode } from 'react';
import { useLanguage, useT } from '@/lib/i18n';
import { LoadFailed } from './query-state';
import { ScreenLoading } from './screen-loading';

/**
 * Shows `children` once the admin screens' texts are in the catalogue (decision 0021): they are
 * fetched the first time an admin screen, the approval panel or the section editor appears.
 * `preload` starts fetching the screen's own code at the same time, so the two arrive together.
 * Until they are here it shows a loader (or, `quiet`, nothing), and a way to try again offline.
 */
export function AdminTexts({
  children,
  preload,
  quiet = false,
}: {
  children: ReactNode;
  preload?: () => Promise<unknown>;
  /** Shows nothing while they come, nor a failure (where nothing is on screen yet). */
  quiet?: boolean;
}) {
  const t = useT();
  const { adminTexts, wantAdminTexts } = useLanguage();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (adminTexts) return;
    // Its own failure shows when the screen itself fails to load.
    preload?.().catch(() => undefined);
    let live = true;
    wantAdminTexts().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [adminTexts, wantAdminTexts, preload, attempt]);
  if (adminTexts) return <>{children}</>;
  if (quiet) return null;
  if (failed) {
    const retry = () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    };
    return <LoadFailed message={t('common.networkError')} retry={retry} />;
  }
  return <ScreenLoading />;
}
