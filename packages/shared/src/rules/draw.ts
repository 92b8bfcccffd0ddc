import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { staysConflict, type Stay } from './stays.js';

/**
 * The high-season round's draw (DECISIONS §18): ballots, each voter's standing and a seed in, the
 * order and who gets which block out, with the reason for every line. Pure: the same inputs always
 * give the same result, so the server, the round's page and anyone re-running it agree. The
 * shuffle's generator (pure-rand's xoroshiro128+) is pinned to one version for that reason.
 */

/** One block of a round: fixed dates inside high season. */
export interface DrawBlock extends Stay {
  id: number;
}

/** A voter's ballot: the blocks they want, the one they want most first. */
export interface DrawBallot {
  member: number;
  ranking: readonly number[];
}

/** What decides a voter's place: high-season nights over the last three seasons, empty rounds. */
export interface DrawStanding {
  member: number;
  highSeasonNights: number;
  /** Earlier rounds the member voted in and got nothing: each moves them up one place. */
  emptyRounds: number;
}

export interface DrawInput {
  blocks: readonly DrawBlock[];
  ballots: readonly DrawBallot[];
  /** Standings of the voters; a voter without one has no high-season nights and no empty rounds. */
  standings: readonly DrawStanding[];
  /** Bookings the house holds: no block is given that conflicts with one. */
  held: readonly Stay[];
  /** The round's stored seed, a whole number from 0 to 2³² − 1. */
  seed: number;
  /** The most blocks one member gets in the first pass (DECISIONS §18: 1). */
  firstPassCap: number;
  /** The most blocks one member gets in all (DECISIONS §18: 2). */
  totalCap: number;
}

/** A voter's place in the order, with everything that put them there. */
export interface DrawPlace {
  /** 1 is first. */
  place: number;
  member: number;
  highSeasonNights: number;
  emptyRounds: number;
  /** Their place by nights alone, ties broken by the lot (1 is first). */
  placeByNights: number;
  /** Their place in the seeded shuffle, which breaks ties of nights (1 is first). */
  lot: number;
}

/**
 * Why a block a member ranked was not theirs to take in a turn: given to another member already,
 * too close to a block given to another (the cleaning days), or to a stay the house held.
 */
export type Missed =
  | { kind: 'given'; member: number }
  | { kind: 'tooClose'; block: number; member: number }
  | { kind: 'booked' };

/** One member's turn in a pass: the blocks given (with their rank on the ballot, 1 is best). */
export interface DrawTurn {
  member: number;
  given: { block: number; rank: number }[];
  /** Why nothing more was given: every block they ranked was taken or would clash, or none left. */
  nothingFree: boolean;
  /** When nothing more was free: each block they ranked and not given them, and why. */
  missed?: { block: number; rank: number; because: Missed }[];
}

export interface DrawResult {
  order: DrawPlace[];
  /** Each pass's turns in the order taken: the first pass in the order, the next reversed, … */
  passes: DrawTurn[][];
  /** Every block given, in the order given. */
  given: { block: number; member: number; pass: number }[];
  /** Blocks nobody got, by id. */
  unclaimed: number[];
}

/** The largest seed: seeds are unsigned 32-bit whole numbers. */
export const MAX_DRAW_SEED = 0xffff_ffff;

/** The voters in the seeded shuffle's order: Fisher–Yates over the members sorted by id. */
export function drawLots(members: readonly number[], seed: number): number[] {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_DRAW_SEED) {
    throw new RangeError(`A draw's seed is a whole number from 0 to ${MAX_DRAW_SEED}: ${seed}`);
  }
  const lots = [...new Set(members)].sort((a, b) => a - b);
  // The generator takes a signed 32-bit seed; the stored seed is unsigned.
  const random = xoroshiro128plus(seed | 0);
  for (let i = lots.length - 1; i > 0; i -= 1) {
    const j = uniformInt(random, 0, i);
    [lots[i], lots[j]] = [lots[j]!, lots[i]!];
  }
  return lots;
}

/**
 * The order of the voters: fewest high-season nights first, ties by the lot; then each member with
 * empty rounds moves up one place per round. Those who move are placed first, best place by
 * nights first, each at their moved-up place or the first free one after it; the rest keep their
 * order in the places left.
 */
