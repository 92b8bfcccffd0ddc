import {
  DEFAULT_HIGH_SEASON,
  type InviteListItem,
  type Member,
  type PendingStay,
  DEFAULT_FEE,
} from '@stuga/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/lib/session-store';
import { ENGLISH_WORDS, englishWordsIn, everythingShown } from '@/test/english';
import {
  approvalsView,
  bareOption,
  improvementsBody,
  inviteItem,
  memberRow,
  pendingStay,
  profile,
  stayPlan,
  signInCalls,
  weatherAnswer,
} from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

const member = profile({ language: 'sv', access_level: 'trusted', can_access_booking: true });
const signedIn = () =>
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'token', user: member }));

/** The house's one improvement, as every screen's answer holds it. */
const bastu = {
  id: 1,
  title: 'Bastuaggregat',
  description: 'Ett nytt aggregat.',
  price: 12000,
  category: 'utilities' as const,
  priority: 2,
  image_url: null,
  link_url: null,
  link_text: null,
  is_active: true,
  is_done: false,
  up_votes: 2,
  down_votes: 0,
};

const answers = {
  '/api/images': { body: { image_list: [], images: [] } },
  '/api/get_images': { body: { image_list: [], images: [] } },
  '/api/auth/config': { body: { google_client_id: null } },
  '/api/profile_data': { body: member },
  '/api/stays/upcoming': { body: { stays: [] } },
  '/api/fair-share': {
    body: { share: { year: 2025, nights: 9, high_season_nights: 2, declined: 1, cancelled: 0 } },
  },
  '/api/calendar-feed': {
    body: { url: 'http://x/api/calendar/1.a.ics', webcal_url: 'webcal://x/api/calendar/1.a.ics' },
  },
  '/api/profile/devices': { body: { public_key: 'key', devices: [] } },
  ...signInCalls,
  '/api/weather': {
    body: weatherAnswer({ stale: true, fire_risk: { day: '2025-09-12', risk: 3 } }),
  },
  '/api/ice': {
    body: {
      season: true,
      notes: [{ id: 1, cm: 12, place: 'vid bryggan', measured_on: '2025/09/12', by: 'Anna Berg' }],
    },
  },
  '/api/profile/channels': {
    body: {
      channels: {
        offer: 'push',
        decision: 'both',
        swap: 'both',
        round: 'both',
        reminder: 'both',
        codes: 'both',
        weather: 'both',
      },
    },
  },
  '/api/profile/mail-choices': {
    body: {
      choices: {
        before: 'digest',
        eve: 'now',
        departure: 'off',
        after: 'off',
        cost: 'now',
        balance: 'off',
        chore: 'now',
      },
    },
  },
  '/api/money/swish': { body: { swish: '070-555 12 34' } },
  '/api/chores': {
    body: {
      chores: [
        {
          id: 1,
          title: 'Tömma förmultningstoaletten',
          rule: { freq: 'monthly', interval: 1, months: [6, 7, 8] },
          starts: '2025/06/01',
          members: [
            { user_id: 1, name: 'Anna Berg' },
            { user_id: 9, name: 'Bo Holm' },
          ],
          occurrences: [
            {
              id: 1,
              day: '2025/09/20',
              doer: { user_id: 1, name: 'Anna Berg' },
              for: { user_id: 9, name: 'Bo Holm' },
              done: false,
              mine: true,
              can: { done: true, pass: true },
            },
          ],
          can: { end: false },
        },
      ],
    },
  },
  '/api/seasons': {
    body: {
      year: 2025,
      lists: {
        opening: [
          { id: 1, text: 'Slå på vattnet' },
          { id: 2, text: 'Lägg i bryggan' },
        ],
        closing: [],
      },
      runs: [
        {
          id: 1,
          list: 'opening',
          year: 2025,
          tasks: [
            {
              item_id: 1,
              text: 'Slå på vattnet',
              assignee: { user_id: 9, name: 'Bo Holm' },
              ticked: { name: 'Bo Holm', at: '2025-04-20T08:00:00.000Z' },
              can_tick: true,
            },
            { item_id: 2, text: 'Lägg i bryggan', assignee: null, ticked: null, can_tick: true },
          ],
        },
        {
          id: 2,
          list: 'closing',
          year: 2024,
          tasks: [
            { item_id: 3, text: 'Stäng av vattnet', assignee: null, ticked: null, can_tick: false },
          ],
        },
      ],
    },
  },
  '/api/meetings': {
    body: {
      notice_weeks: 4,
      meetings: [
        {
          id: 1,
          day: '2025/05/24',
          time: '14:00',
          place: 'Stugan',
          video_link: '',
          motion_deadline: '2025/05/10',
          state: 'published',
        },
      ],
      decisions: [
        {
          meeting_id: 1,
          day: '2025/05/24',
          item: { key: 'budget', title: null },
          decision: {
            text: 'Budgeten fastställs.',
            vote: {
              rule: 'two_thirds',
              basis: 'share',
              votes: [{ user_id: 9, name: 'Bo Holm', vote: 'yes' }],
              tally: { yes: 6000, no: 3000, abstain: 1000, absent: 0, carried: false },
            },
            improvement: { id: 1, title: 'Bastuaggregat' },
          },
        },
      ],
    },
  },
  '/api/meetings/1': {
    body: {
      meeting: {
        id: 1,
        day: '2025/05/24',
        time: '14:00',
        place: 'Stugan',
        video_link: 'https://meet.example.com/arsmote',
        motion_deadline: '2025/05/10',
        state: 'published',
        items: [
          { id: 1, key: 'opening', title: null, motion: null, decision: null },
          {
            id: 2,
            key: null,
            title: 'Ny brygga',
            motion: {
              by: { user_id: 9, name: 'Bo Holm' },
              title: 'Ny brygga',
              text: 'Vi bygger en ny brygga.',
            },
            decision: {
              text: 'Motionen bifalls.',
              vote: {
                rule: 'majority',
                basis: 'head',
                votes: [{ user_id: 9, name: 'Bo Holm', vote: 'yes' }],
                tally: { yes: 2, no: 1, abstain: 0, absent: 0, carried: true },
              },
              improvement: null,
            },
          },
        ],
        owners: [{ user_id: 9, name: 'Bo Holm', hundredths: 10_000 }],
        checkers: [
          { user_id: 9, name: 'Bo Holm', approved: true },
          { user_id: 10, name: 'Anna Berg', approved: true },
        ],
        published_at: '2025-05-30T08:00:00.000Z',
        can: { motion: false, edit_agenda: false, record: false, send: false, approve: false },
      },
    },
  },
  '/api/admin/meeting-settings': { body: { notice_weeks: 4 } },
  '/api/work-days': {
    body: {
      counted: 1,
      work_days: [
        {
          id: 1,
          day: '2025/09/20',
          title: 'Vårstädning',
          note: 'Ta med arbetshandskar.',
          tasks: [
            { id: 1, title: 'Måla bryggan', spots: 2, people: [{ user_id: 9, name: 'Bo Holm' }] },
            { id: 2, title: 'Kratta tomten', spots: null, people: [] },
          ],
          mine: null,
          can: { sign: true, cancel: false },
        },
      ],
    },
  },
  'POST /api/auth/confirm-email/check': { body: { valid: true, email: 'owner@example.com' } },
  '/api/guides/house': {
    body: { title: 'Husguide', description: '', sections: [], can: { add: true } },
  },
  '/api/improvements': {
    body: improvementsBody(
      {
        improvements: [bastu],
        voter: 'member',
        votes: new Map(),
        donations: new Map([[1, 9000]]),
      },
      { apps: ['Swish'], phone: '070-123 45 67' },
    ),
  },
  '/api/guestbook': { body: { entries: [], next_cursor: null, can: { post: true, filter: true } } },
  '/api/guestbook/tags': { body: { tags: [] } },
  '/api/contact-info': { body: { contacts: [], location: null } },
  'POST /api/auth/verify-invite': {
    body: {
      valid: true,
      code_type: 'trusted',
      generated_by_name: 'Ada Lind',
      generated_by_type: 'admin',
      current_uses: 0,
      max_uses: 1,
      expires_at: null,
    },
  },
  '/api/clock': { body: { now: '2025-09-12T09:17:00+02:00', today: '2025-09-12' } },
  '/api/stay-plans': {
    body: {
      horizon_date: null,
      max_stay_nights: 28,
      fee: DEFAULT_FEE,
      beds: 8,
      stay_plans: [
        stayPlan({
          id: 1,
          title: 'Midsommar',
          expiry_date: '2025/11/01',
          current_user: 'Anna Berg',
          endorser_user: null,
          user_id: 1,
          own: true,
          options: [bareOption({ id: 11, plan_id: 1 })],
        }),
      ],
    },
  },
  '/api/validate-reset-token': { body: { valid: true, email: 'anna@example.com' } },
  // The About page and the Sub page say what the house wrote, here in Swedish.
  '/api/content': {
    body: {
      definition: { term: 'Stuga', definition: 'Ett litet rött hus i skogen.' },
      about: {
        title: 'Om vår stuga',
        description: 'Huset vid sjön.',
        house: { title: 'Huset', description: 'Timmer från trettiotalet.' },
        setting: { title: 'Läget', description: 'Vid en liten sjö i Värmland.' },
        technology: { title: 'Tekniken', description: 'En webbapp.' },
      },
    },
  },
  '/api/message': { body: { message: '' } },
};

