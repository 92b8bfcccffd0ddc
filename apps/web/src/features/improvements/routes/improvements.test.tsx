import type { Donation } from '@stuga/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { improvementsBody, profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

describe('House improvements', () => {
  it("says 'Failed to fetch improvements' when the server refuses and 'Error fetching improvements' offline", async () => {
    stubApi({ '/api/improvements': { status: 500, body: {} } });
    await renderRoute('/improvements');
    expect(
      await screen.findByText('Failed to fetch improvements', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    stubApi({ '/api/improvements': new TypeError('offline') });
    await renderRoute('/improvements');
    expect(
      await screen.findByText('Error fetching improvements', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('asks visitors to log in to vote, with the buttons off', async () => {
    // The one view the screen loads, built as the server builds it.
    stubApi({
      '/api/improvements': {
        body: improvementsBody({
          improvements: [
            {
              id: 1,
              title: 'Sauna stove',
              description: 'A new stove.',
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
          voter: 'visitor',
          votes: new Map(),
          donations: new Map([[1, 9000]]),
        }),
      },
    });
    await renderRoute('/improvements');
    // Logging in from here (to vote, or to see how to give) comes back here.
    const logins = await screen.findAllByRole('link', { name: 'Log in' });
    expect(logins.map((link) => link.getAttribute('href'))).toEqual([
      '/login?from=%2Fimprovements',
      '/login?from=%2Fimprovements',
    ]);
    const card = screen.getByRole('article', { name: 'Sauna stove' });
    expect(within(card).getByText('Funding goal')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: /^Log in to vote: Sauna stove \(2 up\)/ }),
    ).toBeDisabled();
    expect(screen.getByText('9 000 kr of 12 000 kr given (75%).')).toBeInTheDocument();
    // The payment number is for members (DECISIONS §14).
    expect(screen.getByText(/to see how to send a gift/)).toBeInTheDocument();
  });
});

describe('Admin donations', () => {
  const donation = (id: number): Donation => ({
    id,
    amount: 100 * id,
    donor_name: `Donor ${id}`,
    donor_email: null,
    message: null,
    is_anonymous: false,
    is_verified: true,
    created_at: '2025-09-12T07:17:00.000Z',
    improvement: null,
  });

  it('pages the donations by 25, or by 10 or 50 on request', async () => {
    window.localStorage.setItem(
      'stuga.session',
      JSON.stringify({ jwt: 't', user: profile({ is_admin: true }) }),
    );
    stubApi({
      '/api/admin/donations': {
        body: { donations: Array.from({ length: 60 }, (_, i) => donation(i + 1)) },
      },
      '/api/profile_data': { body: profile({ is_admin: true }) },
    });
    await renderRoute('/admin/donations');
    expect(await screen.findByText('Donor 1')).toBeInTheDocument();
    const rows = () => screen.getAllByRole('row').length - 1;
    expect(rows()).toBe(25);
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(rows()).toBe(10);
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '50');
    expect(rows()).toBe(50);
    expect(screen.getByRole('link', { name: /Back to Admin Panel/ })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('says what each donation counts toward', async () => {
    window.localStorage.setItem(
      'stuga.session',
      JSON.stringify({ jwt: 't', user: profile({ is_admin: true }) }),
    );
    stubApi({
      '/api/admin/donations': {
        body: {
          donations: [
            { ...donation(1), improvement: { id: 4, title: 'Sauna stove' } },
            { ...donation(2), is_verified: false },
          ],
        },
      },
      '/api/profile_data': { body: profile({ is_admin: true }) },
    });
    await renderRoute('/admin/donations');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'For' })).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Donor 1');
    expect(first).toHaveTextContent('Sauna stove');
    expect(second).toHaveTextContent('Donor 2');
    expect(second).toHaveTextContent('The goal, once verified');
  });
});
