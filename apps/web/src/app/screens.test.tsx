import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';
import { screens, type ScreenKey } from './screens';

const content = {
  definition: { term: 'Stuga', definition: 'A small Swedish cottage.' },
  about: {
    title: 'About our stuga',
    description: 'The house and its people.',
    house: { title: 'The house', description: 'Four bedrooms.' },
    setting: { title: 'The setting', description: 'By a lake.' },
    technology: { title: 'The technology', description: 'TypeScript.' },
  },
};

describe('screens', () => {
  it('About shows the term, the definition and three cards', async () => {
    stubApi({ '/api/content': { body: content } });
    await renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stuga' })).toBeInTheDocument();
    expect(screen.getByText('A small Swedish cottage.')).toBeInTheDocument();
    expect(screen.getAllByTestId('about-card')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: 'The setting' })).toBeInTheDocument();
  });

  it('About shows the server error and a retry when loading fails', async () => {
    stubApi({
      '/api/content': {
        status: 500,
        body: {
          error: 'Something went wrong on the server. Please try again.',
          message: 'Something went wrong on the server. Please try again.',
        },
      },
    });
    await renderRoute('/about');
    // Tried once more (server trouble), then said.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(
      within(alert).getByText('Something went wrong on the server. Please try again.'),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('About on a new house says it is not written yet, and shows an admin where to write it', async () => {
    stubApi({
      '/api/content': {
        status: 404,
        body: {
          error: 'The About page has not been written yet.',
          message: 'The About page has not been written yet.',
          code: 'api.content.noAbout',
        },
      },
    });
    await renderRoute('/about');
    expect(await screen.findByText('The About page has not been written yet.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Write the About page' })).not.toBeInTheDocument();
    cleanup();
    window.localStorage.setItem(
      'stuga.session',
      JSON.stringify({ jwt: 't', user: profile({ is_admin: true, access_level: 'trusted' }) }),
    );
    await renderRoute('/about');
    expect(await screen.findByRole('link', { name: 'Write the About page' })).toHaveAttribute(
      'href',
      '/admin/settings#about',
    );
    window.localStorage.clear();
  });

  it('shows a loading state while a screen waits for the server', async () => {
    stubApi({});
    globalThis.fetch = () => new Promise<Response>(() => undefined);
    await renderRoute('/subPage');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the message');
  });

  it('says so when the server cannot be reached', async () => {
    stubApi({ '/api/message': new TypeError('Failed to fetch') });
    await renderRoute('/subPage');
    // One retry first, as for any server trouble.
    expect(
      await screen.findByText('Network error. Please try again.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('the Sub page shows the message', async () => {
    stubApi({ '/api/message': { body: { message: 'Hej från stugan' } } });
    await renderRoute('/subPage');
    expect(await screen.findByText('Hej från stugan')).toBeInTheDocument();
  });

  it('Home shows no carousel when there are no images', async () => {
    stubApi({ '/api/get_images': { body: { image_list: [], images: [] } } });
    await renderRoute('/');
    expect(await screen.findByText('No photos yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photos of the house' })).not.toBeInTheDocument();
  });

  it('an unknown address shows the not-found screen', async () => {
    stubApi({});
    await renderRoute('/somewhere/else');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('the footer states the stay fee in Swedish format', async () => {
    stubApi({});
    await renderRoute('/unloggedInPageVue');
    // Swedish groups thousands with a no-break space: "2 500 kr".
    expect(screen.getByRole('contentinfo').textContent).toBe(
      'A stay costs 2\u00a0500\u00a0kr (about 210 EUR) for cleaning and maintenance. ' +
        'Anything more is voluntary and goes to house improvements.',
    );
  });

  it.each([
    ['/', 'Home · Stuga'],
    ['/about', 'About · Stuga'],
    ['/subPage', 'Message · Stuga'],
    ['/unloggedInPageVue', 'Signed Out · Stuga'],
    ['/login', 'Login · Stuga'],
    ['/guestbook', 'Guestbook · Stuga'],
    ['/contact', 'Contact · Stuga'],
    ['/guide/house', 'Access Required · Stuga'],
    ['/invite/ABC', 'Your Invite · Stuga'],
    ['/reset/abc', 'Choose a New Password · Stuga'],
    ['/confirm/abc', 'Confirm Email Address · Stuga'],
    ['/no/such/screen', 'Page Not Found · Stuga'],
  ])('%s is titled %s', async (path, title) => {
    stubApi({
      '/api/content': { body: content },
      '/api/message': { body: { message: 'Hej' } },
      '/api/get_images': { body: { image_list: [], images: [] } },
      '/api/guestbook': { body: { entries: [] } },
      '/api/guestbook/tags': { body: { tags: [] } },
      '/api/auth/config': { body: { google_client_id: null } },
    });
    await renderRoute(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  // Every screen, with who opens it, where, and the title the tab shows.
  const admin = profile({ is_admin: true, access_level: 'trusted', can_access_booking: true });
  const titled: Record<ScreenKey, [path: string, title: string, as: 'visitor' | 'admin']> = {
    home: ['/', 'Home · Stuga', 'visitor'],
    about: ['/about', 'About · Stuga', 'visitor'],
    subPage: ['/subPage', 'Message · Stuga', 'visitor'],
    signedOut: ['/unloggedInPageVue', 'Signed Out · Stuga', 'visitor'],
    login: ['/login', 'Login · Stuga', 'visitor'],
    signup: ['/signup', 'Complete Signup · Stuga', 'admin'],
    invite: ['/invite/ABC', 'Your Invite · Stuga', 'visitor'],
    reset: ['/reset/abc', 'Choose a New Password · Stuga', 'visitor'],
    confirmEmail: ['/confirm/abc', 'Confirm Email Address · Stuga', 'visitor'],
    profile: ['/profile', 'Your Profile · Stuga', 'admin'],
    guestbook: ['/guestbook', 'Guestbook · Stuga', 'visitor'],
    guide: ['/guide/house', 'House guide · Stuga', 'admin'],
    contact: ['/contact', 'Contact · Stuga', 'visitor'],
    bookStay: ['/book-stay', 'Plan Your Visit · Stuga', 'admin'],
    timeline: ['/timeline', 'Timeline · Stuga', 'admin'],
    round: ['/rounds/1', 'High-season round · Stuga', 'admin'],
    atTheHouse: ['/at-the-house', 'At the house · Stuga', 'admin'],
    adminHouse: ['/admin/house', 'Checklists and the house log · Stuga', 'admin'],
    pay: ['/pay/1', 'Pay for your stay · Stuga', 'admin'],
    adminPayments: ['/admin/payments', 'Payments · Stuga', 'admin'],
    adminCosts: ['/admin/costs', 'Costs · Stuga', 'admin'],
    money: ['/money', "The house's money · Stuga", 'admin'],
    moneyYear: ['/money/2025', 'The house in 2025 · Stuga', 'admin'],
    documents: ['/documents', 'Documents · Stuga', 'admin'],
    workDays: ['/work-days', 'Work days · Stuga', 'admin'],
    meetings: ['/meetings', 'Annual meetings · Stuga', 'admin'],
    meeting: ['/meetings/1', 'Annual meeting · Stuga', 'admin'],
    seasons: ['/seasons', 'Opening and closing · Stuga', 'admin'],
    chores: ['/chores', 'Chores · Stuga', 'admin'],
    guest: ['/guest', 'Your guest pass · Stuga', 'visitor'],
    improvements: ['/improvements', 'House Improvements · Stuga', 'visitor'],
    admin: ['/admin', 'Admin Panel · Stuga', 'admin'],
    adminDonations: ['/admin/donations', 'Donations · Stuga', 'admin'],
    adminImprovements: ['/admin/improvements', 'Manage Improvements · Stuga', 'admin'],
    adminApprovals: ['/admin/approvals', 'Approve Stays · Stuga', 'admin'],
    adminDecisions: ['/admin/decisions', 'Decisions · Stuga', 'admin'],
    adminFairShare: ['/admin/fair-share', 'Fair share · Stuga', 'admin'],
    adminSettings: ['/admin/settings', 'Settings · Stuga', 'admin'],
    adminMembers: ['/admin/members', 'Members · Stuga', 'admin'],
    adminPhotos: ['/admin/photos', 'Photos · Stuga', 'admin'],
    adminRounds: ['/admin/rounds', 'High-season rounds · Stuga', 'admin'],
    adminRound: ['/admin/rounds/1', 'The round · Stuga', 'admin'],
    adminInviteCodes: ['/admin/invite-codes', 'Generate Invite Codes · Stuga', 'admin'],
  };

  it('gives every screen a title of its own', () => {
    expect(Object.keys(titled).sort()).toEqual(Object.keys(screens).sort());
    const titles = Object.values(titled).map(([, title]) => title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(Object.entries(titled).filter(([, [, , as]]) => as === 'admin'))(
    '%s is titled as the table says for an admin',
    async (_key, [path, title]) => {
      // An admin who has not completed signup sees the signup step; the rest see their screens.
      const user = path === '/signup' ? { ...admin, is_verified: false } : admin;
      window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user }));
      stubApi({
        '/api/profile_data': { body: user },
        '/api/guides/house': {
          body: { title: 'House guide', description: '', sections: [], can: { add: false } },
        },
        '/api/clock': {
          body: {
            now: '2025-09-12T07:17:00.000Z',
            today: '2025-09-12',
            time_zone: 'Europe/Stockholm',
          },
        },
      });
      try {
        await renderRoute(path);
        await waitFor(() => expect(document.title).toBe(title));
      } finally {
        window.localStorage.clear();
      }
    },
  );
});