/** The screens already in both languages, each as a visitor or a member opens it. */
const screens: { path: string; signedIn: boolean; ready: RegExp }[] = [
  { path: '/', signedIn: false, ready: /Inga bilder än/ },
  { path: '/', signedIn: true, ready: /Välkommen tillbaka/ },
  { path: '/login', signedIn: false, ready: /Glömt lösenordet/ },
  { path: '/reset/abc', signedIn: false, ready: /Välj ett nytt lösenord för/ },
  { path: '/confirm/abc', signedIn: false, ready: /Bekräfta/ },
  { path: '/no/such/page', signedIn: false, ready: /Sidan finns inte/ },
  { path: '/book-stay', signedIn: true, ready: /Gäller till/ },
  { path: '/timeline', signedIn: true, ready: /Tryck eller klicka/ },
  { path: '/profile', signedIn: true, ready: /Din behörighet/ },
  { path: '/guestbook', signedIn: true, ready: /Inga meddelanden än|Skriv ett meddelande/ },
  { path: '/guestbook', signedIn: false, ready: /Logga in/ },
  { path: '/contact', signedIn: false, ready: /Du är inte inloggad/ },
  { path: '/guide/house', signedIn: true, ready: /Husguide|Guiden har inga avsnitt/ },
  { path: '/improvements', signedIn: true, ready: /Förbättringar av huset/ },
  { path: '/improvements', signedIn: false, ready: /Förbättringar av huset/ },
  { path: '/unloggedInPageVue', signedIn: false, ready: /Du är utloggad/ },
  { path: '/invite/ABC123', signedIn: false, ready: /Din inbjudan är giltig/ },
  { path: '/about', signedIn: false, ready: /Om vår stuga/ },
  { path: '/subPage', signedIn: false, ready: /Inget meddelande just nu/ },
  {
    path: '/chores',
    signedIn: true,
    ready:
      /Varje månad, i juni, juli och augusti[\s\S]*20 sep\. 2025: Anna Berg, för Bo Holm[\s\S]*Markera som gjord[\s\S]*Lämna vidare/,
  },
  {
    path: '/seasons',
    signedIn: true,
    ready: /Våröppning 2025[\s\S]*1 av 2 klara[\s\S]*Given till Bo Holm[\s\S]*Vinterstängning 2024/,
  },
  {
    path: '/meetings',
    signedIn: true,
    ready:
      /Protokollet publicerat[\s\S]*Budget och avgifter[\s\S]*Avslagen[\s\S]*Ja 60 %, nej 30 %/,
  },
  {
    path: '/meetings/1',
    signedIn: true,
    ready: /Mötets öppnande[\s\S]*Motion av Bo Holm[\s\S]*Bifallen[\s\S]*Publicerat/,
  },
  {
    path: '/work-days',
    signedIn: true,
    ready:
      /varit med på 1 arbetsdag i år[\s\S]*1 av 2 personer[\s\S]*Ingen än, så många som kommer/,
  },
];

