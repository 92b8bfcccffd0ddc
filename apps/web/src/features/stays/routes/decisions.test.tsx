import { DEFAULT_FEE } from '@stuga/shared';
import type { Decisions, HistoryEntry } from '@stuga/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { approvalsView, profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

const signInAdmin = () =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({
      jwt: 't',
      user: profile({ is_admin: true, access_level: 'trusted', can_access_booking: true }),
    }),
  );
const clock = {
  body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12', time_zone: 'Europe/Stockholm' },
};
const entry = (id: number, fields: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  option_id: 10,
  at: '2025-09-12T07:00:00.000Z',
  actor: 'Ada Admin',
  member: 'Anna Berg',
  from: '2025/10/01',
  to: '2025/10/04',
  from_status: 'pending',
  to_status: 'approved',
  reason: null,
  ...fields,
});
const page = (entries: HistoryEntry[], fields: Partial<Decisions> = {}): Decisions => ({
  entries,
  total: entries.length,
  page: 1,
  page_size: 25,
  members: [
    { id: 5, name: 'Anna Berg' },
    { id: 6, name: 'Olle Ek' },
  ],
  years: [2025, 2024],
  ...fields,
});

describe('Decisions', () => {
  it('lists every change with who, when and why, and filters by member and year', async () => {
    signInAdmin();
    const api = stubApi({
      '/api/clock': clock,
      '/api/admin/decisions?page=1': {
        body: page(
          [
            entry(2, {
              from_status: 'approved',
              to_status: 'declined',
              reason: 'The roof is being fixed.',
            }),
            entry(1, { from_status: null, to_status: 'pending', actor: 'Anna Berg' }),
          ],
          { total: 30 },
        ),
      },
      '/api/admin/decisions?page=1&member=6': { body: page([entry(3, { member: 'Olle Ek' })]) },
      '/api/admin/decisions?page=1&member=6&year=2024': { body: page([]) },
      '/api/admin/decisions?page=2': { body: page([entry(0)], { total: 30, page: 2 }) },
    });
    await renderRoute('/admin/decisions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Decisions' })).toBeVisible();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Anna Berg');
    expect(first).toHaveTextContent('1 Oct 2025 – 4 Oct 2025');
    expect(first).toHaveTextContent('Approved → Declined');
    expect(first).toHaveTextContent('Ada Admin');
    expect(first).toHaveTextContent('The roof is being fixed.');
    expect(second).toHaveTextContent('Made as Pending');
    expect(screen.getByText('30 changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(api.paths).toContain('/api/admin/decisions?page=2'));

    await userEvent.selectOptions(screen.getByLabelText('Member'), 'Olle Ek');
    expect(await screen.findByText('1 change')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2024');
    expect(await screen.findByText('No changes match.')).toBeInTheDocument();
  });

  it('opens an option’s history from the approval panel', async () => {
    signInAdmin();
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': {
        body: {
          stay_plans: [],
          horizon_date: null,
          max_stay_nights: 28,
          fee: DEFAULT_FEE,
          beds: 8,
        },
      },
      '/api/stays/upcoming': { body: { stays: [] } },
      '/api/admin/pending-approvals': {
        body: approvalsView([
          {
            id: 10,
            plan_id: 1,
            user_id: 5,
            from: '2025-10-01',
            to: '2025-10-04',
            note: '',
            user_priority: 1,
            submitted_at: '2025-09-01T00:00:00Z',
            expiry_date: '2025-11-01',
            chain_priority: 2,
            plan: { title: 'Autumn', current_user: 'Anna Berg', endorser_user: 'Ada Admin' },
            party: { adults: 2, children: 1, guests: 0, pets: false },
          },
        ]),
      },
      '/api/stay-options/10/history': {
        body: {
          history: [
            entry(1, { from_status: null, to_status: 'planning', actor: 'Anna Berg' }),
            entry(2, { from_status: 'planning', to_status: 'pending', actor: 'Anna Berg' }),
          ],
        },
      },
    });
    await renderRoute('/admin/approvals');
    await userEvent.click(
      await screen.findByRole('button', { name: 'History of Anna Berg, 1 Oct 2025 – 4 Oct 2025' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const changes = await within(dialog).findByRole('list', { name: 'Changes, oldest first' });
    expect(changes).toHaveTextContent('Made as Planning');
    expect(changes).toHaveTextContent('Planning → Pending');
    expect(changes).toHaveTextContent('Anna Berg');
  });
});
