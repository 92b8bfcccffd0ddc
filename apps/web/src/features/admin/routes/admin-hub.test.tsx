import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

const signIn = (fields: Parameters<typeof profile>[0]) =>
  window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: profile(fields) }));
const clock = {
  body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12', time_zone: 'Europe/Stockholm' },
};

describe('Admin Panel', () => {
  it('says on its tiles what waits for the admins, in words', async () => {
    signIn({ is_admin: true, access_level: 'trusted', can_access_booking: true });
    stubApi({
      '/api/clock': clock,
      '/api/admin/summary': {
        body: { waiting_requests: 1, swaps_to_approve: 2, pending_donations: 3, failed_mails: 0 },
      },
    });
    await renderRoute('/admin');
    expect(await screen.findByText('1 request waiting')).toBeInTheDocument();
    // Swaps in high season both members accepted wait there too (DECISIONS §19).
    expect(screen.getByText('2 swaps to approve').closest('a')).toHaveAttribute(
      'href',
      '/admin/approvals',
    );
    expect(screen.getByText('3 donations to verify')).toBeInTheDocument();
    const approvals = screen.getByText('1 request waiting').closest('a')!;
    expect(approvals).toHaveAttribute('href', '/admin/approvals');
    expect(within(approvals).getByText('Approve Stays')).toBeInTheDocument();
  });

  it('shows no count when nothing waits', async () => {
    signIn({ is_admin: true, access_level: 'trusted', can_access_booking: true });
    stubApi({
      '/api/clock': clock,
      '/api/admin/summary': {
        body: { waiting_requests: 0, pending_donations: 0, failed_mails: 0 },
      },
    });
    await renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    expect(screen.queryByText(/waiting|to verify/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mail not sent' })).not.toBeInTheDocument();
  });

  it('lists the mail not sent, and sends one again on request', async () => {
    signIn({ is_admin: true, access_level: 'trusted', can_access_booking: true });
    const mail = {
      id: 7,
      to: ['lisa@example.com'],
      subject: 'Stay approved: 1 Dec 2025 – 4 Dec 2025',
      error: '550 Mailbox unavailable',
      attempts: 5,
      failed_at: '2025-09-12T07:00:00.000Z',
    };
    const api = stubApi({
      '/api/clock': clock,
      '/api/admin/summary': {
        body: { waiting_requests: 0, pending_donations: 0, failed_mails: 1 },
      },
      '/api/admin/failed-mails': { body: { mails: [mail] } },
      'POST /api/admin/failed-mails/7/send-again': {
        body: { message: 'The mail is queued to be sent again.', mails: [] },
      },
    });
    await renderRoute('/admin');
    const section = await screen.findByRole('region', { name: 'Mail not sent' });
    expect(section).toHaveTextContent('1 mail could not be sent after several tries.');
    expect(await within(section).findByText(mail.subject)).toBeInTheDocument();
    expect(section).toHaveTextContent('To lisa@example.com · gave up 12 Sept 2025');
    expect(section).toHaveTextContent('550 Mailbox unavailable');
    await userEvent.click(
      within(section).getByRole('button', {
        name: 'Send again: Stay approved: 1 Dec 2025 – 4 Dec 2025, to lisa@example.com',
      }),
    );
    const done = await within(section).findByText('The mail is queued to be sent again.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(within(section).queryByText(mail.subject)).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/admin/failed-mails/7/send-again',
    ]);
  });

  it('sends a member Home and says the page is for admins, with the timeline for those who plan stays', async () => {
    signIn({ access_level: 'trusted', can_access_booking: true });
    stubApi({
      '/api/clock': clock,
      '/api/get_images': { body: { image_list: [], images: [] } },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await renderRoute('/admin/approvals');
    const notice = await screen.findByRole('status', { name: 'That page is not available' });
    expect(notice).toHaveTextContent('This page is for admins only.');
    expect(within(notice).getByRole('link', { name: 'See the timeline' })).toHaveAttribute(
      'href',
      '/timeline',
    );
    expect(document.title).toBe('Home · Stuga');
  });

  it('says so to a verified member too, without the timeline', async () => {
    signIn({ access_level: 'verified' });
    stubApi({ '/api/clock': clock, '/api/get_images': { body: { image_list: [], images: [] } } });
    await renderRoute('/admin');
    const notice = await screen.findByRole('status', { name: 'That page is not available' });
    expect(notice).toHaveTextContent('This page is for admins only.');
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
  });
});
