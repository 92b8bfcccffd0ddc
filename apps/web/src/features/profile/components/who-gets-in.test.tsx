import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profile, signInCalls } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

/** Passkeys and the one-time code on the profile, and the admins' gate (DECISIONS §26). */
afterEach(() => window.localStorage.clear());
const member = profile({ access_level: 'trusted', has_password: true, second_factor: false });
const signIn = (user = member) =>
  window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 'token', user }));
const section = (name: string) => screen.findByRole('region', { name });

describe('passkeys on the profile', () => {
  it('lists each with when it was last used, and removes one', async () => {
    signIn();
    const api = stubApi({
      '/api/profile_data': { body: member },
      ...signInCalls,
      '/api/profile/passkeys': {
        body: {
          passkeys: [
            {
              id: 4,
              name: 'Anna’s phone',
              created_at: '2025-09-01T08:00:00.000Z',
              last_used_at: '2025-09-11T18:30:00.000Z',
            },
            { id: 3, name: 'Old key', created_at: '2025-08-01T08:00:00.000Z', last_used_at: null },
          ],
        },
      },
      'DELETE /api/profile/passkeys/3': { body: { removed: true } },
    });
    await renderRoute('/profile');
    const card = await section('Passkeys');
    expect(await within(card).findByText('Anna’s phone')).toBeVisible();
    expect(within(card).getByText(/^Last used/)).toBeVisible();
    expect(within(card).getByText(/^Added .*, not used yet$/)).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove the passkey Old key' }));
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.method === 'DELETE' && r.url === '/api/profile/passkeys/3'),
      ).toBe(true),
    );
  });
});

describe('the one-time code on the profile', () => {
  it('is set up from the QR code, checked before it is sent, and shows the recovery codes once', async () => {
    signIn();
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}2`);
    const api = stubApi({
      '/api/profile_data': { body: member },
      ...signInCalls,
      'POST /api/profile/second-factor/setup': {
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x',
          qr: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /api/profile/second-factor/confirm': { body: { recovery_codes: codes } },
    });
    await renderRoute('/profile');
    const card = await section('One-time code');
    await userEvent.click(
      await within(card).findByRole('button', { name: 'Set up a one-time code' }),
    );
    expect(
      await within(card).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(within(card).getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await userEvent.type(within(card).getByLabelText('Code'), '12');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(card).findByText(
        'Type the 6-digit code from your authenticator app, or a recovery code.',
      ),
    ).toBeVisible();
    expect(api.requests.some((r) => r.url === '/api/profile/second-factor/confirm')).toBe(false);
    await userEvent.clear(within(card).getByLabelText('Code'));
    await userEvent.type(within(card).getByLabelText('Code'), '123456');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
    const list = await within(card).findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(JSON.parse(window.localStorage.getItem('stuga.session')!).user.second_factor).toBe(true);
  });
});

describe('an admin the house requires the code of', () => {
  it('is led from an admin screen to the profile to set it up', async () => {
    const admin = profile({ is_admin: true, access_level: 'trusted', second_factor: false });
    signIn(admin);
    stubApi({
      '/api/profile_data': { body: admin },
      ...signInCalls,
      '/api/profile/second-factor': {
        body: { enabled: false, enabled_at: null, recovery_left: 0, required: true },
      },
      // The server refuses the admin's calls: the first refusal sends them to the profile.
      '/api/admin/house-name': {
        status: 403,
        body: {
          error: 'Set up your one-time code first.',
          message: 'Set up your one-time code first.',
          code: 'api.secondFactor.needed',
        },
      },
    });
    await renderRoute('/admin/settings');
    const card = await section('One-time code');
    expect(
      await within(card).findByText(
        'The house requires a one-time code of every admin: set yours up before anything else.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  });
});
