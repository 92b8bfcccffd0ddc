import { describe, expect, it } from 'vitest';
import { bareOption, stayPlan } from '@/test/fixtures';
import { baseOf, keepPlans, keptPlans, withKeptPlans } from './kept-plans';
import { draftFromServer, newDraft, newDraftOption, type DraftPlan } from './model';

const TODAY = '2025-09-12';
const plan = (id: number, title: string, from = '2025/10/01', to = '2025/10/05') =>
  stayPlan({
    id,
    title,
    expiry_date: '2025/11/01',
    current_user: 'Anna Berg',
    endorser_user: null,
    user_id: 1,
    own: true,
    options: [bareOption({ id: id * 10, plan_id: id, from, to })],
  });
const changed = (draft: DraftPlan, title: string): DraftPlan => ({ ...draft, title, dirty: true });

describe('unsaved plans kept by the tab', () => {
  it('are kept per member, and cleared when none is left', () => {
    const kept = { plan: changed(draftFromServer(plan(5, 'Spring')), 'Midsummer'), base: null };
    keepPlans(1, [kept]);
    expect(keptPlans(1)).toEqual([kept]);
    expect(keptPlans(2)).toEqual([]);
    keepPlans(1, []);
    expect(keptPlans(1)).toEqual([]);
  });

  it('come back over the plan they changed while it is as it was, and name it', () => {
    const spring = plan(5, 'Spring');
    const summer = plan(6, 'Summer');
    const loaded = [spring, summer].map(draftFromServer);
    const kept = changed(loaded[0]!, 'Midsummer');
    const { plans, restored } = withKeptPlans(
      loaded,
      [spring, summer],
      [{ plan: kept, base: baseOf(spring) }],
    );
    expect(plans.map((p) => p.title)).toEqual(['Midsummer', 'Summer']);
    expect(restored).toEqual([kept.key]);
  });

  it('give way to the server when their plan changed, is decided, or is gone', () => {
    const spring = plan(5, 'Spring');
    const kept = { plan: changed(draftFromServer(spring), 'Midsummer'), base: baseOf(spring) };
    const moved = plan(5, 'Spring', '2025/10/02', '2025/10/06');
    const decided = { ...spring, state: 'decided' as const };
    for (const server of [[moved], [decided], []]) {
      const loaded = server.map(draftFromServer);
      expect(withKeptPlans(loaded, server, [kept])).toEqual({ plans: loaded, restored: [] });
    }
  });

  it('bring a new plan back in the place of the untouched first plan', () => {
    const first = newDraft([], TODAY);
    const made = newDraft([], TODAY);
    const withOption = {
      ...made,
      options: [newDraftOption(made, { from: '2025-10-01', to: '2025-10-04' }, TODAY)],
    };
    const { plans, restored } = withKeptPlans([first], [], [{ plan: withOption, base: null }]);
    expect(plans).toEqual([withOption]);
    expect(restored).toEqual([withOption.key]);
  });
});
