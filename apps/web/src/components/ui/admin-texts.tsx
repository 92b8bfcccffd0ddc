import { useEffect, useRef, type ReactNode } from 'react';
import { useLanguage, useT, type TextPart } from '@/lib/i18n';
import { LoadFailed } from './query-state';
import { ScreenLoading } from './screen-loading';

interface TextsProps {
  children: ReactNode;
  /** Starts fetching the screen's own code at the same time, so the two arrive together. */
  preload?: () => Promise<unknown>;
  /** Shows nothing while they come, nor a failure (where nothing is on screen yet). */
  quiet?: boolean;
}

/**
 * Shows `children` once the texts of `parts` are in the catalogue: every screen but a visitor's
 * Home needs the whole catalogue (decision 0047), the admin screens their own texts as well
 * (decision 0021). They are fetched the first time something needing them appears. Until they
 * are here it shows a loader (or, `quiet`, nothing), and a way to try again offline.
 */
export function Texts({
  parts,
  children,
  preload,
  quiet = false,
}: TextsProps & { parts: readonly TextPart[] }) {
  const t = useT();
  const { hasTexts, textsFailed, wantTexts } = useLanguage();
  const key = parts.join();
  // Asked for once: the provider brings them for whatever language is shown, now or later.
  useEffect(() => {
    // Its own failure shows when the screen itself fails to load.
    preload?.().catch(() => undefined);
    for (const part of key.split(',') as TextPart[]) wantTexts(part);
  }, [wantTexts, preload, key]);
  const failed = parts.some((part) => textsFailed[part]);
  // A browser may keep a failed import as failed and never ask for the file again (Chromium
  // does): when trying again fails with the network there, the page is loaded anew, which asks.
  const retried = useRef(false);
  useEffect(() => {
    if (failed && retried.current && navigator.onLine) window.location.reload();
  }, [failed]);
  if (parts.every((part) => hasTexts[part])) return <>{children}</>;
  if (quiet) return null;
  if (failed) {
    const retry = () => {
      retried.current = true;
      parts.filter((part) => !hasTexts[part]).forEach(wantTexts);
    };
    return <LoadFailed message={t('common.networkError')} retry={retry} />;
  }
  return <ScreenLoading />;
}

const ADMIN: readonly TextPart[] = ['all', 'admin'];

/**
 * The admin screens' texts and every screen's (decision 0021): for an admin screen, the approval
 * panel, the section editor.
 */
export function AdminTexts(props: TextsProps) {
  return <Texts parts={ADMIN} {...props} />;
}
