import { DEFAULT_PARTY, type StayPlan } from '@stuga/shared';
import { draftFromServer, type DraftPlan } from './model';

const KEY = 'stuga.unsaved-plans';

/** A plan with unsaved changes, and the server's plan they were made on (none for a new plan). */
export interface KeptPlan {
  plan: DraftPlan;
  /** The server's plan as it was when the changes were kept, as text; null for a new plan. */
  base: string | null;
}

/** One member's unsaved plans, as this tab keeps them. */
interface Kept {
  user: number;
  plans: KeptPlan[];
}

/** How a server plan is compared: as the booking page would load it. */
export const baseOf = (plan: StayPlan): string => JSON.stringify(draftFromServer(plan));

/**
 * Keeps a member's unsaved plans for this tab (decision 0046), so leaving the booking page, a
 * reload or the phone putting the tab away loses nothing; none left clears what was kept.
 */
export function keepPlans(user: number, plans: KeptPlan[]): void {
  try {
    if (plans.length === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify({ user, plans } satisfies Kept));
  } catch {
    // Storage refused (private mode, full): the changes live as long as the page.
  }
}

/** The unsaved plans this tab kept for `user`: none for anyone else. */
export function keptPlans(user: number): KeptPlan[] {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const kept = raw ? (JSON.parse(raw) as Partial<Kept>) : null;
    if (kept?.user !== user || !Array.isArray(kept.plans)) return [];
    // Plans kept before who comes was asked (DECISIONS §21) say one adult.
    return kept.plans.map((entry) => ({
      ...entry,
      plan: {
        ...entry.plan,
        party: entry.plan.party ?? DEFAULT_PARTY,
        options: entry.plan.options.map((option) => ({
          ...option,
          party: option.party ?? DEFAULT_PARTY,
        })),
      },
    }));
  } catch {
    return [];
  }
}

/**
 * The plans the booking page opens with: the server's, with the kept changes put back where they
 * still apply. A kept change to a plan applies while that plan is open to changes and nothing
 * changed it elsewhere since (an admin's decision, another tab's save); otherwise the server's plan
 * stands. Kept new plans take the place of the page's own untouched first plan.
 */
export function withKeptPlans(
  loaded: DraftPlan[],
  server: readonly StayPlan[],
  kept: readonly KeptPlan[],
): { plans: DraftPlan[]; restored: string[] } {
  const byId = new Map(server.map((plan) => [plan.id, plan]));
  const restored: string[] = [];
  const plans = loaded.map((plan) => {
    const change = kept.find((entry) => entry.plan.id !== undefined && entry.plan.id === plan.id);
    const now = plan.id === undefined ? undefined : byId.get(plan.id);
    if (!change || !now || now.state !== 'editable' || baseOf(now) !== change.base) return plan;
    restored.push(change.plan.key);
    return change.plan;
  });
  const added = kept.filter((entry) => entry.plan.id === undefined).map((entry) => entry.plan);
  restored.push(...added.map((plan) => plan.key));
  return {
    plans: added.length ? [...plans.filter((plan) => plan.id !== undefined), ...added] : plans,
    restored,
  };
}
