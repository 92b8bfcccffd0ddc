import type { CalendarDate } from '@stuga/shared';

/** A range being chosen on the timeline: its first day, and its last once chosen. */
export type Selection = { from: CalendarDate; to?: CalendarDate } | null;

/**
 * The timeline's range selection (SPEC §4): the first click sets the start, the second completes
 * the range (swapped if earlier), a click while a range is complete starts again; past days, and
 * days not open for planning (DECISIONS §14: after the horizon), are ignored.
 */
export function nextSelection(
  selection: Selection,
  day: CalendarDate,
  today: CalendarDate,
  open: (day: CalendarDate) => boolean = () => true,
): Selection {
  if (day < today || !open(day)) return selection;
  if (!selection || selection.to) return { from: day };
  return day < selection.from
    ? { from: day, to: selection.from }
    : { from: selection.from, to: day };
}
