import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTurn, passOn, rruleOf, type Turn } from './chores.js';

describe("a chore's rule", () => {
  it('is written as RFC 5545 says, its months in order and once each', () => {
    expect(rruleOf({ freq: 'monthly', interval: 1, months: [8, 6, 7, 6] })).toBe(
      'FREQ=MONTHLY;INTERVAL=1;BYMONTH=6,7,8',
    );
    expect(rruleOf({ freq: 'yearly', interval: 2, months: [] })).toBe('FREQ=YEARLY;INTERVAL=2');
  });
});

/** What happens next to a chore: a new occurrence, or the last one passed on. */
type Step = { kind: 'occur' } | { kind: 'pass' } | { kind: 'suspend' | 'restore'; member: number };

/**
 * The same turns worked out step by step, with a pointer and a ledger of who owes whom, the way
 * a family would keep them on paper: the rule reads only the history, and must agree.
 */
function byHand(order: number[], steps: Step[]) {
  const out = new Set<number>();
  const may = (id: number) => !out.has(id);
  const owes = new Map<number, number[]>();
  let pointer: number | null = null;
  const history: Turn[] = [];
  const after = (from: number | null, ok: (id: number) => boolean) => {
    const start = from === null ? -1 : order.indexOf(from);
    for (let step = 1; step <= order.length; step += 1) {
      const id = order[(start + step) % order.length]!;
      if (ok(id)) return id;
    }
    return null;
  };
  const checks: { history: Turn[]; out: Set<number>; expected: Turn | null; pass: boolean }[] = [];
  for (const step of steps) {
    if (step.kind === 'suspend') out.add(step.member);
    else if (step.kind === 'restore') out.delete(step.member);
    else if (step.kind === 'occur') {
      const turn = after(pointer, may);
      let made: Turn | null = null;
      if (turn !== null) {
        const list = owes.get(turn) ?? [];
        const debtor = list.find(may);
        if (debtor !== undefined) list.splice(list.indexOf(debtor), 1);
        made = { turn, doer: debtor ?? turn, passedBy: [], repaid: debtor !== undefined };
        pointer = turn;
      }
      checks.push({ history: [...history], out: new Set(out), expected: made, pass: false });
      if (made) history.push(made);
    } else if (history.length) {
      const last = history.at(-1)!;
      const passed = new Set([...last.passedBy, last.doer]);
      const taker = after(last.doer, (id) => may(id) && !passed.has(id));
      const made =
        taker === null ? null : { ...last, doer: taker, passedBy: [...last.passedBy, last.doer] };
      checks.push({ history: [...history], out: new Set(out), expected: made, pass: true });
      if (made) {
        owes.set(taker!, [...(owes.get(taker!) ?? []), last.doer]);
        history[history.length - 1] = made;
      }
    }
  }
  return { checks, history };
}

const steps = (members: number) =>
  fc.array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constant<Step>({ kind: 'occur' }) },
      { weight: 3, arbitrary: fc.constant<Step>({ kind: 'pass' }) },
      {
        weight: 1,
        arbitrary: fc
          .record({
            kind: fc.constantFrom('suspend' as const, 'restore' as const),
            member: fc.integer({ min: 1, max: members }),
          })
          .map((step): Step => step),
      },
    ),
    { maxLength: 60 },
  );

describe('whose turn a chore is', () => {
  it('goes round the members in order, skipping those who may not take it', () => {
    const order = [1, 2, 3];
    const history: Turn[] = [];
    const turns = [];
    for (let i = 0; i < 6; i += 1) {
      const next = nextTurn(order, history, (id) => id !== 2)!;
      history.push(next);
      turns.push(next.doer);
    }
    expect(turns).toEqual([1, 3, 1, 3, 1, 3]);
    expect(nextTurn(order, [], () => false)).toBe(null);
  });

  it('repays a passed-on turn: who passed it does the next turn of who took it', () => {
    const order = [1, 2, 3];
    const first = nextTurn(order, [], () => true)!; // 1's turn
    const passed = passOn(order, first, () => true)!; // 2 takes it for 1
    expect(passed).toMatchObject({ turn: 1, doer: 2, passedBy: [1] });
    const second = nextTurn(order, [passed], () => true)!; // 2's turn: 1 repays it
    expect(second).toMatchObject({ turn: 2, doer: 1, repaid: true });
    const third = nextTurn(order, [passed, second], () => true)!;
    expect(third).toMatchObject({ turn: 3, doer: 3, repaid: false });
    // Nobody left who has not passed it: it cannot be passed on.
    expect(passOn([1, 2], { turn: 1, doer: 2, passedBy: [1], repaid: false }, () => true)).toBe(
      null,
    );
  });

  it('agrees with the turns kept by hand, across skipped members and passed-on occurrences', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }).chain((n) => steps(n)),
        (size, plan) => {
          const order = Array.from({ length: size }, (_, i) => i + 1);
          const { checks } = byHand(order, plan);
          for (const check of checks) {
            const may = (id: number) => !check.out.has(id);
            const got = check.pass
              ? passOn(order, check.history.at(-1)!, may)
              : nextTurn(order, check.history, may);
            expect(got).toEqual(check.expected);
            // Nobody who may not take it is ever given it.
            if (got) expect(may(got.doer)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives every member the same number of turns, give or take one, when all may take them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.boolean(), { maxLength: 50 }),
        (size, passes) => {
          const order = Array.from({ length: size }, (_, i) => i + 1);
          const history: Turn[] = [];
          for (const pass of passes) {
            const next = nextTurn(order, history, () => true)!;
            history.push((pass && passOn(order, next, () => true)) || next);
          }
          const turns = order.map((id) => history.filter((turn) => turn.turn === id).length);
          expect(Math.max(...turns) - Math.min(...turns)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
