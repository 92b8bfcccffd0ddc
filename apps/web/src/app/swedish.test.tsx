import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/lib/session-store';
import { ENGLISH_WORDS, englishWordsIn, everythingShown } from '@/test/english';
import { improvementsBody, profile, stayPlan } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

const member = profile({ language: 'sv', access_level: 'trusted', can_access_booking: true });
const signedIn = () =>
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'token', user: member }));

const answers = {
  '/api/images': { body: { image_list: [] } },
  '/api/get_images': { body: { image_list: [] } },
  '/api/auth/config': { body: { google_client_id: null } },
  '/api/profile_data': { body: member },
  '/api/stays/upcoming': { body: { stays: [] } },
  '/api/fair-share': {
    body: { share: { year: 2025, nights: 9, high_season_nights: 2, declined: 1, cancelled: 0 } },
  },
  '/api/calendar-feed': {
    body: { url: 'http://x/api/calendar/1.a.ics', webcal_url: 'webcal://x/api/calendar/1.a.ics' },
  },
  '/api/guides/house': { body: { type: 'house', title: 'Husguide', sections: [] } },
  '/api/improvements': {
    body: improvementsBody(
      {
        improvements: [
          {
            id: 1,
            title: 'Bastuaggregat',
            description: 'Ett nytt aggregat.',
            price: 12000,
            category: 'utilities',
            priority: 2,
            image_url: null,
            link_url: null,
            link_text: null,
            is_active: true,
            is_done: false,
            up_votes: 2,
            down_votes: 0,
          },
        ],
        voter: 'member',
        votes: new Map(),
        donations: new Map([[1, 9000]]),
      },
      { apps: ['Swish'], phone: '070-123 45 67' },
    ),
  },
  '/api/guestbook': { body: { entries: [], next_cursor: null } },
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
      stay_plans: [
        stayPlan({
          id: 1,
          title: 'Midsommar',
          expiry_date: '2025/11/01',
          current_user: 'Anna Berg',
          endorser_user: null,
          user_id: 1,
          own: true,
          options: [
            {
              id: 11,
              plan_id: 1,
              from: '2025/10/01',
              to: '2025/10/05',
              status: 'pending',
              user_priority: 1,
              priority: 1,
              note: '',
              rejection_reason: null,
              current_user: 'Anna Berg',
              expiry_date: '2025/11/01',
            },
          ],
        }),
      ],
    },
  },
  '/api/validate-reset-token': { body: { valid: true, email: 'anna@example.com' } },
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
];

afterEach(() => localStorage.clear());

describe('the app in Swedish', () => {
  it('has a list of English words to look for', () => {
    expect(englishWordsIn('Plan a Visit for the house')).toEqual(['the', 'for', 'house']);
    expect(ENGLISH_WORDS.length).toBeGreaterThan(100);
  });

  it.each(screens)('shows $path (signed in: $signedIn) without an English word', async (screen) => {
    stubApi(answers);
    if (screen.signedIn) signedIn();
    const { container } = await renderRoute(screen.path, { language: 'sv' });
    await waitFor(() => expect(container.textContent).toMatch(screen.ready));
    expect(englishWordsIn(everythingShown(document.body))).toEqual([]);
  });
});
