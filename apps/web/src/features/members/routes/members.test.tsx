import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { memberRow as member, profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

const ada = member(1, 'Ada Admin', { is_admin: true, access_level: 'trusted', invited_by: null });
const vera = member(2, 'Vera Ved');
const bo = member(3, 'Bo Ek', {
  access_level: 'trusted',
  pending_requests: 2,
  stays_this_year: 1,
  invited_by: { id: 2, name: 'Vera Ved' },
});

const signIn = () =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({ jwt: 't', user: profile({ id: 1, is_admin: true, access_level: 'trusted' }) }),
  );
const rows = () => screen.getAllByTestId('member');

describe('Members', () => {
  it('lists, searches and filters the members, and shows who invited whom', async () => {
    signIn();
    stubApi({ '/api/admin/members': { body: { members: [ada, bo, vera] } } });
    await renderRoute('/admin/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    expect(await screen.findAllByTestId('member')).toHaveLength(3);
    const boRow = rows()[1]!;
    expect(boRow).toHaveTextContent('Bo Ek');
    expect(boRow).toHaveTextContent('Trusted');
    expect(boRow).toHaveTextContent('Vera Ved');

    await userEvent.type(screen.getByLabelText('Search'), 'vera@');
    expect(rows()).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'Admins');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Ada Admin');
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'Suspended');
    expect(screen.getByText('No member matches.')).toBeInTheDocument();

    const tree = screen.getByTestId('invite-tree');
    // Ada invited Vera, who invited Bo.
    const adaItem = within(tree).getByText('Ada Admin').closest('li')!;
    const veraItem = within(adaItem).getByText('Vera Ved').closest('li')!;
    expect(within(veraItem).getByText('Bo Ek')).toBeInTheDocument();
  });

  it('asks before suspending, says what happens to the requests, and shows the answer', async () => {
    signIn();
    const api = stubApi({
      '/api/admin/members': { body: { members: [ada, bo, vera] } },
      'POST /api/admin/members/3/suspend': {
        body: {
          message: 'Bo Ek is suspended.',
          members: [ada, { ...bo, suspended: true, pending_requests: 0 }, vera],
        },
      },
    });
    await renderRoute('/admin/members');
    await screen.findAllByTestId('member');
    // No way to change an admin (or oneself).
    expect(within(rows()[0]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Suspend Bo Ek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this member?' });
    expect(dialog).toHaveTextContent(
      'Their 2 requests waiting will be declined "Member suspended".',
    );
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Bo Ek is suspended.')).toBeInTheDocument();
    expect(rows()[1]).toHaveTextContent('Suspended');
  });

  it('makes a verified member trusted, sending the level', async () => {
    signIn();
    const api = stubApi({
      '/api/admin/members': { body: { members: [ada, bo, vera] } },
      'POST /api/admin/members/2/level': {
        body: {
          message: 'Vera Ved is now a trusted member.',
          members: [ada, bo, { ...vera, access_level: 'trusted' }],
        },
      },
    });
    await renderRoute('/admin/members');
    await screen.findAllByTestId('member');
    await userEvent.click(screen.getByRole('button', { name: 'Make Vera Ved trusted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a trusted member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make trusted' }));
    expect(await screen.findByText('Vera Ved is now a trusted member.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      access_level: 'trusted',
    });
  });

  it('says that making an account without signup trusted lets it in without an invite', async () => {
    signIn();
    const una = member(4, 'Una Ny', { access_level: 'unverified', invited_by: null });
    stubApi({ '/api/admin/members': { body: { members: [ada, una] } } });
    await renderRoute('/admin/members');
    await screen.findAllByTestId('member');
    await userEvent.click(screen.getByRole('button', { name: 'Make Una Ny trusted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a trusted member?' });
    expect(dialog).toHaveTextContent(
      'Una Ny has not completed signup with an invite code. Making them trusted lets them in without one',
    );
  });

  it('says what moving a member down does to their requests, codes and calendar', async () => {
    signIn();
    stubApi({ '/api/admin/members': { body: { members: [ada, bo, vera] } } });
    await renderRoute('/admin/members');
    await screen.findAllByTestId('member');
    await userEvent.click(screen.getByRole('button', { name: 'Make Bo Ek verified' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a verified member?' });
    expect(dialog).toHaveTextContent('Their 2 requests waiting will be declined.');
    expect(dialog).toHaveTextContent(
      'Invite codes they have not shared yet and their calendar address stop working.',
    );
  });
});
