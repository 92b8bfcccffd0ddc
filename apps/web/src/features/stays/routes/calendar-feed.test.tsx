import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

const clock = {
  body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12', time_zone: 'Europe/Stockholm' },
};
const feed = (secret: string) => ({
  url: `https://stuga.example.se/api/calendar/5.${secret}.ics`,
  webcal_url: `webcal://stuga.example.se/api/calendar/5.${secret}.ics`,
});

describe('Your calendar feed, on the profile', () => {
  it('gives a member who plans stays the address, and makes a new one after a yes', async () => {
    const member = profile({ access_level: 'trusted', can_access_booking: true });
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: member }));
    const api = stubApi({
      '/api/clock': clock,
      '/api/profile_data': { body: member },
      'GET /api/calendar-feed': { body: feed('a'.repeat(43)) },
      'POST /api/calendar-feed': {
        body: {
          ...feed('b'.repeat(43)),
          message: 'A new address is made; the old one no longer works.',
        },
      },
    });
    await renderRoute('/profile');
    const card = await screen.findByRole('region', { name: 'Your calendar feed' });
    expect(await within(card).findByLabelText('Calendar address')).toHaveValue(
      feed('a'.repeat(43)).url,
    );
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
      'href',
      feed('a'.repeat(43)).webcal_url,
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address?' });
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(
      await within(card).findByText('A new address is made; the old one no longer works.'),
    ).toBeInTheDocument();
    expect(within(card).getByLabelText('Calendar address')).toHaveValue(feed('b'.repeat(43)).url);
  });

  it('is not shown to a member without booking access', async () => {
    const member = profile({ access_level: 'verified' });
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: member }));
    const api = stubApi({ '/api/clock': clock, '/api/profile_data': { body: member } });
    await renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your calendar feed' })).not.toBeInTheDocument();
    expect(api.paths).not.toContain('/api/calendar-feed');
  });
});
