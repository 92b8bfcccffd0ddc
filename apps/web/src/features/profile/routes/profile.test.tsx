import { signInCalls } from '@/test/fixtures';
import type { MailChoices } from '@stuga/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

/** A member's mail choices as the server answers them: every kind, at once unless said. */
const choicesOf = (chosen: Partial<MailChoices['choices']> = {}): MailChoices['choices'] => ({
  before: 'now',
  eve: 'now',
  departure: 'now',
  after: 'now',
  cost: 'now',
  balance: 'now',
  chore: 'now',
  ...chosen,
});

afterEach(() => window.localStorage.clear());
const member = profile({ access_level: 'trusted', endorser: 'Karin', has_password: true });
const signIn = (user = member) =>
  window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 'old-token', user }));

describe('Your profile', () => {
  it('shows the access level and what it allows', async () => {
    signIn();
    stubApi({ '/api/profile_data': { body: member } });
    await renderRoute('/profile');
    const access = screen.getByRole('region', { name: 'Your access' });
    expect(within(access).getByTestId('access-level')).toHaveTextContent('Trusted User');
    expect(within(access).getByText('Generates invite codes')).toBeInTheDocument();
    expect(within(access).getByText('Invited by Karin')).toBeInTheDocument();
  });

  it('tells an account without signup what it may open until then, and nothing more', async () => {
    const unverified = profile({ access_level: 'unverified', is_verified: false });
    signIn(unverified);
    stubApi({ '/api/profile_data': { body: unverified } });
    await renderRoute('/profile');
    const access = screen.getByRole('region', { name: 'Your access' });
    expect(access).toHaveTextContent(
      'Until signup is complete: this profile, and the contact form to ask the house for an invite',
    );
    expect(access).not.toHaveTextContent(/public photos|About page|guestbook/);
  });

  it('saves the names and phone, and the header follows', async () => {
    signIn();
    const saved = { ...member, first_name: 'Annika', name: 'Annika Berg', phone: '070 123' };
    const api = stubApi({
      '/api/profile_data': { body: member },
      'PUT /api/profile': { body: saved },
    });
    await renderRoute('/profile');
    const first = screen.getByLabelText(/^First name/);
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.type(first, 'Annika');
    await userEvent.type(screen.getByLabelText(/^Phone/), '070 123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      first_name: 'Annika',
      last_name: 'Berg',
      phone: '070 123',
    });
    expect(screen.getByRole('link', { name: 'Your profile: Annika Berg' })).toBeInTheDocument();
  });

  it('changes the password with the current one, and carries on with the new token', async () => {
    signIn();
    const api = stubApi({
      '/api/profile_data': { body: member },
      '/api/profile/devices': { body: { public_key: 'key', devices: [] } },
      ...signInCalls,
      '/api/profile/channels': {
        body: {
          channels: {
            offer: 'both',
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
        body: { choices: choicesOf() },
      },
      '/api/money/swish': { body: { swish: null } },
      'POST /api/profile/password': {
        body: {
          message: 'Your password has been changed. Every other session has been signed out.',
          jwt: 'new-token',
          user: member,
        },
      },
    });
    await renderRoute('/profile');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'old secret');
    await userEvent.type(screen.getByLabelText(/^New password/), 'new secret');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'new secrex');
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText(
        'Your password has been changed. Every other session has been signed out.',
      ),
    ).toBeInTheDocument();
    const call = api.requests.find((r) => r.url === '/api/profile/password')!;
    expect(call.body).toEqual({ current_password: 'old secret', new_password: 'new secret' });
    expect(call.headers.Authorization).toBe('Bearer old-token');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('stuga.session')!).jwt).toBe('new-token'),
    );
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('says when the current password is wrong, and keeps the session', async () => {
    signIn();
    stubApi({
      '/api/profile_data': { body: member },
      '/api/fair-share': {
        body: {
          share: { year: 2025, nights: 0, high_season_nights: 0, declined: 0, cancelled: 0 },
        },
      },
      '/api/calendar-feed': {
        body: {
          url: 'http://x/api/calendar/1.a.ics',
          webcal_url: 'webcal://x/api/calendar/1.a.ics',
        },
      },
      '/api/profile/devices': { body: { public_key: 'key', devices: [] } },
      ...signInCalls,
      '/api/profile/channels': {
        body: {
          channels: {
            offer: 'both',
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
        body: { choices: choicesOf() },
      },
      '/api/money/swish': { body: { swish: null } },
      'POST /api/profile/password': {
        status: 400,
        body: {
          error: 'Current password is incorrect.',
          message: 'Current password is incorrect.',
        },
      },
    });
    await renderRoute('/profile');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'wrong');
    await userEvent.type(screen.getByLabelText(/^New password/), 'new secret');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    expect(JSON.parse(window.localStorage.getItem('stuga.session')!).jwt).toBe('old-token');
  });

  it('lets an account made with Google set a password without a current one', async () => {
    const google = { ...member, has_password: false };
    signIn(google);
    stubApi({ '/api/profile_data': { body: google } });
    await renderRoute('/profile');
    expect(screen.getByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('sends a visitor to log in, and back here afterwards', async () => {
    stubApi({ '/api/auth/config': { body: { google_client_id: null } } });
    await renderRoute('/profile');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('reminders by mail', () => {
  it('keeps how each kind comes', async () => {
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: member }));
    const api = stubApi({
      '/api/profile_data': { body: member },
      '/api/profile/mail-choices': {
        body: { choices: choicesOf() },
      },
      '/api/money/swish': { body: { swish: null } },
      'PUT /api/profile/mail-choices': {
        body: { choices: choicesOf({ before: 'digest', after: 'off', balance: 'off' }) },
      },
    });
    await renderRoute('/profile');
    const card = await screen.findByRole('region', { name: 'Reminders by mail' });
    await userEvent.selectOptions(
      await within(card).findByLabelText('5 days before you arrive'),
      'Weekly digest',
    );
    await userEvent.selectOptions(within(card).getByLabelText('2 days after your stay'), 'Off');
    await userEvent.selectOptions(
      within(card).getByLabelText('Each month, what you owe the others'),
      'Off',
    );
    // The day before, the morning of departure and the money's mails offer no digest.
    for (const timely of [
      'The day before you arrive',
      'The morning you leave',
      'A new cost gives you a large part',
      'Each month, what you owe the others',
    ]) {
      const field = within(card).getByLabelText(timely);
      expect(
        within(field)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['At once', 'Off']);
    }
    await userEvent.click(within(card).getByRole('button', { name: 'Save mail choices' }));
    expect(await within(card).findByText('Your mail choices are saved.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { choices: choicesOf({ before: 'digest', after: 'off', balance: 'off' }) },
    ]);
  });

  it('are not offered to a member who cannot book stays', async () => {
    const verified = profile({ access_level: 'verified', can_access_booking: false });
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: verified }));
    const api = stubApi({ '/api/profile_data': { body: verified } });
    await renderRoute('/profile');
    expect(await screen.findByRole('heading', { name: /profile/i, level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reminders by mail' })).not.toBeInTheDocument();
    expect(api.paths).not.toContain('/api/profile/mail-choices');
    expect(api.paths).not.toContain('/api/money/swish');
    expect(screen.queryByRole('region', { name: 'Getting paid' })).not.toBeInTheDocument();
  });
});

describe('the Swish number on the profile', () => {
  it('is where the others pay the member when settling up, checked before it is sent', async () => {
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: member }));
    const api = stubApi({
      '/api/profile_data': { body: member },
      '/api/money/swish': { body: { swish: null } },
      'PUT /api/money/swish': { body: { my_swish: '070-555 12 34' } },
    });
    await renderRoute('/profile');
    const card = await screen.findByRole('region', { name: 'Getting paid' });
    const field = await within(card).findByLabelText('Your Swish number');
    await userEvent.type(field, 'call me');
    await userEvent.click(within(card).getByRole('button', { name: 'Save the number' }));
    expect(await within(card).findByText(/^A Swish number/)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, '070-555 12 34');
    await userEvent.click(within(card).getByRole('button', { name: 'Save the number' }));
    expect(await within(card).findByText('Your Swish number is saved.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      swish: '070-555 12 34',
    });
  });
});

