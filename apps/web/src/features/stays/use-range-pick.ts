import type { CalendarDate } from '@stuga/shared';
import { useEffect, useRef, useState } from 'react';
import { handRange, type ChosenRange } from './range-handoff';
import { nextSelection, type Selection } from './selection';

/** A chosen range stays highlighted this long (SPEC §9); the bar below keeps it. */
export const SELECTION_CLEAR_MS = 2000;

/**
 * Days picked on a calendar (SPEC §4, §9): the day shown, the range being chosen (highlighted
 * for a moment once whole, and handed to the booking page), and a line said about it.
 */
export function useRangePick(
  today: CalendarDate | undefined,
  open: (date: CalendarDate) => boolean,
) {
  const [selection, setSelection] = useState<Selection>(null);
  const [chosen, setChosen] = useState<ChosenRange | null>(null);
  const [day, setDay] = useState<CalendarDate | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const pick = (date: CalendarDate) => {
    if (!today) return;
    setDay(date);
    setNotice(null);
    const next = nextSelection(selection, date, today, open);
    if (next === selection) return;
    setSelection(next);
    window.clearTimeout(timer.current);
    if (next?.to) {
      const range = { from: next.from, to: next.to };
      handRange(range);
      setChosen(range);
      timer.current = window.setTimeout(() => setSelection(null), SELECTION_CLEAR_MS);
    } else {
      setChosen(null);
    }
  };
  const clear = () => {
    window.clearTimeout(timer.current);
    setSelection(null);
    setChosen(null);
    setDay(null);
    setNotice(null);
  };
  return { selection, chosen, day, notice, setNotice, pick, clear };
}
