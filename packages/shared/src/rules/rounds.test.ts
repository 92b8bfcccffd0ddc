import { describe, expect, it } from 'vitest';
import { DEFAULT_HIGH_SEASON } from './fair-share.js';
import { blocksBesideBookings, isoWeekOf, seasonBlocks } from './rounds.js';

const week = (week: number) => ({ kind: 'week', week });

describe("a round's blocks made from the high season (DECISIONS §18)", () => {
  it('numbers weeks as ISO 8601 does, over the turn of the year', () => {
    // 2026 begins on a Thursday, so it has 53 weeks; 3 January 2027 is still in its last.
    expect(['2026-12-28', '2026-12-31', '2027-01-03', '2027-01-04'].map(isoWeekOf)).toEqual([
      53, 53, 53, 1,
    ]);
    expect(['2021-01-01', '2021-01-04', '2027-07-12', '2027-07-18'].map(isoWeekOf)).toEqual([
      53, 1, 28, 28,
    ]);
  });

  it('makes the summer into Midsummer week and one block a week, the first from July 1', () => {
    expect(seasonBlocks(DEFAULT_HIGH_SEASON, '2027-06-01', '2027-08-31')).toEqual([
      { from: '2027-06-21', to: '2027-06-27', name: { kind: 'midsummer' } },
      // 1 July 2027 is a Thursday: its week has four summer days, enough for a block.
      { from: '2027-07-01', to: '2027-07-04', name: week(26) },
      { from: '2027-07-05', to: '2027-07-11', name: week(27) },
      { from: '2027-07-12', to: '2027-07-18', name: week(28) },
      { from: '2027-07-19', to: '2027-07-25', name: week(29) },
      { from: '2027-07-26', to: '2027-08-01', name: week(30) },
      { from: '2027-08-02', to: '2027-08-08', name: week(31) },
      { from: '2027-08-09', to: '2027-08-15', name: week(32) },
    ]);
  });

  it('leaves out weeks with under four high-season days, and keeps to the span given', () => {
    // 2026: summer ends on Saturday 15 August, so week 33 (from the 10th) has six days.
    const summer = seasonBlocks(DEFAULT_HIGH_SEASON, '2026-07-01', '2026-08-31');
    expect(summer.at(-1)).toEqual({ from: '2026-08-10', to: '2026-08-15', name: week(33) });
    // 1 July 2026 is a Wednesday: five summer days in its week, a block.
    expect(summer[0]).toEqual({ from: '2026-07-01', to: '2026-07-05', name: week(27) });
    // A span that ends on a Tuesday leaves that week's two days out.
    expect(seasonBlocks(DEFAULT_HIGH_SEASON, '2027-07-05', '2027-07-13')).toEqual([
      { from: '2027-07-05', to: '2027-07-11', name: week(27) },
    ]);
  });

  it('crosses New Year, and makes each sportlov week a block', () => {
    expect(seasonBlocks(DEFAULT_HIGH_SEASON, '2027-12-01', '2028-01-31')).toEqual([
      { from: '2027-12-20', to: '2027-12-26', name: week(51) },
      { from: '2027-12-27', to: '2028-01-02', name: week(52) },
      { from: '2028-01-03', to: '2028-01-06', name: week(1) },
    ]);
    expect(
      seasonBlocks(DEFAULT_HIGH_SEASON, '2028-02-01', '2028-03-31').map((b) => b.name),
    ).toEqual([7, 8, 9, 10].map(week));
  });

  it('leaves out the blocks that clash with a booking, saying with which', () => {
    const blocks = [
      { id: 1, from: '2027-07-05', to: '2027-07-11' },
      { id: 2, from: '2027-07-19', to: '2027-07-25' },
      { id: 3, from: '2027-08-02', to: '2027-08-08' },
    ];
    const overlapping = { id: 10, from: '2027-07-10', to: '2027-07-12' };
    // Leaves three days before block 2 arrives: the cleaning buffer breaks.
    const tooClose = { id: 11, from: '2027-07-13', to: '2027-07-16' };
    // Leaves four days before block 3 arrives: fine.
    const clear = { id: 12, from: '2027-07-27', to: '2027-07-29' };
    const { kept, leftOut } = blocksBesideBookings(blocks, [clear, tooClose, overlapping]);
    expect(kept.map((b) => b.id)).toEqual([3]);
    expect(leftOut.map(({ block, booking }) => [block.id, booking.id])).toEqual([
      [1, 10],
      [2, 11],
    ]);
  });
});
