import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '@stuga/shared';
import { adminToken, KEEPER, memberWith } from './accounts';

/** The member the walks of every screen open a member's screens as. */
export const tove = { email: 'tove.phone@example.com', password: 'tove-password' };

/** Signs `who` in through the API and keeps the session in the page, as the app keeps it. */
export async function signIn(page: Page, request: APIRequestContext, who: typeof tove) {
  const answer = await (await request.post('/api/login', { data: who })).json();
  await page.goto('/about');
  await page.evaluate((session) => localStorage.setItem('stuga.session', JSON.stringify(session)), {
    jwt: answer.jwt,
    user: answer.user,
  });
  return answer.jwt as string;
}

export type Who = 'visitor' | 'member' | 'admin';
/** What the walk made to show every screen full: a stay, a round, a payment. */
export interface Made {
  round: number;
  booking: number;
  meeting: number;
}

/**
 * Every screen of the router (`paths` in the shared package), with who opens it and where: a
 * screen added to the router without its row here fails the test below, so no screen is left
 * out of the walk. Screens with something to show are opened where they show it (a member's stay
 * with its checklists and payment, an open round).
 */
export const SCREENS: Record<keyof typeof paths, { as: Who; at?: (made: Made) => string }[]> = {
  home: [{ as: 'visitor' }, { as: 'member' }, { as: 'admin' }],
  subPage: [{ as: 'visitor' }],
  signedOut: [{ as: 'visitor' }],
  about: [{ as: 'visitor' }],
  login: [{ as: 'visitor' }],
  signup: [{ as: 'visitor' }],
  guestbook: [{ as: 'visitor' }, { as: 'member' }],
  guide: [
    { as: 'member', at: () => '/guide/house' },
    { as: 'admin', at: () => '/guide/area' },
  ],
  contact: [{ as: 'visitor' }, { as: 'member' }],
  improvements: [{ as: 'visitor' }, { as: 'member' }],
  bookStay: [{ as: 'member' }],
  timeline: [{ as: 'member' }],
  round: [{ as: 'member', at: (made) => `/rounds/${made.round}` }],
  atTheHouse: [{ as: 'member' }],
  pay: [{ as: 'member', at: (made) => `/pay/${made.booking}` }],
  money: [{ as: 'member' }, { as: 'admin' }],
  moneyYear: [{ as: 'member', at: () => '/money/2025' }],
  admin: [{ as: 'admin' }],
  adminApprovals: [{ as: 'admin' }],
  adminInviteCodes: [{ as: 'admin' }, { as: 'member' }],
  adminDonations: [{ as: 'admin' }],
  adminImprovements: [{ as: 'admin' }],
  adminDecisions: [{ as: 'admin' }],
  adminFairShare: [{ as: 'admin' }],
  adminSettings: [{ as: 'admin' }],
  adminMembers: [{ as: 'admin' }],
  adminPhotos: [{ as: 'admin' }],
  adminRounds: [{ as: 'admin' }],
  adminRound: [{ as: 'admin', at: (made) => `/admin/rounds/${made.round}` }],
  adminHouse: [{ as: 'admin' }],
  adminPayments: [{ as: 'admin' }],
  adminCosts: [{ as: 'admin' }],
  documents: [{ as: 'member' }, { as: 'admin' }],
  workDays: [{ as: 'member' }, { as: 'admin' }],
  meetings: [{ as: 'member' }, { as: 'admin' }],
  meeting: [{ as: 'member', at: (made) => `/meetings/${made.meeting}` }],
  seasons: [{ as: 'member' }, { as: 'admin' }],
  chores: [{ as: 'member' }, { as: 'admin' }],
  invite: [{ as: 'visitor', at: () => '/invite/NOT-A-CODE' }],
  reset: [{ as: 'visitor', at: () => '/reset/not-a-token' }],
  confirmEmail: [{ as: 'visitor', at: () => '/confirm/not-a-link' }],
  profile: [{ as: 'member' }, { as: 'admin' }],
  // Without a pass: it asks for the link (guest-pass.spec opens one).
  guest: [{ as: 'visitor' }],
};

/** The addresses one kind of person opens, in the router's order. */
export const screensOf = (who: Who, made: Made) =>
  (Object.keys(paths) as (keyof typeof paths)[]).flatMap((key) =>
    SCREENS[key].filter((row) => row.as === who).map((row) => (row.at ? row.at(made) : paths[key])),
  );

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/**
 * The house as a member finds it full (made once, whichever run comes first): Tove's stay in
 * October with its checklists and a fee to pay, her wish on the waitlist, a round open for her
 * ballot, a gift offered to her.
 */
