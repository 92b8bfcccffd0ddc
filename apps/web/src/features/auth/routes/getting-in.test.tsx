import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

const noGoogle = { '/api/auth/config': { body: { google_client_id: null } } };
const member = profile();
const guide = {
  title: 'House guide',
  description: 'How the house works.',
  sections: [],
  can: { add: false },
};
afterEach(() => window.localStorage.clear());

const signInAs = (user: ReturnType<typeof profile>) =>
  window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 'token-1', user }));

describe('getting in, and back to where you were', () => {
  it('brings a member who logs in from a guide back to the guide', async () => {
    stubApi({
      ...noGoogle,
      '/api/login': { body: { message: 'Login successful', jwt: 'token-1', user: member } },
      '/api/profile_data': { body: member },
      '/api/guides/house': { body: guide },
    });
    await renderRoute('/guide/house');
    expect(screen.getByRole('heading', { name: 'Access Required' })).toBeInTheDocument();
    const login = within(screen.getByRole('main')).getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login?from=%2Fguide%2Fhouse');
    await userEvent.click(login);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    // SPEC's half second of "Signed in", then the guide rather than Home.
    expect(await screen.findByText('Signed in. One moment…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'House guide' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in member who opens /login on to Home, or where the link says', async () => {
    signInAs(member);
    stubApi({
      ...noGoogle,
      '/api/profile_data': { body: member },
      '/api/get_images': { body: { image_list: [], images: [] } },
    });
    await renderRoute('/login');
    expect(await screen.findByText('Welcome back, Anna Berg!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('sends a signed-in member who follows a login link to where it returns', async () => {
    signInAs(member);
    stubApi({
      ...noGoogle,
      '/api/profile_data': { body: member },
      '/api/guides/house': { body: guide },
    });
    await renderRoute('/login?from=%2Fguide%2Fhouse');
    expect(await screen.findByRole('heading', { name: 'House guide' })).toBeInTheDocument();
  });

  it('opens the login form, signed out, from signup completion’s Back to Login', async () => {
    const unverified = profile({
      access_level: 'unverified',
      is_verified: false,
      can_access_private_content: false,
      requires_signup: true,
    });
    signInAs(unverified);
    stubApi({ ...noGoogle, '/api/profile_data': { body: unverified } });
    await renderRoute('/signup?invite_code=ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('stuga.session')).toBeNull();
  });

  it('tells an account without a code what to do, and keeps its menu to what it may open', async () => {
    const unverified = profile({
      access_level: 'unverified',
      is_verified: false,
      requires_signup: true,
    });
    signInAs(unverified);
    stubApi({ ...noGoogle, '/api/profile_data': { body: unverified } });
    await renderRoute('/about');
    // About is not open to it: signup is, and says what to do without a code.
    expect(
      await screen.findByRole('heading', { name: 'Complete your signup' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('no-code-help')).toHaveTextContent(
      'No invite code? Ask the member who invited you to make one for you, or write to us through the contact form.',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a, button')].map((e) => e.textContent)).toEqual([
      'Complete Signup',
      'Contact',
      'Logout',
    ]);
  });

  it('keeps no stale message on signup: a typed code ends "Invite code is required"', async () => {
    const unverified = profile({
      access_level: 'unverified',
      is_verified: false,
      requires_signup: true,
      first_name: 'Eva',
      last_name: 'Lund',
    });
    signInAs(unverified);
    stubApi({
      ...noGoogle,
      '/api/profile_data': { body: unverified },
      'POST /api/auth/verify-invite': {
        body: {
          valid: true,
          code_type: 'verified',
          generated_by_name: 'Karin',
          generated_by_type: 'admin',
        },
      },
    });
    await renderRoute('/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Signup' }));
    expect(screen.getByTestId('auth-error')).toHaveTextContent('Invite code is required');
    await userEvent.type(screen.getByLabelText(/^Invite code/), 'GOODCODE');
    await waitFor(() => expect(screen.queryByTestId('auth-error')).not.toBeInTheDocument());
    expect(
      await screen.findByText(/Valid invite: Verified User, from Karin/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid invite code')).not.toBeInTheDocument();
    expect(screen.queryByText('Invite code is required')).not.toBeInTheDocument();
  });
});