describe('notifications on the phone', () => {
  it('lists the devices with notifications on and removes one; says when the browser cannot', async () => {
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: member }));
    const device = (id: number, label: string, last: string | null) => ({
      id,
      label,
      endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
      created_at: '2025-09-01T10:00:00.000Z',
      last_sent_at: last,
    });
    const api = stubApi({
      '/api/profile_data': { body: member },
      '/api/profile/mail-choices': { body: { choices: choicesOf() } },
      '/api/money/swish': { body: { swish: null } },
      '/api/profile/devices': {
        body: {
          public_key: 'key',
          devices: [
            device(2, 'Chrome · Android', '2025-09-11T18:30:00.000Z'),
            device(1, 'Firefox · Linux', null),
          ],
        },
      },
      '/api/profile/channels': {
        body: {
          channels: {
            offer: 'both',
            decision: 'both',
            swap: 'both',
            round: 'both',
            reminder: 'both',
            codes: 'both',
            weather: 'both',
          },
        },
      },
      'PUT /api/profile/channels': {
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
      'DELETE /api/profile/devices/1': {
        body: { public_key: 'key', devices: [device(2, 'Chrome · Android', null)] },
      },
    });
    await renderRoute('/profile');
    const card = await screen.findByRole('region', {
      name: 'Notifications on this phone or computer',
    });
    expect(await within(card).findByText('Chrome · Android')).toBeInTheDocument();
    expect(within(card).getByText('Last notification 11 Sept 2025, 20:30')).toBeInTheDocument();
    expect(within(card).getByText('On since 1 Sept 2025')).toBeInTheDocument();
    // The test's browser has no push manager.
    expect(within(card).getByText('This browser cannot show notifications.')).toBeInTheDocument();
    expect(
      within(card).getByText(
        /^On an iPhone or iPad, notifications need the app on the home screen/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Firefox · Linux' }));
    await waitFor(() =>
      expect(within(card).queryByText('Firefox · Linux')).not.toBeInTheDocument(),
    );
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toContain(
      'DELETE /api/profile/devices/1',
    );
    // How a waitlist offer reaches her: a notification only.
    // The choices load on their own: waited for, never assumed loaded with the devices.
    const choices = await within(card).findByRole('form', { name: 'How each kind reaches you' });
    await userEvent.selectOptions(
      within(choices).getByLabelText('Waitlist offers'),
      'Notification only',
    );
    await userEvent.click(within(choices).getByRole('button', { name: 'Save the choices' }));
    expect(await within(choices).findByText('Your choices are saved.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      channels: {
        offer: 'push',
        decision: 'both',
        swap: 'both',
        round: 'both',
        reminder: 'both',
        codes: 'both',
        weather: 'both',
      },
    });
  });
});