afterEach(() => localStorage.clear());

describe('the app in Swedish', () => {
  it('has a list of English words to look for', () => {
    expect(englishWordsIn('Plan a Visit for the house')).toEqual(['the', 'for', 'house']);
    expect(ENGLISH_WORDS.length).toBeGreaterThan(100);
  });

  it('shows /signup to a member who has not completed it without an English word', async () => {
    const newcomer = profile({ language: 'sv', access_level: 'unverified', is_verified: false });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'token', user: newcomer }));
    stubApi({ ...answers, '/api/profile_data': { body: newcomer } });
    const { container } = await renderRoute('/signup', { language: 'sv' });
    await waitFor(() => expect(container.textContent).toMatch(/Slutför din registrering/));
    expect(englishWordsIn(everythingShown(document.body))).toEqual([]);
  });

  it.each(screens)('shows $path (signed in: $signedIn) without an English word', async (screen) => {
    stubApi(answers);
    if (screen.signedIn) signedIn();
    const { container } = await renderRoute(screen.path, { language: 'sv' });
    await waitFor(() => expect(container.textContent).toMatch(screen.ready));
    expect(englishWordsIn(everythingShown(document.body))).toEqual([]);
  });
});

describe('reasons the server gives by code', () => {
  it("are said in the reader's language; an admin's own words as written", async () => {
    const declined = (id: number, reason: string, coded?: object) => ({
      id,
      plan_id: 1,
      from: `2025/10/0${id}`,
      to: `2025/10/0${id + 2}`,
      status: 'declined' as const,
      user_priority: id,
      priority: id,
      note: '',
      rejection_reason: reason,
      ...coded,
      current_user: 'Anna Berg',
      expiry_date: '2025/11/01',
    });
    stubApi({
      ...answers,
      '/api/stay-plans': {
        body: {
          horizon_date: null,
          max_stay_nights: 28,
          fee: DEFAULT_FEE,
          beds: 8,
          stay_plans: [
            stayPlan({
              id: 1,
              title: 'Höst',
              expiry_date: '2025/11/01',
              current_user: 'Anna Berg',
              endorser_user: null,
              user_id: 1,
              own: true,
              options: [
                declined(
                  1,
                  'It conflicts with the approved stay by Bo Berg (1 Oct 2025 – 5 Oct 2025).',
                  {
                    rejection_code: 'api.stay.declinedConflict',
                    rejection_params: {
                      user: 'Bo Berg',
                      fromDay: '2025-10-01',
                      toDay: '2025-10-05',
                    },
                  },
                ),
                declined(2, 'Taket lagas den veckan.'),
              ],
            }),
          ],
        },
      },
    });
    signedIn();
    await renderRoute('/book-stay', { language: 'sv' });
    expect(
      await screen.findByText(
        'Avböjd: Den krockar med den godkända vistelsen för Bo Berg (1 okt. 2025 – 5 okt. 2025).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Avböjd: Taket lagas den veckan.')).toBeInTheDocument();
  });
});

