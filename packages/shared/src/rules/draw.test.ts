import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawLots,
  drawOrder,
  MAX_DRAW_SEED,
  runDraw,
  type DrawBallot,
  type DrawBlock,
  type DrawInput,
  type DrawResult,
  type DrawStanding,
} from './draw.js';

// Days between two calendar dates, counted here with the platform's own clock arithmetic rather
// than the rules' date functions, so the reference below shares no code with the draw.
const day = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const days = (from: string, to: string) => Math.round((day(to) - day(from)) / 86_400_000);
const dateAt = (offset: number) =>
  new Date(Date.UTC(2027, 5, 1) + offset * 86_400_000).toISOString().slice(0, 10);

interface Dates {
  from: string;
  to: string;
}

/** DECISIONS §9 in its own words: A before B clash when B arrives under four days after A leaves. */
function clash(a: Dates, b: Dates): boolean {
  const [first, second] = day(a.from) <= day(b.from) ? [a, b] : [b, a];
  return days(first.to, second.from) < 4;
}

/**
 * The draw as DECISIONS §18 tells it, written apart from the module: every slot of the order is
 * filled in turn by whoever has the best claim to it, and every turn tries the ballot's blocks
 * one by one against everything given and held.
 */
function referenceDraw(input: DrawInput): DrawResult {
  const lots = drawLots(
    input.ballots.map((b) => b.member),
    input.seed,
  );
  const nights = (m: number) => input.standings.find((s) => s.member === m)?.highSeasonNights ?? 0;
  const empty = (m: number) => input.standings.find((s) => s.member === m)?.emptyRounds ?? 0;
  const byNights = [...lots].sort(
    (a, b) => nights(a) - nights(b) || lots.indexOf(a) - lots.indexOf(b),
  );

  // Slot by slot: a member who moved up and whose moved-up place has come claims it (the best
  // by nights first); otherwise the next member who did not move.
  const order: number[] = [];
  const left = [...byNights];
  for (let slot = 0; slot < byNights.length; slot += 1) {
    const mover = left.find((m) => empty(m) > 0 && byNights.indexOf(m) - empty(m) <= slot);
    const next = mover ?? left.find((m) => empty(m) === 0)!;
    order.push(next);
    left.splice(left.indexOf(next), 1);
  }

  const given: DrawResult['given'] = [];
  const passes: DrawResult['passes'] = [];
  const firstCap = Math.min(input.firstPassCap, input.totalCap);
  const passCount = firstCap > 0 ? 1 + Math.max(0, input.totalCap - firstCap) : 0;
  for (let pass = 1; pass <= passCount; pass += 1) {
    const turns: DrawResult['passes'][number] = [];
    const members = pass % 2 === 1 ? order : [...order].reverse();
    for (const member of members) {
      const ranking = input.ballots.find((b) => b.member === member)!.ranking;
      const turn: DrawResult['passes'][number][number] = {
        member,
        given: [],
        nothingFree: false,
      };
      const limit = pass === 1 ? firstCap : 1;
      for (let k = 0; k < limit; k += 1) {
        if (given.filter((g) => g.member === member).length >= input.totalCap) break;
        let found = false;
        for (let rank = 0; rank < ranking.length && !found; rank += 1) {
          const block = input.blocks.find((b) => b.id === ranking[rank]);
          if (!block || given.some((g) => g.block === block.id)) continue;
          const busy = [
            ...input.held,
            ...given.map((g) => input.blocks.find((b) => b.id === g.block)!),
          ];
          if (busy.some((stay) => clash(stay, block))) continue;
          given.push({ block: block.id, member, pass });
          turn.given.push({ block: block.id, rank: rank + 1 });
          found = true;
        }
        if (!found) {
          turn.nothingFree = true;
          // Why each block ranked and not theirs was not free: given, too close to one given
          // (the first given that clashes), or a held stay.
          turn.missed = [];
          ranking.forEach((id, index) => {
            const block = input.blocks.find((b) => b.id === id);
            const owner = given.find((g) => g.block === id)?.member;
            if (!block || owner === member) return;
            const rank = index + 1;
            if (owner !== undefined) {
              turn.missed!.push({ block: id, rank, because: { kind: 'given', member: owner } });
              return;
            }
            const near = given.find((g) =>
              clash(
                input.blocks.find((b) => b.id === g.block)!,
                block,
              ),
            );
            turn.missed!.push({
              block: id,
              rank,
              because: near
                ? { kind: 'tooClose', block: near.block, member: near.member }
                : { kind: 'booked' },
            });
          });
          break;
        }
      }
      turns.push(turn);
    }
    passes.push(turns);
  }
  return {
    order: order.map((member, index) => ({
      place: index + 1,
      member,
      highSeasonNights: nights(member),
      emptyRounds: empty(member),
      placeByNights: byNights.indexOf(member) + 1,
      lot: lots.indexOf(member) + 1,
    })),
    passes,
    given,
    unclaimed: input.blocks
      .map((b) => b.id)
      .filter((id) => !given.some((g) => g.block === id))
      .sort((a, b) => a - b),
  };
}

