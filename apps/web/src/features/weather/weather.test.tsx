import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profile, weatherAnswer as weather } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

const signIn = (extra = {}) =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({
      jwt: 't',
      user: profile({ access_level: 'trusted', can_access_booking: true, ...extra }),
    }),
  );

const house = {
  '/api/at-the-house': { body: { stays: [] } },
  '/api/clock': { body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12' } },
};

describe('the weather at the house', () => {
  it('shows the days, the warning for the house and the fire risk, with SMHI named', async () => {
    signIn();
    stubApi({
      ...house,
      '/api/weather': { body: weather() },
      '/api/ice': { body: { season: false, notes: [] } },
    });
    await renderRoute('/at-the-house');
    const card = await screen.findByRole('region', { name: 'Weather at the house' });
    expect(await within(card).findByText('Yellow warning: Strong gusts')).toBeVisible();
    expect(within(card).getByText('Risk of falling trees.')).toBeVisible();
    expect(within(card).getByText('Until 13 Sept 2025, 15:00')).toBeVisible();
    expect(within(card).getByText('Fri 12')).toBeVisible();
    expect(within(card).getByText('Partly cloudy')).toBeVisible();
    expect(within(card).getByText('17° / 6°')).toBeVisible();
    expect(within(card).getByText('4.5 mm · 5.5 m/s')).toBeVisible();
    expect(within(card).getByText('Fire risk today: high (4 of 6)')).toBeVisible();
    expect(within(card).getByText('Forecast from 12 Sept 2025, 09:17.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Source: SMHI' })).toBeVisible();
    // Out of season and no notes: the ice is not asked about.
    expect(screen.queryByRole('region', { name: 'Ice on the lake' })).not.toBeInTheDocument();
  });

  it('says when SMHI is not answering, and when the house has no position', async () => {
    signIn();
    stubApi({ ...house, '/api/weather': { body: weather({ stale: true, warnings: [] }) } });
    const view = await renderRoute('/at-the-house');
    expect(
      await screen.findByText(
        'SMHI is not answering: this is the forecast from 12 Sept 2025, 09:17.',
      ),
    ).toBeVisible();
    view.unmount();
    stubApi({
      ...house,
      '/api/weather': {
        body: weather({ placed: false, fetched_at: null, days: [], warnings: [] }),
      },
    });
    await renderRoute('/at-the-house');
    expect(
      await screen.findByText('The forecast shows once an admin gives the house’s position.'),
    ).toBeVisible();
  });

  it('notes the ice in winter, checked before it is sent', async () => {
    signIn();
    const note = {
      id: 1,
      cm: 12,
      place: 'off the jetty',
      measured_on: '2025/09/12',
      by: 'Anna Berg',
    };
    const api = stubApi({
      ...house,
      '/api/weather': { body: weather() },
      '/api/ice': { body: { season: true, notes: [] } },
      'POST /api/ice': { status: 201, body: { season: true, notes: [note] } },
    });
    await renderRoute('/at-the-house');
    const card = await screen.findByRole('region', { name: 'Ice on the lake' });
    expect(
      await within(card).findByText('No one has noted the ice yet this winter.'),
    ).toBeVisible();
    expect(within(card).getByText(/^SMHI’s advice: ice grows unevenly/)).toBeVisible();
    const form = within(card).getByRole('form', { name: 'Your ice note' });
    await userEvent.click(within(form).getByRole('button', { name: 'Note the ice' }));
    expect(
      await within(form).findByText('Give the ice’s thickness in whole centimetres, 0 to 150.'),
    ).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/Thickness/), '12');
    await userEvent.type(within(form).getByLabelText(/Where/), 'off the jetty');
    await waitFor(() =>
      expect(within(form).getByLabelText(/Measured on/)).toHaveValue('2025-09-12'),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Note the ice' }));
    expect(
      await within(card).findByText('12 cm off the jetty, 12 Sept 2025 (Anna Berg)'),
    ).toBeVisible();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      cm: 12,
      place: 'off the jetty',
      measured_on: '2025/09/12',
    });
  });

  it('lets an admin place the house in Sweden, and nowhere else', async () => {
    signIn({ is_admin: true });
    const api = stubApi({
      '/api/admin/house-position': { body: { position: null } },
      'PUT /api/admin/house-position': {
        body: { position: { latitude: 57.1834, longitude: 14.0412 } },
      },
    });
    await renderRoute('/admin/settings');
    const card = await screen.findByRole('region', { name: 'The house’s position' });
    const latitude = await within(card).findByLabelText('Latitude');
    const longitude = within(card).getByLabelText('Longitude');
    await userEvent.type(latitude, '48.85');
    await userEvent.type(longitude, '2.35');
    await userEvent.click(within(card).getByRole('button', { name: 'Save the position' }));
    expect(
      await within(card).findByText(
        'The house’s position must lie in Sweden: latitude 55–69.2, longitude 10.5–24.5.',
      ),
    ).toBeVisible();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '57.1834');
    await userEvent.clear(longitude);
    await userEvent.type(longitude, '14.0412');
    await userEvent.click(within(card).getByRole('button', { name: 'Save the position' }));
    expect(
      await within(card).findByText(
        'The position is saved. The forecast is asked for it in a moment.',
      ),
    ).toBeVisible();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      position: { latitude: 57.1834, longitude: 14.0412 },
    });
  });
});
