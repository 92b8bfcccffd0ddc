import { useEffect, type ReactNode } from 'react';
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
  const { adminTexts, adminTextsFailed, wantAdminTexts } = useLanguage();
  // Asked for once: the provider brings them for whatever language is shown, now or later.
  useEffect(() => {
    // Its own failure shows when the screen itself fails to load.
    preload?.().catch(() => undefined);
    wantAdminTexts();
  }, [wantAdminTexts, preload]);
  if (adminTexts) return <>{children}</>;
  if (quiet) return null;
  if (adminTextsFailed) {
    return <LoadFailed message={t('common.networkError')} retry={wantAdminTexts} />;
  }
  return <ScreenLoading />;
}