/** Summer weeks from Saturday to Saturday, as a round's blocks usually are. */
const weeks = (count: number): DrawBlock[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    from: dateAt(i * 7),
    to: dateAt(i * 7 + 7),
  }));

const round = (overrides: Partial<DrawInput>): DrawInput => ({
  blocks: weeks(6),
  ballots: [],
  standings: [],
  held: [],
  seed: 7,
  firstPassCap: 1,
  totalCap: 2,
  ...overrides,
});

/** Random rounds: up to 60 voters and 30 blocks of 2 to 10 nights anywhere in a 100-day season. */
const rounds = fc
  .record({
    blockCount: fc.integer({ min: 1, max: 30 }),
    memberCount: fc.integer({ min: 1, max: 60 }),
    seed: fc.integer({ min: 0, max: MAX_DRAW_SEED }),
    firstPassCap: fc.integer({ min: 0, max: 3 }),
    totalCap: fc.integer({ min: 0, max: 4 }),
  })
  .chain(({ blockCount, memberCount, ...rest }) =>
    fc.record({
      blocks: fc.tuple(
        ...Array.from({ length: blockCount }, (_, i) =>
          fc
            .record({
              start: fc.integer({ min: 0, max: 100 }),
              nights: fc.integer({ min: 2, max: 10 }),
            })
            .map(({ start, nights }) => ({
              id: i + 1,
              from: dateAt(start),
              to: dateAt(start + nights),
            })),
        ),
      ),
      ballots: fc.tuple(
        ...Array.from({ length: memberCount }, (_, i) =>
          fc
            .shuffledSubarray(
              Array.from({ length: blockCount }, (_, b) => b + 1),
              { minLength: 0, maxLength: blockCount },
            )
            .map((ranking): DrawBallot => ({ member: 100 + i * 3, ranking })),
        ),
      ),
      standings: fc.tuple(
        ...Array.from({ length: memberCount }, (_, i) =>
          fc
            .record({
              highSeasonNights: fc.integer({ min: 0, max: 8 }).map((n) => n * 7),
              emptyRounds: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 })),
            })
            .map((s): DrawStanding => ({ member: 100 + i * 3, ...s })),
        ),
      ),
      held: fc.array(
        fc
          .record({
            start: fc.integer({ min: -10, max: 110 }),
            nights: fc.integer({ min: 1, max: 14 }),
          })
          .map(({ start, nights }) => ({ from: dateAt(start), to: dateAt(start + nights) })),
        { maxLength: 3 },
      ),
      seed: fc.constant(rest.seed),
      firstPassCap: fc.constant(rest.firstPassCap),
      totalCap: fc.constant(rest.totalCap),
    }),
  );

