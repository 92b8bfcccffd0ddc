import { DEFAULT_HIGH_SEASON } from '@stuga/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { setHouseName } from '@/lib/house-name';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

const clock = {
  body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12', time_zone: 'Europe/Stockholm' },
};
const signInAdmin = () =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({ jwt: 't', user: profile({ is_admin: true, access_level: 'trusted' }) }),
  );

describe('Settings', () => {
  it('saves the payment apps and number, refusing a number that is not one', async () => {
    signInAdmin();
    const api = stubApi({
      '/api/clock': clock,
      '/api/admin/high-season': { body: { periods: DEFAULT_HIGH_SEASON } },
      '/api/admin/longest-stay': { body: { max_stay_nights: 28 } },
      '/api/admin/payment': { body: { payment: { apps: ['Swish'], phone: '070-123 45 67' } } },
      'PUT /api/admin/payment': {
        body: { payment: { apps: ['Swish', 'MobilePay'], phone: '070-999 88 77' } },
      },
    });
    await renderRoute('/admin/settings');
    const card = await screen.findByRole('region', { name: 'Payment' });
    const number = await within(card).findByLabelText('Number');
    expect(number).toHaveValue('070-123 45 67');
    await userEvent.type(within(card).getByLabelText(/^Second payment app/), 'MobilePay');
    await userEvent.clear(number);
    await userEvent.type(number, 'ring me');
    await userEvent.click(within(card).getByRole('button', { name: 'Save payment details' }));
    expect(
      await within(card).findByText(
        'Write the number with digits, spaces and dashes, e.g. 070-123 45 67.',
      ),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.clear(number);
    await userEvent.type(number, '070-999 88 77');
    await userEvent.click(within(card).getByRole('button', { name: 'Save payment details' }));
    expect(await within(card).findByText('Payment details saved.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      apps: ['Swish', 'MobilePay'],
      phone: '070-999 88 77',
    });
  });

  it('saves the longest stay, refusing more than 90 nights', async () => {
    signInAdmin();
    const api = stubApi({
      '/api/clock': clock,
      '/api/admin/high-season': { body: { periods: DEFAULT_HIGH_SEASON } },
      '/api/admin/payment': { body: { payment: null } },
      '/api/admin/longest-stay': { body: { max_stay_nights: 28 } },
      'PUT /api/admin/longest-stay': { body: { max_stay_nights: 14 } },
    });
    await renderRoute('/admin/settings');
    const card = await screen.findByRole('region', { name: 'Longest stay' });
    const nights = await within(card).findByLabelText('Nights');
    await userEvent.clear(nights);
    await userEvent.type(nights, '120');
    await userEvent.click(within(card).getByRole('button', { name: 'Save longest stay' }));
    expect(
      await within(card).findByText('The longest stay is 1 to 90 nights.'),
    ).toBeInTheDocument();
    await userEvent.clear(nights);
    await userEvent.type(nights, '14');
    await userEvent.click(within(card).getByRole('button', { name: 'Save longest stay' }));
    expect(await within(card).findByText('Longest stay saved.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ max_stay_nights: 14 });
  });
});

describe("the house's name", () => {
  it('renames the house: the header and the title follow at once', async () => {
    signInAdmin();
    stubApi({
      '/api/clock': clock,
      '/api/admin/high-season': { body: { periods: DEFAULT_HIGH_SEASON } },
      '/api/admin/payment': { body: { payment: null } },
      '/api/admin/longest-stay': { body: { max_stay_nights: 28 } },
      '/api/admin/house-name': { body: { name: 'Stuga' } },
      'PUT /api/admin/house-name': { body: { name: 'Stugan vid sjön' } },
    });
    await renderRoute('/admin/settings');
    const card = await screen.findByRole('region', { name: "The house's name" });
    const name = await within(card).findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.click(within(card).getByRole('button', { name: 'Save name' }));
    expect(await within(card).findByText("Give the house's name.")).toBeInTheDocument();
    await userEvent.type(name, 'Stugan vid sjön');
    await userEvent.click(within(card).getByRole('button', { name: 'Save name' }));
    expect(await within(card).findByText("The house's name is saved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stugan vid sjön' })).toBeInTheDocument();
    expect(document.title).toBe('Settings · Stugan vid sjön');
    setHouseName('Stuga');
  });
});

describe("the house's money", () => {
  it('saves the price per kWh and when a new part is mailed, refusing a price of 0', async () => {
    signInAdmin();
    const api = stubApi({
      '/api/clock': clock,
      '/api/admin/high-season': { body: { periods: DEFAULT_HIGH_SEASON } },
      '/api/admin/payment': { body: { payment: null } },
      '/api/admin/longest-stay': { body: { max_stay_nights: 28 } },
      '/api/admin/money-settings': { body: { kwh_price: null, part_mail_over: 50_000 } },
      'PUT /api/admin/money-settings': { body: { kwh_price: 175, part_mail_over: 100_000 } },
    });
    await renderRoute('/admin/settings');
    const card = await screen.findByRole('region', { name: 'The house’s money' });
    const price = await within(card).findByLabelText('Price per kWh');
    const over = within(card).getByLabelText('Mail a new part over');
    expect(price).toHaveValue('');
    expect(over).toHaveValue('500 kr');
    await userEvent.type(price, '0');
    await userEvent.click(within(card).getByRole('button', { name: 'Save the money’s settings' }));
    expect(
      await within(card).findByText(
        'A price per kWh is more than 0 and at most 100 kr, in öre as a whole number, or none.',
      ),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.clear(price);
    await userEvent.type(price, '1.75');
    await userEvent.clear(over);
    await userEvent.type(over, '1000');
    await userEvent.click(within(card).getByRole('button', { name: 'Save the money’s settings' }));
    expect(await within(card).findByText('The money’s settings are saved.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      kwh_price: 175,
      part_mail_over: 100_000,
    });
  });
});