const admin = profile({
  id: 1,
  name: 'Ada Lind',
  language: 'sv',
  access_level: 'trusted',
  is_admin: true,
  can_access_booking: true,
});
const signedInAdmin = () =>
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'token', user: admin }));

// The shared fixtures, with what a Swedish admin's house would hold.
const account = (id: number, name: string, fields: Partial<Member> = {}) =>
  memberRow(id, name, {
    invited_by: { id: 1, name: 'Ada Lind' },
    stays_this_year: 1,
    pending_requests: 2,
    ...fields,
  });
const pending = (id: number, rank: number, fields: Partial<PendingStay> = {}) =>
  pendingStay(id, rank, {
    note: 'Med barnen',
    expiry_date: '2025-09-20',
    chain_priority: 3,
    plan: { title: `Plan ${id}`, current_user: `Medlem ${id}`, endorser_user: 'Ada Lind' },
    ...fields,
  });
const improvement = { ...bastu, total_votes: 2 };
const invite = (id: number, code: string, fields: Partial<InviteListItem> = {}) =>
  inviteItem(id, code, { code_type: 'trusted', ...fields });

const adminAnswers = {
  ...answers,
  '/api/profile_data': { body: admin },
  '/api/admin/summary': { body: { waiting_requests: 2, pending_donations: 1, failed_mails: 2 } },
  '/api/documents': {
    body: {
      documents: [
        {
          id: 1,
          title: 'Hemförsäkring 2025',
          kind: 'insurance',
          audience: 'owners',
          expires: '2025/10/31',
          offline: false,
          format: 'pdf',
          size: 1_250_000,
          pages: 4,
          added_at: '2025-01-10T10:00:00.000Z',
          added_by: 'Ada Admin',
          url: '/api/documents/files/0123456789abcdef01234567.pdf?exp=1&sig=x',
          can: { edit: true },
        },
        {
          id: 2,
          title: 'Bastuaggregatet',
          kind: 'manual',
          audience: 'everyone',
          expires: null,
          offline: true,
          format: 'jpeg',
          size: 300_000,
          pages: null,
          added_at: '2025-01-10T10:00:00.000Z',
          added_by: 'Ada Admin',
          url: '/api/documents/files/0123456789abcdef01234568.jpg?exp=1&sig=x',
          can: { edit: true },
        },
      ],
    },
  },
  '/api/admin/failed-mails': {
    body: {
      mails: [
        {
          id: 7,
          to: ['lisa@example.com'],
          subject: 'Vistelsen är godkänd',
          error: '550',
          attempts: 5,
          failed_at: '2025-09-12T07:00:00.000Z',
        },
      ],
    },
  },
  '/api/admin/pending-approvals': {
    body: approvalsView([
      pending(2, 1),
      pending(3, 2, { chain_priority: 1, plan: { ...pending(3, 2).plan, endorser_user: null } }),
      pending(4, 1, {
        from: '2025-12-01',
        to: '2025-12-03',
        expiry_date: '2025-11-20',
        chain_priority: 4,
      }),
    ]),
  },
  '/api/admin/decisions?page=1': {
    body: {
      entries: [
        {
          id: 1,
          option_id: 10,
          at: '2025-09-12T07:00:00.000Z',
          actor: 'Ada Lind',
          member: 'Anna Berg',
          from: '2025/10/01',
          to: '2025/10/04',
          from_status: 'approved',
          to_status: 'declined',
          reason: 'Taket lagas.',
        },
        {
          id: 2,
          option_id: 11,
          at: '2025-09-12T07:00:00.000Z',
          actor: null,
          member: 'Anna Berg',
          from: '2025/10/01',
          to: '2025/10/04',
          from_status: null,
          to_status: 'pending',
          reason: null,
        },
      ],
      total: 30,
      page: 1,
      page_size: 25,
      members: [{ id: 5, name: 'Anna Berg' }],
      years: [2025, 2024],
    },
  },
  '/api/admin/fair-share': {
    body: {
      year: 2025,
      years: [2025, 2024],
      rows: [
        {
          user_id: 5,
          name: 'Anna Berg',
          year: 2025,
          nights: 9,
          high_season_nights: 2,
          declined: 1,
          cancelled: 1,
          work_days: 2,
        },
      ],
    },
  },
  // No owners set yet: the owners' card says so, in Swedish.
  '/api/admin/owners': { body: { current: null, history: [] } },
  '/api/admin/members': {
    body: {
      members: [
        account(1, 'Ada Lind', { is_admin: true, access_level: 'trusted', invited_by: null }),
        account(2, 'Vera Ek'),
        account(3, 'Bo Ek', { access_level: 'trusted', suspended: true, last_active: null }),
        account(4, 'Ulla Ek', { access_level: 'unverified', invited_by: null }),
      ],
    },
  },
  '/api/admin/photos': {
    body: {
      public: [{ name: 'sjon.jpg', url: '/api/images/public/sjon.jpg?v=1' }],
      private: [],
      guide: [{ name: 'bastun.jpg', url: '/p/bastun.jpg?v=1' }],
    },
  },
  '/api/invites': {
    body: {
      outstanding: [invite(1, 'OPENCODE')],
      used: [
        invite(2, 'USEDCODE', { used_by: 'Nils Ek', used_at: '2025-09-11T10:00:00.000Z' }),
        invite(3, 'OLDCODE', { code_type: 'verified', used_by: 'Lisa Ek' }),
      ],
      holds: 'all',
    },
  },
  '/api/admin/improvements': {
    body: {
      improvements: [improvement, { ...improvement, id: 2, is_active: false, is_done: true }],
    },
  },
  '/api/admin/donations': {
    body: {
      donations: [
        {
          id: 1,
          amount: 2500,
          donor_name: 'Anna Berg',
          donor_email: null,
          message: 'Till bastun',
          is_anonymous: false,
          is_verified: false,
          created_at: '2025-09-12T07:17:00.000Z',
          improvement: null,
        },
        {
          id: 2,
          amount: 500,
          donor_name: null,
          donor_email: null,
          message: null,
          is_anonymous: true,
          is_verified: true,
          created_at: '2025-09-11T07:17:00.000Z',
          improvement: { id: 1, title: 'Bastuaggregat' },
        },
      ],
    },
  },
  '/api/admin/high-season': { body: { periods: DEFAULT_HIGH_SEASON } },
  '/api/admin/longest-stay': { body: { max_stay_nights: 28 } },
  '/api/admin/money-settings': { body: { kwh_price: 175, part_mail_over: 50_000 } },
  '/api/admin/house-position': { body: { position: { latitude: 57.1834, longitude: 14.0412 } } },
  '/api/admin/second-factor-rule': { body: { required: false } },
  '/api/admin/payment': { body: { payment: { apps: ['Swish'], phone: '070-123 45 67' } } },
  '/api/admin/house-name': { body: { name: 'Stugan vid sjön' } },
  '/api/admin/fees': {
    body: {
      fee: { ...DEFAULT_FEE, model: 'person_night', adult: 15_000, child: 7_550, cleaning: 80_000 },
      beds: 8,
      swish: '123 456 78 90',
    },
  },
  '/api/admin/payments?year=2025': {
    body: {
      year: 2025,
      payments: [
        {
          booking_id: 4,
          user_id: 5,
          member: 'Nils Ek',
          email: 'nils@example.com',
          from: '2025/10/10',
          to: '2025/10/13',
          party: { adults: 2, children: 1, guests: 1, pets: true },
          fee: 250_000,
          state: 'marked',
          paid_at: '2025-09-11T07:17:00.000Z',
          confirmed_at: null,
        },
      ],
      members: [{ user_id: 5, member: 'Nils Ek', due: 250_000, marked: 250_000, confirmed: 0 }],
    },
  },
};

