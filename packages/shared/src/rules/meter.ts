import { splitByWeights, type Weight } from './money.js';

/**
 * The electricity meter (DECISIONS §20, §23): what the readings the checklists take say was used,
 * per month and per stay, and a bill split by what each stay used.
 */

/** A meter reading from a checklist: its stay, its day (YYYY-MM-DD), the value, and which list. */
export interface MeterReading {
  booking: number;
  day: string;
  value: number;
  list: 'arrival' | 'departure';
}

/** Readings in the order the meter took them: by day, a departure before an arrival that day. */
function inOrder(readings: readonly MeterReading[]): MeterReading[] {
  const order = { departure: 0, arrival: 1 } as const;
  return [...readings].sort(
    (a, b) => a.day.localeCompare(b.day) || order[a.list] - order[b.list] || a.booking - b.booking,
  );
}

const rise = (from: number, to: number) => Math.max(0, to - from);

/**
 * What each stay used (DECISIONS §23), with its departure day: its departure reading less its
 * arrival reading, or less the reading before it when none was taken on arrival (a meter read lower
 * than before was changed: that stay counts nothing). A stay without a departure reading has none.
 */
export function stayUsage(
  readings: readonly MeterReading[],
): { booking: number; day: string; kwh: number }[] {
  const sorted = inOrder(readings);
  const stays: { booking: number; day: string; kwh: number }[] = [];
  sorted.forEach((reading, index) => {
    if (reading.list !== 'departure') return;
    const arrival = sorted.find(
      (other) => other.booking === reading.booking && other.list === 'arrival',
    );
    const start = arrival ?? sorted[index - 1];
    if (start)
      stays.push({
        booking: reading.booking,
        day: reading.day,
        kwh: rise(start.value, reading.value),
      });
  });
  return stays;
}

/**
 * Electricity used, from the meter's readings (DECISIONS §20, §23): per month of `year`, the rise
 * from each reading to the next, counted in the month of the later one (a meter read lower than
 * before was changed: that step counts nothing); per stay leaving in `year`, what it used
 * (`stayUsage`).
 */
export function meterUsage(
  readings: readonly MeterReading[],
  year: number,
): { months: { month: string; kwh: number }[]; stays: { booking: number; kwh: number }[] } {
  const sorted = inOrder(readings);
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    kwh: 0,
  }));
  sorted.forEach((reading, index) => {
    const before = sorted[index - 1];
    if (Number(reading.day.slice(0, 4)) !== year || !before) return;
    months[Number(reading.day.slice(5, 7)) - 1]!.kwh += rise(before.value, reading.value);
  });
  const stays = stayUsage(readings)
    .filter((stay) => Number(stay.day.slice(0, 4)) === year)
    .map(({ booking, kwh }) => ({ booking, kwh }));
  return { months, stays };
}

/** A member's part of a bill split by use: in öre, with the whole kWh their stays used. */
export interface UsagePart {
  member: number;
  amount: number;
  /** Whole kWh the member's stays used (0: their part is of the rest only). */
  kwh: number;
  /** Their share of the rest, in hundredths of a percent (0: not an owner). */
  share: number;
}

/**
 * An electricity bill split by what each stay used (DECISIONS §23), exactly in öre: each member pays
 * the whole kWh their stays used × the price per kWh (öre); what is left of the bill is split by the
 * owners' shares (`splitByWeights`). When the stays used more than the bill (a price set higher than
 * the bill's), the whole bill is split by the kWh and nothing is left. The parts always sum to the
 * amount. Empty when there is nobody to split among: no owner to take a rest that is more than 0.
 */
export function splitByUsage(
  amount: number,
  pricePerKwh: number,
  used: readonly Weight[],
  shares: readonly Weight[],
): UsagePart[] {
  if (!Number.isSafeInteger(pricePerKwh) || pricePerKwh <= 0) {
    throw new RangeError('A price per kWh is a whole number of öre, more than 0.');
  }
  const kwh = new Map<number, number>();
  for (const { member, weight } of used) kwh.set(member, (kwh.get(member) ?? 0) + weight);
  const share = new Map(shares.map(({ member, weight }) => [member, weight]));
  const members = [...new Set([...kwh.keys(), ...share.keys()])].sort((a, b) => a - b);
  const byUse = [...kwh].map(([member, weight]) => ({ member, weight }));
  const usedOre = byUse.reduce((sum, { weight }) => sum + weight * pricePerKwh, 0);
  const sign = amount < 0 ? -1 : 1;
  const whole = Math.abs(amount);
  const fromUse = new Map<number, number>();
  let rest = whole;
  if (usedOre >= whole) {
    for (const part of splitByWeights(whole, byUse)) fromUse.set(part.member, part.amount);
    rest = 0;
  } else {
    for (const { member, weight } of byUse) fromUse.set(member, weight * pricePerKwh);
    rest = whole - usedOre;
  }
  const fromRest = new Map(splitByWeights(rest, shares).map((part) => [part.member, part.amount]));
  // A rest with no owner to take it: nobody to split among. (No rest means the stays used it all.)
  if (rest > 0 && fromRest.size === 0) return [];
  return members.map((member) => {
    const part = (fromUse.get(member) ?? 0) + (fromRest.get(member) ?? 0);
    return {
      member,
      amount: part === 0 ? 0 : sign * part,
      kwh: kwh.get(member) ?? 0,
      share: share.get(member) ?? 0,
    };
  });
}
