import {
  DEFAULT_FEE,
  DEFAULT_HIGH_SEASON,
  type AdminPayments,
  type BookingPayment,
} from '@stuga/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStayFee } from '@/lib/stay-fee';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

const clock = {
  body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12', time_zone: 'Europe/Stockholm' },
};
const signIn = (fields = {}) =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({
      jwt: 't',
      user: profile({ access_level: 'trusted', can_access_booking: true, ...fields }),
    }),
  );

const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';
const payment = (fields: Partial<BookingPayment> = {}): BookingPayment => ({
  booking_id: 12,
  from: '2025/10/10',
  to: '2025/10/13',
  party: { adults: 2, children: 2, guests: 1, pets: false },
  fee: 320_000,
  state: 'due',
  paid_at: null,
  confirmed_at: null,
  swish: {
    payee: '070-123 45 67',
    message: 'Stuga 12 Anna Berg',
    url: 'swish://payment?data=%7B%7D',
    qr: QR,
  },
  can: { mark_paid: fields.state === undefined || fields.state === 'due' },
  ...fields,
});

describe('paying for a stay', () => {
  it('shows what is due with the Swish QR code and link, and marks it paid', async () => {
    signIn();
    const api = stubApi({
      '/api/clock': clock,
      '/api/bookings/12/payment': { body: payment() },
      'POST /api/bookings/12/paid': {
        body: payment({ state: 'marked', paid_at: '2025-09-12T07:20:00.000Z' }),
      },
    });
    await renderRoute('/pay/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay for your stay' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Pay for your stay · Stuga');
    expect(await screen.findByText('2 adults, 2 children, 1 guest')).toBeInTheDocument();
    expect(screen.getByText(/^3\s200\skr$/)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: /^Swish QR code: 3\s200\skr to 070-123 45 67$/ });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR)}`,
    );
    expect(screen.getByRole('link', { name: 'Open Swish' })).toHaveAttribute(
      'href',
      'swish://payment?data=%7B%7D',
    );
    expect(
      screen.getByText('Swish number 070-123 45 67, message "Stuga 12 Anna Berg"'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(
      await screen.findByText('Thank you: an admin confirms it when the money is in.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Marked paid on 12 Sept 2025, waiting for an admin to confirm'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have paid' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/bookings/12/paid',
    ]);
  });

  it('says when the house has no Swish number, and says a confirmed payment is paid', async () => {
    signIn();
    stubApi({
      '/api/clock': clock,
      '/api/bookings/12/payment': { body: payment({ swish: null }) },
      '/api/bookings/13/payment': {
        body: payment({
          booking_id: 13,
          state: 'confirmed',
          confirmed_at: '2025-09-10T07:00:00.000Z',
        }),
      },
    });
    await renderRoute('/pay/12');
    expect(await screen.findByRole('link', { name: 'ask an admin how to pay' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers "I have paid" only where the server says the viewer may: not to an admin', async () => {
    signIn({ is_admin: true });
    stubApi({
      '/api/clock': clock,
      '/api/bookings/12/payment': { body: payment({ can: { mark_paid: false } }) },
    });
    await renderRoute('/pay/12');
    expect(await screen.findByText(/Stuga 12 Anna Berg/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have paid' })).not.toBeInTheDocument();
  });

  it('tells another member there is no such stay to pay for', async () => {
    signIn();
    stubApi({
      '/api/clock': clock,
      '/api/bookings/12/payment': {
        status: 404,
        body: {
          error: 'No such stay to pay for.',
          message: 'No such stay to pay for.',
          code: 'api.pay.none',
        },
      },
    });
    await renderRoute('/pay/12');
    expect(await screen.findByText('No such stay to pay for.')).toBeInTheDocument();
  });
});

describe('the admins’ payments', () => {
  const year: AdminPayments = {
    year: 2025,
    payments: [
      {
        booking_id: 12,
        user_id: 5,
        member: 'Anna Berg',
        email: 'anna@example.com',
        from: '2025/10/10',
        to: '2025/10/13',
        party: { adults: 2, children: 0, guests: 0, pets: true },
        fee: 250_000,
        state: 'marked',
        paid_at: '2025-09-11T07:00:00.000Z',
        confirmed_at: null,
      },
    ],
    members: [{ user_id: 5, member: 'Anna Berg', due: 250_000, marked: 250_000, confirmed: 0 }],
  };

  it('lists this year’s stays and confirms a payment', async () => {
    signIn({ is_admin: true });
    const confirmed = {
      ...year,
      payments: [{ ...year.payments[0]!, state: 'confirmed' as const, confirmed_at: 'x' }],
      members: [{ ...year.members[0]!, confirmed: 250_000 }],
    };
    let answer = year;
    const api = stubApi({
      '/api/clock': clock,
      get '/api/admin/payments?year=2025'() {
        return { body: answer };
      },
      'POST /api/admin/payments/12/confirm': { body: payment({ state: 'confirmed' }) },
    });
    await renderRoute('/admin/payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    const stays = await screen.findByRole('region', { name: 'Stays' });
    expect(within(stays).getByText('2 adults, pets')).toBeInTheDocument();
    expect(
      within(stays).getByText('Marked paid, waiting for an admin to confirm'),
    ).toBeInTheDocument();
    answer = confirmed;
    await userEvent.click(
      within(stays).getByRole('button', { name: /^Confirm Anna Berg paid for 10 Oct 2025/ }),
    );
    await waitFor(() => expect(within(stays).getByText('Paid')).toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/admin/payments/12/confirm',
    ]);
    const members = screen.getByRole('region', { name: 'Per member' });
    expect(within(members).getAllByText(/^2\s500\skr$/)).toHaveLength(3);
  });

  it('exports the year in the screen’s language: a Swedish screen asks for a Swedish spreadsheet', async () => {
    signIn({ is_admin: true });
    const api = stubApi({
      '/api/clock': clock,
      '/api/admin/payments?year=2025': { body: year },
      '/api/admin/payments.csv?year=2025&language=sv': { body: 'bokning;medlem' },
    });
    URL.createObjectURL = () => 'blob:payments';
    URL.revokeObjectURL = () => undefined;
    // The download's link is clicked; jsdom does not follow it.
    const follow = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await renderRoute('/admin/payments', { language: 'sv' });
    await screen.findByRole('region', { name: 'Vistelser' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportera 2025 som CSV' }));
    await waitFor(() =>
      expect(api.paths).toContain('/api/admin/payments.csv?year=2025&language=sv'),
    );
    await waitFor(() => expect(follow).toHaveBeenCalled());
    follow.mockRestore();
  });

  it('looks at another year, and says when nothing there costs anything', async () => {
    signIn({ is_admin: true });
    stubApi({
      '/api/clock': clock,
      '/api/admin/payments?year=2025': { body: year },
      '/api/admin/payments?year=2024': { body: { year: 2024, payments: [], members: [] } },
    });
    await renderRoute('/admin/payments');
    await screen.findByRole('region', { name: 'Stays' });
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2024');
    expect(
      await screen.findByText('No stay arriving in 2024 costs anything yet.'),
    ).toBeInTheDocument();
  });
});

describe('the fee settings', () => {
  it('save per person and night with a cleaning fee in öre, and the footer follows at once', async () => {
    signIn({ is_admin: true });
    const saved = {
      fee: { ...DEFAULT_FEE, model: 'person_night', adult: 15_050, child: 7_500, cleaning: 80_000 },
      beds: 6,
      swish: '123 456 78 90',
    };
    const api = stubApi({
      '/api/clock': clock,
      '/api/admin/high-season': { body: { periods: DEFAULT_HIGH_SEASON } },
      '/api/admin/payment': { body: { payment: null } },
      '/api/admin/longest-stay': { body: { max_stay_nights: 28 } },
      '/api/admin/house-name': { body: { name: 'Stuga' } },
      '/api/admin/fees': { body: { fee: DEFAULT_FEE, beds: 8, swish: null } },
      'PUT /api/admin/fees': { body: saved },
    });
    await renderRoute('/admin/settings');
    const card = await screen.findByRole('region', { name: 'What a stay costs' });
    await userEvent.click(await within(card).findByLabelText('Per person and night'));
    await userEvent.type(
      within(card).getByLabelText('An adult’s night'),
      '{Control>}a{/Control}150.50',
    );
    await userEvent.type(within(card).getByLabelText('A child’s night'), '{Control>}a{/Control}75');
    await userEvent.type(within(card).getByLabelText(/^Cleaning fee/), '{Control>}a{/Control}800');
    await userEvent.type(within(card).getByLabelText('Beds'), '{Control>}a{/Control}6');
    await userEvent.type(within(card).getByLabelText(/^Swish number/), 'call me');
    await userEvent.click(within(card).getByRole('button', { name: 'Save fees' }));
    expect(
      await within(card).findByText(
        'A Swish number is 7 to 15 digits, with spaces or dashes if you like, e.g. 123 456 78 90.',
      ),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.clear(within(card).getByLabelText(/^Swish number/));
    await userEvent.type(within(card).getByLabelText(/^Swish number/), '123 456 78 90');
    await userEvent.click(within(card).getByRole('button', { name: 'Save fees' }));
    expect(
      await within(card).findByText('Fees saved. Stays already approved keep their fee.'),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      fee: {
        model: 'person_night',
        stay: 250_000,
        night: 0,
        adult: 15_050,
        child: 7_500,
        cleaning: 80_000,
      },
      beds: 6,
      swish: '123 456 78 90',
    });
    expect(
      screen.getByText(
        /^A stay costs 150,50\skr per adult or guest and night, 75\skr per child and night, plus 800\skr for cleaning\. Anything more is voluntary/,
      ),
    ).toBeInTheDocument();
    setStayFee(DEFAULT_FEE);
  });
});
