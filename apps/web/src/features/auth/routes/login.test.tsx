import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

const noGoogle = { '/api/auth/config': { body: { google_client_id: null } } };
const user = profile();

describe('Login page', () => {
  it('keeps Login disabled until both fields are filled', async () => {
    stubApi(noGoogle);
    await renderRoute('/login');
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.com');
    expect(login).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
    expect(login).toBeEnabled();
  });

  it("shows the server's message in red when login fails", async () => {
    stubApi({
      ...noGoogle,
      '/api/login': { status: 401, body: { error: 'Invalid email or password.', message: 'x' } },
    });
    await renderRoute('/login');
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent('Invalid email or password.');
  });

  it('signs in, stores the session and greets on Home', async () => {
    stubApi({
      ...noGoogle,
      '/api/login': { body: { message: 'Login successful', jwt: 'token-1', user } },
      '/api/profile_data': { body: user },
      '/api/get_images': { body: { image_list: [], images: [] } },
    });
    await renderRoute('/login');
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Welcome back, Anna Berg!', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('stuga.session')!).jwt).toBe('token-1');
    window.localStorage.clear();
  });

  it('asks for the one-time code after the password when the account has one on', async () => {
    const { requests } = stubApi({
      ...noGoogle,
      '/api/login': { body: { message: 'Login successful', second_factor: true, ticket: 't-1' } },
      '/api/auth/second-factor': {
        status: 400,
        body: { error: 'That code is not right, or was used already.', message: 'x' },
      },
    });
    await renderRoute('/login');
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const code = await screen.findByLabelText(/^Code/);
    expect(code).toHaveFocus();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('stuga.session')).toBeNull();
    // Checked before it is sent, as the server checks it.
    await userEvent.type(code, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent(
      'Type the 6-digit code from your authenticator app, or a recovery code.',
    );
    expect(requests.filter((r) => r.url === '/api/auth/second-factor')).toEqual([]);
    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent(
      'That code is not right, or was used already.',
    );
    expect(requests.find((r) => r.url === '/api/auth/second-factor')?.body).toEqual({
      ticket: 't-1',
      code: '123456',
    });

    stubApi({
      ...noGoogle,
      '/api/auth/second-factor': { body: { message: 'Login successful', jwt: 'token-2', user } },
      '/api/profile_data': { body: user },
      '/api/get_images': { body: { image_list: [], images: [] } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Welcome back, Anna Berg!', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('stuga.session')!).jwt).toBe('token-2');
    window.localStorage.clear();
  });

  it('opens Create Account with the invite code from the address', async () => {
    stubApi(noGoogle);
    await renderRoute('/login?invite_code=ABC123');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Invite code/)).toHaveValue('ABC123');
  });

  it('keeps Create Account disabled until the passwords are filled and match', async () => {
    stubApi(noGoogle);
    await renderRoute('/login?invite_code=X');
    const create = screen.getByRole('button', { name: 'Create Account' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'b@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret2');
    expect(create).toBeDisabled();
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret1');
    expect(create).toBeEnabled();
  });

  it("says 'Passwords don't match.' as soon as the confirmation differs", async () => {
    stubApi(noGoogle);
    await renderRoute('/login?invite_code=X');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'sec');
    expect(screen.queryByText("Passwords don't match.")).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'x');
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument();
  });

  it('asks for a valid email address when the email has no @, and drops the message on a change', async () => {
    stubApi(noGoogle);
    await renderRoute('/login?invite_code=X');
    await userEvent.type(screen.getByLabelText(/^Email/), 'b.example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    expect(screen.queryByText('Please fill in all required fields.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'x');
    expect(screen.queryByTestId('auth-error')).not.toBeInTheDocument();
  });

  it('clears the create fields when leaving create mode', async () => {
    stubApi(noGoogle);
    await renderRoute('/login?invite_code=X');
    await userEvent.type(screen.getByLabelText(/^First name/), 'Bo');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Invite code/)).toHaveValue('');
  });

  it('checks the reset email and shows the answer in a green banner', async () => {
    stubApi({
      ...noGoogle,
      '/api/password-reset': { body: { message: 'A password reset link is on its way.' } },
    });
    await renderRoute('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password' }));
    const send = screen.getByRole('button', { name: 'Send Reset Email' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Email/), 'no-at-sign');
    fireEvent.submit(send.closest('form')!);
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.com');
    await userEvent.click(send);
    // SPEC's words, in the reader's language (the server's English is for API clients).
    expect(
      await screen.findByText(
        'If an account exists for that email, a password reset link is on its way. Check your inbox.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('says so when the reset request cannot reach the server', async () => {
    stubApi({ ...noGoogle, '/api/password-reset': new TypeError('Failed to fetch') });
    await renderRoute('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password' }));
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    const banner = await screen.findByText('Network error. Please try again.');
    expect(banner.closest('[role="alert"]')).not.toBeNull();
  });

  it('shows no Google button when the server has no client id', async () => {
    const { paths: calls } = stubApi(noGoogle);
    await renderRoute('/login');
    await waitFor(() => expect(calls).toContain('/api/auth/config'));
    expect(screen.queryByTestId('google-button')).not.toBeInTheDocument();
  });

  describe('with what the server wrote into the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'google-client-id';
    afterEach(() => meta.remove());

    it.each([
      ['a client id: the Google button', 'client-1.apps.googleusercontent.com', true],
      ['no client id: no button', '', false],
    ])('draws, for %s, without asking the server', async (_case, clientId, button) => {
      meta.content = clientId;
      document.head.append(meta);
      const { paths: calls } = stubApi({});
      await renderRoute('/login');
      expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
      if (button) expect(screen.getByTestId('google-button')).toBeInTheDocument();
      else expect(screen.queryByTestId('google-button')).not.toBeInTheDocument();
      expect(calls).not.toContain('/api/auth/config');
    });
  });
});