describe('your data', () => {
  it('downloads everything the house keeps about the member, and says when it cannot', async () => {
    signIn();
    const api = stubApi({
      '/api/profile_data': { body: member },
      '/api/clock': { body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12' } },
      '/api/profile/my-data': { status: 503, body: { error: 'The house is busy.' } },
    });
    URL.createObjectURL = () => 'blob:my-data';
    URL.revokeObjectURL = () => undefined;
    const follow = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await renderRoute('/profile');
    const card = await screen.findByRole('region', { name: 'Your data' });
    expect(within(card).getByText(/^Everything the house keeps about you/)).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Download my data' }));
    expect(await within(card).findByText('The house is busy.')).toBeVisible();
    expect(follow).not.toHaveBeenCalled();
    stubApi({
      '/api/profile_data': { body: member },
      '/api/clock': { body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12' } },
      '/api/profile/my-data': { body: 'PK' },
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(follow).toHaveBeenCalled());
    expect(api.paths).toContain('/api/profile/my-data');
    follow.mockRestore();
  });
});

describe('closing the account', () => {
  it('asks twice, with the password, then forgets the session and says it is closed', async () => {
    signIn();
    const api = stubApi({
      '/api/profile_data': { body: member },
      'POST /api/profile/close': {
        status: 400,
        body: { error: 'That is not your password. Your account stays open.' },
      },
    });
    await renderRoute('/profile');
    const card = await screen.findByRole('region', { name: 'Close your account' });
    await userEvent.click(within(card).getByRole('button', { name: 'Close my account' }));
    expect(within(card).getByText('Are you sure? This cannot be undone.')).toBeVisible();
    await waitFor(() => expect(within(card).getByLabelText('Your password')).toHaveFocus());
    // Kept: nothing is sent, and focus returns to the button.
    await userEvent.click(within(card).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Close my account' })).toHaveFocus(),
    );
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Close my account' }));
    // Checked before it is sent, as the server checks it.
    await userEvent.click(within(card).getByRole('button', { name: 'Close my account for good' }));
    expect(
      await within(card).findByText('Type your password to close your account.'),
    ).toBeVisible();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(within(card).getByLabelText('Your password'), 'wrong horse');
    await userEvent.click(within(card).getByRole('button', { name: 'Close my account for good' }));
    expect(
      await within(card).findByText('That is not your password. Your account stays open.'),
    ).toBeVisible();
    stubApi({
      '/api/profile_data': { body: member },
      'POST /api/profile/close': { body: { closed: true } },
    });
    await userEvent.clear(within(card).getByLabelText('Your password'));
    await userEvent.type(within(card).getByLabelText('Your password'), 'correct horse');
    await userEvent.click(within(card).getByRole('button', { name: 'Close my account for good' }));
    expect(
      await screen.findByText('Your account is closed. Thank you for your stays.'),
    ).toBeVisible();
    expect(window.localStorage.getItem('stuga.session')).toBeNull();
  });
});
