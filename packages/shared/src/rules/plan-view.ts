import { fromWireDate, type CalendarDate } from './dates.js';
import { OPTION_STATUSES, type OptionStatus } from './statuses.js';

import {
  ADMIN_ABILITIES,
  NOTHING,
  type OptionAbilities,
  type PlanAbilities,
  type PlanState,
  optionAbilities,
  planAbilities,
  planState,
} from './plans.js';

/** A plan on the wire, as the view needs it. */
interface WirePlan<O extends { id: number; status: OptionStatus; from: string }> {
  /** YYYY/MM/DD. */
  expiry_date: string;
  own: boolean;
  options: O[];
}

/** A plan as its viewer sees it (DECISIONS §9, §14, §16). */

const SEEN_ONLY: PlanAbilities = { edit: false, remove: false };

/**
 * What an admin may do with any saved option, their own or another's: decline it where the
 * status table allows (DECISIONS §9, §14), and open its history (DECISIONS §16).
 */
const adminAbilities = (status: OptionStatus) => ({
  decline: ADMIN_ABILITIES[status].decline,
  history: true,
});

/** What a viewer may do with an option of another's plan, by its status. */
export type OthersAbilities = Readonly<Record<OptionStatus, OptionAbilities>>;

const byStatus = (abilities: (status: OptionStatus) => OptionAbilities) =>
  Object.fromEntries(
    OPTION_STATUSES.map((status) => [status, abilities(status)]),
  ) as OthersAbilities;

/** An admin declines another's option where the table allows, and reads its history. */
const ADMIN_VIEW = byStatus((status) => ({ ...NOTHING, ...adminAbilities(status) }));

/** A member only sees another's plan. */
const MEMBER_VIEW = byStatus(() => NOTHING);

/**
 * What a viewer may do with an option of another's plan, by its status: the same for every such
 * option, so the plans view sends it once (`others_can`, decision 0085) instead of with each of
 * an admin's thousands of options, and the screens put it beside each (`withOthersAbilities`).
 */
export const othersAbilities = (admin: boolean): OthersAbilities =>
  admin ? ADMIN_VIEW : MEMBER_VIEW;

/** What `withOthersAbilities` reads: plans whose options of another's plan carry no `can`. */
interface PlansWithOthers {
  stay_plans: readonly {
    own: boolean;
    options: readonly { status: OptionStatus; can?: OptionAbilities }[];
  }[];
  /** Absent from an answer made before it was sent: the options then keep what they carry. */
  others_can?: OthersAbilities;
}

/**
 * The plans view as the screens read it: each option of another's plan with what the viewer may
 * do with it (`others_can`, by its status) beside it, as the viewer's own options carry theirs.
 */
export function withOthersAbilities<R extends PlansWithOthers>(view: R): R {
  const table = view.others_can;
  if (!table) return view;
  return {
    ...view,
    stay_plans: view.stay_plans.map((plan) =>
      plan.own
        ? plan
        : {
            ...plan,
            options: plan.options.map((option) =>
              option.can ? option : { ...option, can: table[option.status] },
            ),
          },
    ),
  };
}

/**
 * A plan as its viewer sees it (the plan view): its state, and what the viewer may do with it
 * and with each option, worked out here once for the server to send and the screens to show.
 * The owner changes their own plan; an admin declines and reads history on anyone's. Another's
 * options carry nothing here (a timeline holds thousands of them): what the viewer may do with
 * them goes once beside the plans (`othersAbilities`).
 * `kept`: ids of the viewer's options once approved.
 */
export function planView<
  O extends { id: number; status: OptionStatus; from: string },
  P extends WirePlan<O>,
>(
  plan: P,
  today: CalendarDate,
  kept: ReadonlySet<number> = new Set(),
  admin = false,
): Omit<P, 'options'> & {
  state: PlanState;
  can: PlanAbilities;
  options: (O & { can?: OptionAbilities })[];
} {
  const state = planState(
    plan.options.map((option) => option.status),
    fromWireDate(plan.expiry_date),
    today,
  );
  // What the viewer may do with another's options depends on their status alone: sent once
  // beside the plans (`othersAbilities`), not with each.
  if (!plan.own) return { ...plan, state, can: SEEN_ONLY };
  const owned = plan.options.map((option) => ({
    option,
    owned: { status: option.status, from: fromWireDate(option.from), kept: kept.has(option.id) },
  }));
  return {
    ...plan,
    state,
    can: planAbilities(
      state,
      owned.map((o) => o.owned),
    ),
    options: owned.map(({ option, owned: o }) => ({
      ...option,
      can: {
        ...optionAbilities(o, state, today),
        ...(admin ? adminAbilities(o.status) : { decline: false, history: true }),
      },
    })),
  };
}
