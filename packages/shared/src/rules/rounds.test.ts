import { describe, expect, it } from 'vitest';
import { DEFAULT_HIGH_SEASON } from './fair-share.js';
import { blocksBesideBookings, blocksExcluding, isoWeekOf, seasonBlocks } from './rounds.js';

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

  it('makes the summer into blocks of a week with the four cleaning days between them', () => {
    const summer = seasonBlocks(DEFAULT_HIGH_SEASON, '2027-06-01', '2027-08-31');
    expect(summer).toEqual([
      { from: '2027-06-21', to: '2027-06-27', name: { kind: 'midsummer' } },
      // Four days after Midsummer week ends, summer begins on 1 July: a week from then.
      { from: '2027-07-01', to: '2027-07-07', name: week(26) },
      { from: '2027-07-11', to: '2027-07-17', name: week(27) },
      { from: '2027-07-21', to: '2027-07-27', name: week(29) },
      { from: '2027-07-31', to: '2027-08-06', name: week(30) },
      // The season's last days, six nights to 15 August.
      { from: '2027-08-10', to: '2027-08-15', name: week(32) },
    ]);
    // Every block can be given: none excludes another (DECISIONS §18).
    expect(blocksExcluding(summer)).toEqual([]);
  });

  it('leaves out what is under four days, and keeps to the span given', () => {
    // A span that ends on a Tuesday: a block to that day.
    expect(seasonBlocks(DEFAULT_HIGH_SEASON, '2027-07-05', '2027-07-13')).toEqual([
      { from: '2027-07-05', to: '2027-07-11', name: week(27) },
    ]);
    // Three days of season left before the span ends: no block.
    expect(seasonBlocks(DEFAULT_HIGH_SEASON, '2027-08-13', '2027-08-31')).toEqual([]);
  });

  it('crosses New Year, and makes the sportlov weeks into blocks with the cleaning days between', () => {
    const winter = seasonBlocks(DEFAULT_HIGH_SEASON, '2027-12-01', '2028-01-31');
    expect(winter).toEqual([
      { from: '2027-12-20', to: '2027-12-26', name: week(51) },
      { from: '2027-12-30', to: '2028-01-05', name: week(52) },
    ]);
    const sportlov = seasonBlocks(DEFAULT_HIGH_SEASON, '2028-02-01', '2028-03-31');
    expect(sportlov.map((block) => [block.from, block.to])).toEqual([
      ['2028-02-14', '2028-02-20'],
      ['2028-02-24', '2028-03-01'],
      ['2028-03-05', '2028-03-11'],
    ]);
    expect(blocksExcluding([...winter, ...sportlov])).toEqual([]);
  });

  it('says which blocks an admin set closer exclude each other', () => {
    const weeks = [
      { name: 'Week 27', from: '2027-07-05', to: '2027-07-11' },
      { name: 'Week 28', from: '2027-07-12', to: '2027-07-18' },
      { name: 'Week 30', from: '2027-07-26', to: '2027-08-01' },
      { name: 'Week 31', from: '2027-08-02', to: '2027-08-08' },
    ];
    expect(blocksExcluding(weeks).map(([a, b]) => [a.name, b.name])).toEqual([
      ['Week 27', 'Week 28'],
      ['Week 30', 'Week 31'],
    ]);
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
