import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

const token = 'A'.repeat(43);
afterEach(() => window.localStorage.clear());

function signInAs(user: ReturnType<typeof profile>) {
  window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 'token-1', user }));
}

describe('Confirm Email Address page', () => {
  it('confirms only when its owner chooses a password, then signs them in', async () => {
    const admin = profile({ email: 'owner@example.com', is_admin: true });
    const api = stubApi({
      'POST /api/auth/confirm-email/check': { body: { valid: true, email: 'owner@example.com' } },
      'POST /api/auth/confirm-email': {
        body: {
          message:
            'Your email address is confirmed, and the password you chose is now the only one.',
          jwt: 'token-after-proof',
          user: admin,
        },
      },
      '/api/profile_data': { body: admin },
      '/api/get_images': { body: { image_list: [], images: [] } },
    });
    await renderRoute(`/confirm/${token}`);
    expect(screen.getByRole('heading', { name: 'Confirm your email address' })).toBeInTheDocument();
    // Opening the page only checks the link.
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Email Address' }));
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([
      ['/api/auth/confirm-email/check', { token }],
    ]);
    expect(await screen.findByTestId('auth-error')).toHaveTextContent(
      'Please enter and confirm your new password',
    );
    await userEvent.type(screen.getByLabelText(/^New password/), 'owners password');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'owners passwrd');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Email Address' }));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent('Passwords do not match');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'owners password');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Email Address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your email address is confirmed, and the password you chose is now the only one.',
    );
    expect(api.requests.find((r) => r.url === '/api/auth/confirm-email')?.body).toEqual({
      token,
      new_password: 'owners password',
    });
    expect(JSON.parse(window.localStorage.getItem('stuga.session')!).jwt).toBe('token-after-proof');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message for a used or expired link", async () => {
    stubApi({
      'POST /api/auth/confirm-email/check': { body: { valid: true, email: 'owner@example.com' } },
      'POST /api/auth/confirm-email': {
        status: 400,
        body: {
          error: 'This confirmation link is invalid or has expired.',
          message: 'This confirmation link is invalid or has expired.',
        },
      },
    });
    await renderRoute(`/confirm/${token}`);
    await userEvent.type(await screen.findByLabelText(/^New password/), 'owners password');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'owners password');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Email Address' }));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it('checks the link before asking for a password: a used one says so at once', async () => {
    const api = stubApi({
      'POST /api/auth/confirm-email/check': {
        body: {
          valid: false,
          error: 'This confirmation link is invalid or has expired.',
          code: 'api.auth.confirmInvalid',
        },
      },
    });
    await renderRoute(`/confirm/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    );
    expect(screen.getByText('Log in to have a new link sent to your address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/api/auth/confirm-email')).toEqual([]);
  });
});

describe('an administrator address waiting for its proof', () => {
  const pending = profile({
    email: 'owner@example.com',
    access_level: 'unverified',
    is_verified: false,
    is_admin: false,
    can_access_private_content: false,
    can_access_booking: false,
    requires_signup: true,
    admin_confirmation_pending: true,
  });

  it('is asked to open the mailed link, and may have a new one sent', async () => {
    signInAs(pending);
    const api = stubApi({
      '/api/profile_data': { body: pending },
      'POST /api/auth/confirm-email/resend': {
        body: { message: 'A new confirmation link is on its way to owner@example.com.' },
      },
    });
    // Any screen leads an account that is not yet verified to signup, which asks for the proof.
    await renderRoute('/guestbook');
    expect(
      await screen.findByRole('heading', { name: 'Confirm your email address' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Invite code/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a New Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new confirmation link is on its way to owner@example.com.',
    );
    expect(api.requests.some((r) => r.url === '/api/auth/confirm-email/resend')).toBe(true);
  });

  it('goes on to Home once the profile says the address is confirmed', async () => {
    signInAs(pending);
    let confirmed = false;
    const admin = profile({
      email: 'owner@example.com',
      is_admin: true,
      admin_confirmation_pending: false,
    });
    stubApi({
      get '/api/profile_data'() {
        return { body: confirmed ? admin : pending };
      },
      '/api/get_images': { body: { image_list: [], images: [] } },
    });
    await renderRoute('/signup');
    await screen.findByRole('heading', { name: 'Confirm your email address' });
    confirmed = true;
    await userEvent.click(screen.getByRole('button', { name: 'I Have Confirmed It' }));
    expect(await screen.findByText(/Welcome back/, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
