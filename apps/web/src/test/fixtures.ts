import {
  type FairShareBook,
  improvementsView,
  type Improvement,
  pendingApprovalsView,
  planView,
  type Payment,
  type PendingStay,
  type StayPlan,
  type UserProfile,
} from '@stuga/shared';

/** A signed-in user's profile for component tests: a verified member unless told otherwise. */
export function profile(fields: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    email: 'a@example.com',
    name: 'Anna Berg',
    first_name: 'Anna',
    last_name: 'Berg',
    phone: null,
    access_level: 'verified',
    is_verified: true,
    is_admin: false,
    can_access_private_content: true,
    can_access_booking: false,
    endorser: null,
    // The member reads the app in English, as the tests render it.
    language: 'en',
    ...fields,
  };
}

/** A plan as the server sends it: built through the shared plan view, as the server builds it. */
export type BareOption = Omit<StayPlan['options'][number], 'can'>;
export function stayPlan(
  plan: Omit<StayPlan, 'state' | 'can' | 'options'> & { options: BareOption[] },
  today = '2025-09-12',
): StayPlan {
  return planView<BareOption, typeof plan>(plan, today);
}

/** The approval panel as the server sends it, through the shared approvals view. */
export const approvalsView = (
  options: PendingStay[],
  today = '2025-09-12',
  shares?: FairShareBook,
) => pendingApprovalsView(options, today, shares);

/** The improvements view as the server sends it, through the shared view; `payment` for members. */
export const improvementsBody = (
  input: Parameters<typeof improvementsView<Omit<Improvement, 'total_votes' | 'user_vote'>>>[0],
  payment: Payment | null = null,
) => ({ ...improvementsView(input), payment });