export async function fullHouse(request: APIRequestContext): Promise<Made> {
  const admin = await adminToken(request, KEEPER);
  if ((await request.post('/api/login', { data: tove })).status() !== 200) {
    await memberWith(request, 'trusted', tove.email, tove.password, {
      first: 'Tove',
      last: 'Lind',
    });
  }
  const member = (await (await request.post('/api/login', { data: tove })).json()).jwt as string;
  const plans = await (await request.get('/api/stay-plans', { headers: bearer(member) })).json();
  const own = plans.stay_plans
    .filter((plan: { own: boolean }) => plan.own)
    .flatMap((plan: { options: { from: string; booking_id?: number }[] }) => plan.options);
  let booking = own.find((o: { from: string }) => o.from === '2025/10/06')?.booking_id as
    number | undefined;
  if (booking === undefined) {
    await request.put('/api/admin/checklists/arrival', {
      headers: bearer(admin),
      data: {
        items: [
          { text: 'Turn on the water' },
          { text: 'Electricity meter', asks_number: true, unit: 'kWh' },
        ],
      },
    });
    await request.put('/api/admin/checklists/departure', {
      headers: bearer(admin),
      data: { items: [{ text: 'Empty the fridge' }] },
    });
    const saved = await request.post('/api/stay-plans', {
      headers: bearer(member),
      data: {
        title: 'Autumn',
        expiry_date: '2025/10/01',
        options: [{ from: '2025/10/06', to: '2025/10/10', status: 'pending' }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const option = (await saved.json()).stay_plan.options[0].id as number;
    expect(
      (
        await request.post(`/api/admin/approve-option/${option}`, { headers: bearer(admin) })
      ).status(),
    ).toBe(200);
    // A plan still being made, whose dates and validity have their pickers.
    const draft = await request.post('/api/stay-plans', {
      headers: bearer(member),
      data: {
        title: 'Winter',
        expiry_date: '2025/12/01',
        options: [{ from: '2026/01/19', to: '2026/01/22', status: 'planning' }],
      },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    await request.post('/api/waitlist', {
      headers: bearer(member),
      data: { from: '2025/09/24', to: '2025/09/30', min_nights: 3 },
    });
    const again = await (await request.get('/api/stay-plans', { headers: bearer(member) })).json();
    booking = again.stay_plans
      .flatMap((plan: { options: { id: number; booking_id?: number }[] }) => plan.options)
      .find((o: { id: number }) => o.id === option).booking_id as number;
  }
  await request.put('/api/admin/house-codes', {
    headers: bearer(admin),
    data: {
      codes: [
        { kind: 'door', label: 'Front door', value: '4711', note: 'Turn twice' },
        { kind: 'wifi', label: 'Wi-Fi', value: 'lake-house' },
      ],
    },
  });
  const rounds = await (await request.get('/api/admin/rounds', { headers: bearer(admin) })).json();
  let round = rounds.rounds.find((r: { name: string }) => r.name === 'Every screen')?.id as
    number | undefined;
  if (round === undefined) {
    const made = await request.post('/api/admin/rounds', {
      headers: bearer(admin),
      data: {
        name: 'Every screen',
        opens: '2025-09-12',
        closes: '2025-09-19',
        first_pass_cap: 1,
        total_cap: 2,
        blocks: [
          { name: 'Week 27', from: '2027/07/01', to: '2027/07/07' },
          { name: 'Week 28', from: '2027/07/11', to: '2027/07/17' },
        ],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { round: opened } = await made.json();
    round = opened.id as number;
    await request.put(`/api/rounds/${round}/ballot`, {
      headers: bearer(member),
      data: { ranking: [opened.blocks[0].id] },
    });
  }
  const meetings = await (await request.get('/api/meetings', { headers: bearer(admin) })).json();
  let meeting = meetings.meetings[0]?.id as number | undefined;
  if (meeting === undefined) {
    const called = await request.post('/api/admin/meetings', {
      headers: bearer(admin),
      data: {
        day: '2025/10/25',
        time: '14:00',
        place: 'Stugan',
        motion_deadline: '2025/10/11',
      },
    });
    expect(called.status(), await called.text()).toBe(201);
    meeting = (await called.json()).meeting.id as number;
  }
  return { round, booking, meeting };
}