export function drawOrder(input: Pick<DrawInput, 'ballots' | 'standings' | 'seed'>): DrawPlace[] {
  const standing = new Map(input.standings.map((s) => [s.member, s]));
  const lots = drawLots(
    input.ballots.map((ballot) => ballot.member),
    input.seed,
  );
  const lotOf = new Map(lots.map((member, index) => [member, index + 1]));
  const nightsOf = (member: number) => standing.get(member)?.highSeasonNights ?? 0;
  const emptyOf = (member: number) => standing.get(member)?.emptyRounds ?? 0;
  const byNights = [...lots].sort(
    (a, b) => nightsOf(a) - nightsOf(b) || lotOf.get(a)! - lotOf.get(b)!,
  );

  const places: (number | undefined)[] = new Array<number | undefined>(byNights.length);
  byNights.forEach((member, index) => {
    if (emptyOf(member) === 0) return;
    let at = Math.max(0, index - emptyOf(member));
    while (places[at] !== undefined) at += 1;
    places[at] = member;
  });
  let free = 0;
  for (const member of byNights) {
    if (emptyOf(member) > 0) continue;
    while (places[free] !== undefined) free += 1;
    places[free] = member;
  }

  return places.map((member, index) => ({
    place: index + 1,
    member: member!,
    highSeasonNights: nightsOf(member!),
    emptyRounds: emptyOf(member!),
    placeByNights: byNights.indexOf(member!) + 1,
    lot: lotOf.get(member!)!,
  }));
}

/**
 * The draw: the order, then passes that snake (the first in the order, the next reversed, and so
 * on); in each turn the member gets their highest-ranked block that is still free and clashes
 * with nothing given or held (DECISIONS §9's buffer), up to the first pass's cap, then one a
 * pass, until they hold the total cap.
 */
export function runDraw(input: DrawInput): DrawResult {
  const order = drawOrder(input);
  const blocks = new Map(input.blocks.map((block) => [block.id, block]));
  const ballots = new Map(input.ballots.map((ballot) => [ballot.member, ballot.ranking]));
  const holding = new Map<number, number>();
  const taken: Stay[] = [...input.held];
  const givenTo = new Map<number, number>();
  const givenIds = new Set<number>();
  const given: DrawResult['given'] = [];
  const passes: DrawTurn[][] = [];
  const firstCap = Math.min(input.firstPassCap, input.totalCap);
  const passCount = firstCap > 0 ? 1 + Math.max(0, input.totalCap - firstCap) : 0;

  /** Why each block `member` ranked and was not given is not theirs to take now. */
  const missedOf = (ranking: readonly number[], member: number): DrawTurn['missed'] =>
    ranking.flatMap((id, index): NonNullable<DrawTurn['missed']> => {
      const block = blocks.get(id);
      if (!block || givenTo.get(id) === member) return [];
      const owner = givenTo.get(id);
      if (owner !== undefined) {
        return [{ block: id, rank: index + 1, because: { kind: 'given', member: owner } }];
      }
      const near = [...givenTo].find(([other]) => staysConflict(blocks.get(other)!, block));
      if (near) {
        return [
          {
            block: id,
            rank: index + 1,
            because: { kind: 'tooClose', block: near[0], member: near[1] },
          },
        ];
      }
      return [{ block: id, rank: index + 1, because: { kind: 'booked' } }];
    });

  for (let pass = 0; pass < passCount; pass += 1) {
    const members = order.map((line) => line.member);
    if (pass % 2 === 1) members.reverse();
    const cap = pass === 0 ? firstCap : 1;
    const turns: DrawTurn[] = [];
    for (const member of members) {
      const turn: DrawTurn = { member, given: [], nothingFree: false };
      const ranking = ballots.get(member) ?? [];
      while (turn.given.length < cap && (holding.get(member) ?? 0) < input.totalCap) {
        const rank = ranking.findIndex((id) => {
          const block = blocks.get(id);
          return (
            block !== undefined &&
            !givenIds.has(id) &&
            !taken.some((stay) => staysConflict(stay, block))
          );
        });
        if (rank < 0) {
          turn.nothingFree = true;
          turn.missed = missedOf(ranking, member);
          break;
        }
        const id = ranking[rank]!;
        givenIds.add(id);
        givenTo.set(id, member);
        taken.push(blocks.get(id)!);
        holding.set(member, (holding.get(member) ?? 0) + 1);
        turn.given.push({ block: id, rank: rank + 1 });
        given.push({ block: id, member, pass: pass + 1 });
      }
      turns.push(turn);
    }
    passes.push(turns);
  }

  const unclaimed = input.blocks
    .map((block) => block.id)
    .filter((id) => !givenIds.has(id))
    .sort((a, b) => a - b);
  return { order, passes, given, unclaimed };
}
