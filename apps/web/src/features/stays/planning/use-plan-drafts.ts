import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBeforeUnload } from 'react-router';
import type { StayPlansResponse, UserProfile } from '@stuga/shared';
import { baseOf, keepPlans, keptPlans, withKeptPlans } from './kept-plans';
import { draftFromServer, newDraft, type DraftPlan } from './model';

/** Whether a plan holds changes worth keeping: a new plan counts once it has an option. */
export const unsaved = (plan: DraftPlan) =>
  plan.dirty && (plan.id !== undefined || plan.options.length > 0);

/**
 * The member's plans as this page edits them: as loaded, with the changes this tab kept from an
 * earlier visit (decision 0046), and with the page's own edits. With none (or when loading
 * failed), a first 'Plan 1'; a range handed from the timeline needs a plan open to changes, so a
 * new one when every plan is decided. Unsaved changes are kept for this tab whenever they change,
 * so leaving the page, a reload or the phone putting the tab away loses nothing; closing the tab
 * asks first.
 */
export function usePlanDrafts(
  user: UserProfile | null,
  plans: { data: StayPlansResponse | undefined; error: Error | null },
  today: string | undefined,
  handed: boolean,
) {
  const [edits, setEdits] = useState<DraftPlan[] | null>(null);
  const [kept] = useState(() => (user ? keptPlans(user.id) : []));
  const loaded = useMemo(() => {
    if (!today || (!plans.data && !plans.error)) return null;
    const server = (plans.data?.stay_plans ?? []).filter((plan) => plan.own);
    const own = server.map(draftFromServer);
    const open = own.some((plan) => plan.state === 'editable');
    const fresh = own.length && (open || !handed) ? own : [...own, newDraft(own, today)];
    return withKeptPlans(fresh, server, kept);
  }, [plans.data, plans.error, today, handed, kept]);
  const drafts = edits ?? loaded?.plans ?? null;

  const dirty = (drafts ?? []).some(unsaved);
  useEffect(() => {
    // Not while the plans failed to load: what was kept stays for when they load again.
    if (!user || !drafts || !plans.data) return;
    const server = new Map((plans.data?.stay_plans ?? []).map((plan) => [plan.id, plan]));
    keepPlans(
      user.id,
      drafts.filter(unsaved).map((plan) => {
        const base = plan.id === undefined ? undefined : server.get(plan.id);
        return { plan, base: base ? baseOf(base) : null };
      }),
    );
  }, [user, drafts, plans.data]);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        event.returnValue = '';
      },
      [dirty],
    ),
  );
  // Changes brought back from an earlier visit are named until they are submitted.
  const restored = (drafts ?? []).filter(
    (plan) => unsaved(plan) && loaded?.restored.includes(plan.key),
  );
  return { drafts, setEdits, restored };
}
