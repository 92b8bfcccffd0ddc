import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { inviteItem, profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

describe('the invite landing', () => {
  it('says in English until when the invite is valid', async () => {
    stubApi({
      'POST /api/auth/verify-invite': {
        body: {
          valid: true,
          code_type: 'trusted',
          generated_by_name: 'Karin',
          generated_by_type: 'admin',
          // 12 October 2025, 09:17 in Sweden.
          expires_at: Date.parse('2025-10-12T07:17:00Z') / 1000,
        },
      },
    });
    await renderRoute('/invite/ABC');
    expect(await screen.findByText('Valid until: 12 Oct 2025')).toBeInTheDocument();
  });

  it('offers Home and Log in when the invite cannot be used', async () => {
    stubApi({
      'POST /api/auth/verify-invite': {
        body: { valid: false, error: 'This invite code has expired' },
      },
    });
    await renderRoute('/invite/OLD');
    expect(await screen.findByText('This invite code has expired')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('offers to try again, and a way on, when the check fails', async () => {
    stubApi({ 'POST /api/auth/verify-invite': new TypeError('Failed to fetch') });
    await renderRoute('/invite/ABC');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('the invite generator', () => {
  it('leads an admin back to the Admin Panel, and a trusted member Home', async () => {
    const admin = profile({ is_admin: true, access_level: 'trusted' });
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: admin }));
    stubApi({ '/api/profile_data': { body: admin } });
    const { unmount } = await renderRoute('/admin/invite-codes');
    expect(await screen.findByRole('link', { name: 'Back to Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    unmount();

    const trusted = profile({ access_level: 'trusted' });
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: trusted }));
    stubApi({ '/api/profile_data': { body: trusted } });
    await renderRoute('/admin/invite-codes');
    expect(await screen.findByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('the invite codes list', () => {
  it('lists open and used codes, and withdraws one after asking', async () => {
    const admin = profile({ is_admin: true, access_level: 'trusted' });
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: admin }));
    const used = inviteItem(1, 'USEDCODE', {
      used_by: 'Nils Ek',
      used_at: '2025-09-11T10:00:00.000Z',
    });
    const api = stubApi({
      '/api/profile_data': { body: admin },
      '/api/invites': {
        body: { outstanding: [inviteItem(2, 'OPENCODE')], used: [used], holds: 'all' },
      },
      'POST /api/invites/2/withdraw': {
        body: { message: 'Invite code withdrawn.', outstanding: [], used: [used], holds: 'all' },
      },
    });
    await renderRoute('/admin/invite-codes');
    const list = await screen.findByRole('region', { name: 'Invite codes' });
    const open = await within(list).findByTestId('open-invite');
    expect(open).toHaveTextContent('OPENCODE');
    expect(open).toHaveTextContent('Verified User · expires 10 Oct 2025 · made by Karin Lund');
    expect(list).toHaveTextContent('USEDCODE · Verified User · used by Nils Ek on 11 Sept 2025');

    await userEvent.click(within(open).getByRole('button', { name: 'Withdraw OPENCODE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this invite code?' });
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(list).findByText('Invite code withdrawn.')).toBeInTheDocument();
    expect(within(list).getByText('No open codes.')).toBeInTheDocument();
  });

  it('shows a way to withdraw only where the code says the viewer may, and titles whose codes', async () => {
    const member = profile({ access_level: 'trusted' });
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: member }));
    stubApi({
      '/api/profile_data': { body: member },
      '/api/invites': {
        body: {
          outstanding: [
            inviteItem(2, 'MINECODE'),
            inviteItem(3, 'KEPTCODE', { can: { withdraw: false } }),
          ],
          used: [],
          holds: 'own',
        },
      },
    });
    await renderRoute('/admin/invite-codes');
    const list = await screen.findByRole('region', { name: 'Your invite codes' });
    const [mine, kept] = await within(list).findAllByTestId('open-invite');
    expect(within(mine!).getByRole('button', { name: 'Withdraw MINECODE' })).toBeVisible();
    expect(within(kept!).queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
    // A member's own list names no maker.
    expect(mine).not.toHaveTextContent('made by');
  });
});
