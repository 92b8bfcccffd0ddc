import { fromWireDate, type FairShare, type HistoryEntry } from '@stuga/shared';
import { useMemo } from 'react';
import { useHouseName } from '@/lib/house-name';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { statusLabel } from './status';

/**
 * The stay screens' sentences built from data, in the shown language: a change of an option's
 * status, who made it, and a member's fair share.
 */
export function useStayWords() {
  const t = useT();
  const format = useFormat();
  const house = useHouseName();
  return useMemo(
    () => ({
      /** A stay's days as the wire writes them (YYYY/MM/DD), in the shown language. */
      dates: (stay: { from: string; to: string }) =>
        t('stays.dates', {
          from: format.day(fromWireDate(stay.from)),
          to: format.day(fromWireDate(stay.to)),
        }),
      /** "Pending → Approved", or "Made as Pending". */
      change: (entry: HistoryEntry) =>
        entry.from_status
          ? t('stays.words.change', {
              from: t(statusLabel[entry.from_status]),
              to: t(statusLabel[entry.to_status]),
            })
          : t('stays.words.made', { status: t(statusLabel[entry.to_status]) }),
      /** Who made a change: a person, or the app itself (a validity that passed). */
      actor: (entry: HistoryEntry) => entry.actor ?? t('stays.words.validityPassed', { house }),
      /** "This year: 12 nights · high season 0 · declined 2" (· cancelled N when any). */
      fairShare: (share: FairShare, year?: number) =>
        t('stays.words.fairShare', {
          label: year === undefined ? t('stays.words.thisYear') : String(year),
          nights: share.nights,
          high: share.high_season_nights,
          declined: share.declined,
          cancelled: share.cancelled,
        }),
    }),
    [t, format, house],
  );
}