describe('the high-season draw (DECISIONS §18)', () => {
  it('gives the same result for the same seed, and shuffles ties by it', () => {
    const ballots = [1, 2, 3, 4, 5, 6].map((member) => ({ member, ranking: [1, 2, 3] }));
    const input = round({ ballots });
    expect(runDraw(input)).toEqual(runDraw(structuredClone(input)));
    // The lots are a shuffle of the voters, the same one for the same seed.
    expect([...drawLots([6, 5, 4, 3, 2, 1], 7)].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(drawLots([1, 2, 3, 4, 5, 6], 7)).toEqual(drawLots([6, 5, 4, 3, 2, 1], 7));
    const firsts = new Set(
      Array.from({ length: 40 }, (_, seed) => drawLots([1, 2, 3, 4, 5, 6], seed)[0]),
    );
    expect(firsts.size).toBe(6);
    expect(() => drawLots([1], -1)).toThrow(RangeError);
    expect(() => drawLots([1], MAX_DRAW_SEED + 1)).toThrow(RangeError);
    expect(() => drawLots([1], 1.5)).toThrow(RangeError);
  });

  it('gives every voter an even chance in the shuffle', () => {
    const counts = [0, 0, 0, 0];
    for (let seed = 0; seed < 4000; seed += 1) counts[drawLots([1, 2, 3, 4], seed)[0]! - 1]! += 1;
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(120);
  });

  it('lets the member with fewer high-season nights pick first', () => {
    const ballots = [
      { member: 1, ranking: [1] },
      { member: 2, ranking: [1] },
    ];
    for (let seed = 0; seed < 20; seed += 1) {
      const result = runDraw(
        round({
          ballots,
          seed,
          standings: [
            { member: 1, highSeasonNights: 14, emptyRounds: 0 },
            { member: 2, highSeasonNights: 7, emptyRounds: 0 },
          ],
        }),
      );
      expect(result.order.map((line) => line.member)).toEqual([2, 1]);
      expect(result.given).toEqual([{ block: 1, member: 2, pass: 1 }]);
      expect(result.passes[0]![1]).toEqual({
        member: 1,
        given: [],
        nothingFree: true,
        missed: [{ block: 1, rank: 1, because: { kind: 'given', member: 2 } }],
      });
    }
  });

  it('moves a member up one place for each earlier round in which they got nothing', () => {
    const ballots = [1, 2, 3, 4].map((member) => ({ member, ranking: [1] }));
    const standings = [1, 2, 3, 4].map((member) => ({
      member,
      highSeasonNights: member * 7,
      emptyRounds: member === 4 ? 2 : 0,
    }));
    const order = drawOrder({ ballots, standings, seed: 1 });
    expect(order.map((line) => line.member)).toEqual([1, 4, 2, 3]);
    expect(order[1]).toMatchObject({ place: 2, placeByNights: 4, emptyRounds: 2 });
    // Two who move up one each both move: neither is held back by the other.
    const two = drawOrder({
      ballots,
      seed: 1,
      standings: standings.map((s) => ({
        ...s,
        emptyRounds: s.member >= 2 && s.member <= 3 ? 1 : 0,
      })),
    });
    expect(two.map((line) => line.member)).toEqual([2, 3, 1, 4]);
  });

  it('snakes: the order reverses in each pass', () => {
    const ballots = [1, 2, 3].map((member) => ({ member, ranking: [1, 2, 3, 4, 5, 6] }));
    const standings = [1, 2, 3].map((member) => ({
      member,
      highSeasonNights: member,
      emptyRounds: 0,
    }));
    // Weeks apart enough for anyone to hold two: every other week.
    const blocks = weeks(12)
      .filter((_, i) => i % 2 === 0)
      .map((b, i) => ({ ...b, id: i + 1 }));
    const result = runDraw(round({ ballots, standings, blocks }));
    expect(result.passes.map((turns) => turns.map((t) => t.member))).toEqual([
      [1, 2, 3],
      [3, 2, 1],
    ]);
    expect(result.given).toEqual([
      { block: 1, member: 1, pass: 1 },
      { block: 2, member: 2, pass: 1 },
      { block: 3, member: 3, pass: 1 },
      { block: 4, member: 3, pass: 2 },
      { block: 5, member: 2, pass: 2 },
      { block: 6, member: 1, pass: 2 },
    ]);
  });

  it('says truly why a member got nothing: the block given to another, or too close to one', () => {
    // Christmas week begins a day after Week 51 ends: whoever gets one excludes the other.
    const blocks = [
      { id: 1, from: '2027-12-13', to: '2027-12-19' },
      { id: 2, from: '2027-12-20', to: '2027-12-26' },
      { id: 3, from: '2028-01-10', to: '2028-01-16' },
    ];
    const result = runDraw(
      round({
        blocks,
        ballots: [
          { member: 1, ranking: [1] },
          { member: 2, ranking: [2, 1] },
        ],
        standings: [
          { member: 1, highSeasonNights: 0, emptyRounds: 0 },
          { member: 2, highSeasonNights: 30, emptyRounds: 0 },
        ],
        held: [{ from: '2028-01-12', to: '2028-01-14' }],
        totalCap: 1,
      }),
    );
    expect(result.given).toEqual([{ block: 1, member: 1, pass: 1 }]);
    expect(result.passes[0]![1]).toEqual({
      member: 2,
      given: [],
      nothingFree: true,
      missed: [
        { block: 2, rank: 1, because: { kind: 'tooClose', block: 1, member: 1 } },
        { block: 1, rank: 2, because: { kind: 'given', member: 1 } },
      ],
    });
    // Christmas week went to nobody: the round says so, and why she did not get it is true.
    expect(result.unclaimed).toEqual([2, 3]);
  });

  it('holds the caps, and gives no block that clashes with one given or held', () => {
    const ballots = [{ member: 1, ranking: [1, 2, 3, 4, 5, 6] }];
    // Back-to-back weeks clash (the same changeover day), so one member gets weeks 1 and 3.
    expect(runDraw(round({ ballots })).given.map((g) => g.block)).toEqual([1, 3]);
    expect(runDraw(round({ ballots, totalCap: 1 })).given.map((g) => g.block)).toEqual([1]);
    expect(
      runDraw(round({ ballots, firstPassCap: 2, totalCap: 3 })).passes.map(
        (p) => p[0]!.given.length,
      ),
    ).toEqual([2, 1]);
    // A booking until week 1's fourth day keeps week 1 from anyone; week 2 starts four days after.
    const held = [{ from: dateAt(-6), to: dateAt(3) }];
    expect(runDraw(round({ ballots: [{ member: 1, ranking: [1, 2] }], held })).given).toEqual([
      { block: 2, member: 1, pass: 1 },
    ]);
  });

  it('equals a separately written reference on 1 000 random rounds, and breaks no rule', () => {
    fc.assert(
      fc.property(rounds, (input) => {
        const result = runDraw(input);
        expect(result).toEqual(referenceDraw(input));
        const byId = new Map(input.blocks.map((b) => [b.id, b]));
        const given = result.given.map((g) => byId.get(g.block)!);
        // No two given blocks clash, and none clashes with a booking held.
        for (let i = 0; i < given.length; i += 1) {
          for (let j = i + 1; j < given.length; j += 1)
            expect(clash(given[i]!, given[j]!)).toBe(false);
          for (const held of input.held) expect(clash(given[i]!, held)).toBe(false);
        }
        // Caps hold; everyone drawn is a voter; every block is given or unclaimed, once.
        const firstCap = Math.min(input.firstPassCap, input.totalCap);
        for (const ballot of input.ballots) {
          const mine = result.given.filter((g) => g.member === ballot.member);
          expect(mine.length).toBeLessThanOrEqual(input.totalCap);
          expect(mine.filter((g) => g.pass === 1).length).toBeLessThanOrEqual(firstCap);
          for (const g of mine) expect(ballot.ranking).toContain(g.block);
        }
        expect(
          [...result.given.map((g) => g.block), ...result.unclaimed].sort((a, b) => a - b),
        ).toEqual(input.blocks.map((b) => b.id));
        // No member moves down for having had nothing before; nobody moves up without it.
        for (const line of result.order) {
          if (line.emptyRounds > 0) expect(line.place).toBeLessThanOrEqual(line.placeByNights);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
