import {
  type FairShareBook,
  improvementsView,
  type Improvement,
  type InviteListItem,
  type Member,
  memberAbilities,
  pendingApprovalsView,
  planView,
  type Payment,
  type PendingStay,
  type StayPlan,
  type UserProfile,
  type Weather,
  DEFAULT_PARTY,
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

/**
 * A plan as the server sends it: built through the shared plan view, as the server builds it,
 * for a member or (`admin`) an admin.
 */
export type BareOption = Omit<StayPlan['options'][number], 'can'>;
export function stayPlan(
  plan: Omit<StayPlan, 'state' | 'can' | 'options'> & { options: BareOption[] },
  today = '2025-09-12',
  admin = false,
): StayPlan {
  return planView<BareOption, typeof plan>(plan, today, new Set(), admin);
}

/** A pending option of Anna's, 1–5 October 2025, as a plan's options hold it before the view. */
export const bareOption = (
  fields: Partial<BareOption> & Pick<BareOption, 'id' | 'plan_id'>,
): BareOption => ({
  from: '2025/10/01',
  to: '2025/10/05',
  status: 'pending',
  user_priority: 1,
  priority: 1,
  note: '',
  rejection_reason: null,
  current_user: 'Anna Berg',
  expiry_date: '2025/11/01',
  ...fields,
});

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

/** A pending option as the approvals view takes it, for the approval panel's tests. */
export const pendingStay = (
  id: number,
  rank: number,
  fields: Partial<PendingStay> = {},
): PendingStay => ({
  id,
  plan_id: id * 10,
  user_id: id,
  from: '2025-10-01',
  to: '2025-10-05',
  note: '',
  user_priority: rank,
  submitted_at: '2025-09-01T00:00:00Z',
  expiry_date: '2025-11-01',
  chain_priority: 2,
  plan: { title: `Plan ${id}`, current_user: `Member ${id}`, endorser_user: 'Ada Admin' },
  party: DEFAULT_PARTY,
  ...fields,
});

/**
 * A member as the Members screen lists them, with what the admin (id 1, as the tests sign in)
 * may do with them, as the server says it.
 */
export const memberRow = (id: number, name: string, fields: Partial<Member> = {}): Member => {
  const row: Omit<Member, 'can'> = {
    id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    access_level: 'verified',
    is_admin: false,
    suspended: false,
    invited_by: { id: 1, name: 'Ada Admin' },
    joined: '2025-03-01T10:00:00.000Z',
    last_active: '2025-09-12T07:00:00.000Z',
    stays_this_year: 0,
    pending_requests: 0,
    ...fields,
  };
  return { ...row, can: fields.can ?? memberAbilities(row, 1) };
};

/** An invite code as the invite list shows it. */
export const inviteItem = (
  id: number,
  code: string,
  fields: Partial<InviteListItem> = {},
): InviteListItem => ({
  id,
  code,
  code_type: 'verified',
  made_by: 'Karin Lund',
  created_at: '2025-09-10T08:00:00.000Z',
  expires_at: Date.parse('2025-10-10T08:00:00Z') / 1000,
  link: `http://localhost/invite/${code}`,
  used_by: null,
  used_at: null,
  can: { withdraw: !fields.used_by },
  ...fields,
});

/** `GET /api/weather` as the server answers it: two days, a yellow warning, fire risk 4. */
export const weatherAnswer = (extra: Partial<Weather> = {}): Weather => ({
  placed: true,
  fetched_at: '2025-09-12T07:17:00.000Z',
  stale: false,
  days: [
    {
      day: '2025-09-12',
      kind: 'partly' as const,
      high: 17.4,
      low: 6.2,
      rain_mm: 0,
      wind: 3,
      gust: 6,
    },
    {
      day: '2025-09-13',
      kind: 'rain' as const,
      high: 12.1,
      low: 0.1,
      rain_mm: 4.5,
      wind: 5.5,
      gust: 10,
    },
  ],
  warnings: [
    {
      id: '8002',
      level: 'yellow' as const,
      event: { sv: 'Kraftiga vindbyar', en: 'Strong gusts' },
      text: { sv: 'Risk för fallande träd.', en: 'Risk of falling trees.' },
      from: '2025-09-12T05:00:00.000Z',
      to: '2025-09-13T13:00:00.000Z',
    },
  ],
  fire_risk: { day: '2025-09-12', risk: 4 },
  ...extra,
});

/** The profile's passkeys and one-time code, as a member without either has them. */
export const signInCalls = {
  '/api/profile/passkeys': { body: { passkeys: [] } },
  '/api/profile/second-factor': {
    body: { enabled: false, enabled_at: null, recovery_left: 0, required: false },
  },
};
