/**
 * The electricity meter (DECISIONS §20, §23): what the readings the checklists take say was used,
 * per month and per stay.
 */

/** A meter reading from a checklist: its stay, its day (YYYY-MM-DD), the value, and which list. */
export interface MeterReading {
  booking: number;
  day: string;
  value: number;
  list: 'arrival' | 'departure';
}

/**
 * Electricity used, from the meter's readings (DECISIONS §20, §23): per month of `year`, the rise
 * from each reading to the next, counted in the month of the later one (a meter read lower than
 * before was changed: that step counts nothing); per stay leaving in `year`, its departure reading
 * less its arrival reading, or less the reading before it when none was taken on arrival.
 */
export function meterUsage(
  readings: readonly MeterReading[],
  year: number,
): { months: { month: string; kwh: number }[]; stays: { booking: number; kwh: number }[] } {
  const order = { departure: 0, arrival: 1 } as const;
  const sorted = [...readings].sort(
    (a, b) => a.day.localeCompare(b.day) || order[a.list] - order[b.list] || a.booking - b.booking,
  );
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    kwh: 0,
  }));
  const stays: { booking: number; kwh: number }[] = [];
  const rise = (from: number, to: number) => Math.max(0, to - from);
  sorted.forEach((reading, index) => {
    const before = sorted[index - 1];
    if (Number(reading.day.slice(0, 4)) !== year) return;
    if (before)
      months[Number(reading.day.slice(5, 7)) - 1]!.kwh += rise(before.value, reading.value);
    if (reading.list !== 'departure') return;
    const arrival = sorted.find(
      (other) => other.booking === reading.booking && other.list === 'arrival',
    );
    const start = arrival ?? before;
    if (start) stays.push({ booking: reading.booking, kwh: rise(start.value, reading.value) });
  });
  return { months, stays };
}