/** The admins' screens, each opened by an admin who reads Swedish. */
const adminScreens: { path: string; ready: RegExp }[] = [
  { path: '/admin', ready: /Mejl som inte kom iväg[\s\S]*Till lisa@example.com/ },
  { path: '/admin/approvals', ready: /Konflikt 1/ },
  { path: '/admin/decisions', ready: /30 ändringar/ },
  { path: '/admin/fair-share', ready: /Vem hade huset 2025/ },
  { path: '/admin/members', ready: /Vem bjöd in vem/ },
  { path: '/admin/photos', ready: /sjon\.jpg/ },
  { path: '/admin/invite-codes', ready: /använd av Nils Ek/ },
  { path: '/admin/improvements', ready: /Bastuaggregat/ },
  { path: '/admin/donations', ready: /Till bastun/ },
  {
    path: '/admin/settings',
    ready: /^(?=[\s\S]*Pris per kWh)[\s\S]*Midsommarveckan[\s\S]*070-123 45 67/,
  },
  { path: '/admin/payments', ready: /Nils Ek[\s\S]*2 vuxna, 1 barn, 1 gäst, husdjur/ },
  {
    path: '/documents',
    ready:
      /Lägg till ett dokument[\s\S]*PDF, 4 sidor, 1,2 MB[\s\S]*Går ut 31 okt\. 2025: förnya det[\s\S]*Bild, 293 kB/,
  },
];

describe('the admin screens in Swedish', () => {
  it.each(adminScreens)('shows $path without an English word', async (screenOf) => {
    stubApi(adminAnswers);
    signedInAdmin();
    const { container } = await renderRoute(screenOf.path, { language: 'sv' });
    await waitFor(() => expect(everythingShown(container)).toMatch(screenOf.ready));
    expect(englishWordsIn(everythingShown(document.body))).toEqual([]);
  });

  it('shows the default high season under Swedish names, and its form in Swedish', async () => {
    stubApi(adminAnswers);
    signedInAdmin();
    await renderRoute('/admin/settings', { language: 'sv' });
    await screen.findByDisplayValue('Sportlovet');
    const names = screen.getAllByLabelText('Namn');
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Stugan vid sjön',
      'Midsommarveckan',
      'Sommaren',
      'Jul och nyår',
      'Sportlovet',
    ]);
    expect(await screen.findAllByText(/^År 2025: /)).toHaveLength(4);
  });

  it('asks in Swedish before a member is suspended, an improvement changed or a stay declined', async () => {
    stubApi(adminAnswers);
    signedInAdmin();
    const { unmount } = await renderRoute('/admin/members', { language: 'sv' });
    await userEvent.click(await screen.findByRole('button', { name: 'Stäng av Vera Ek' }));
    const suspend = await screen.findByRole('dialog', { name: 'Stänga av medlemmen?' });
    expect(suspend).toHaveTextContent(
      'De 2 förfrågningarna som väntar avböjs med ”Medlemmen är avstängd”.',
    );
    expect(englishWordsIn(everythingShown(suspend))).toEqual([]);
    unmount();

    const improvements = await renderRoute('/admin/improvements', { language: 'sv' });
    await userEvent.click(await screen.findByRole('button', { name: 'Lägg till förbättring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lägg till förbättring' });
    expect(englishWordsIn(everythingShown(dialog))).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till förbättring' }));
    expect(await within(dialog).findByText('Fyll i en rubrik')).toBeInTheDocument();
    improvements.unmount();

    await renderRoute('/admin/approvals', { language: 'sv' });
    const [first] = await screen.findAllByRole('button', { name: /^Avböj / });
    await userEvent.click(first!);
    const decline = await screen.findByRole('dialog', { name: 'Avböj förfrågan' });
    expect(englishWordsIn(everythingShown(decline))).toEqual([]);
  });
});
