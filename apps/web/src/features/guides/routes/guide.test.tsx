import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

const signIn = (fields: Parameters<typeof profile>[0]) =>
  window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: profile(fields) }));
// A new house: the guide exists, without a title of its own and without sections; it says
// whether its reader may add one.
const empty = (add: boolean) => ({
  '/api/guides/area': { body: { title: '', description: '', sections: [], can: { add } } },
});

describe('a guide without sections (a new house)', () => {
  it('is named as the menu names it and says it is empty', async () => {
    signIn({ access_level: 'verified' });
    stubApi(empty(false));
    await renderRoute('/guide/area');
    expect(await screen.findByRole('heading', { level: 1, name: 'Area guide' })).toBeVisible();
    expect(screen.getByText('This guide has no sections yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a section' })).not.toBeInTheDocument();
  });

  it('offers an admin to add its first section', async () => {
    signIn({ access_level: 'trusted', is_admin: true });
    stubApi(empty(true));
    await renderRoute('/guide/area');
    expect(await screen.findByRole('button', { name: 'Add a section' })).toBeVisible();
  });
});

describe('the house codes in the house guide (DECISIONS §20)', () => {
  const house = {
    '/api/guides/house': {
      body: { title: 'House guide', description: '', sections: [], can: { add: false } },
    },
  };
  const window_ = {
    from: '2025/10/27',
    to: '2025/10/30',
    opens_at: '2025-10-25T22:00:00.000Z',
    closes_at: '2025-10-30T11:00:00.000Z',
  };
  const member = () => signIn({ access_level: 'trusted', can_access_booking: true });

  it('says when they show, outside the window', async () => {
    member();
    stubApi({
      ...house,
      '/api/house-codes': { body: { shown: false, codes: [], window: window_ } },
    });
    await renderRoute('/guide/house');
    const card = await screen.findByRole('region', { name: 'House codes' });
    expect(
      await within(card).findByText('The codes show from 26 Oct 2025 00:00 until you leave.'),
    ).toBeVisible();
  });

  it('shows them inside the window, until the departure', async () => {
    member();
    stubApi({
      ...house,
      '/api/house-codes': {
        body: {
          shown: true,
          window: window_,
          codes: [
            { id: 1, kind: 'door', label: 'Front door', value: '4711', note: 'Turn twice' },
            { id: 2, kind: 'wifi', label: 'Wi-Fi', value: 'lakeside', note: '' },
          ],
        },
      },
    });
    await renderRoute('/guide/house');
    const card = await screen.findByRole('region', { name: 'House codes' });
    expect(await within(card).findByText('4711')).toBeVisible();
    expect(within(card).getByText('Front door')).toBeVisible();
    expect(within(card).getByText('Turn twice')).toBeVisible();
    expect(within(card).getByText('lakeside')).toBeVisible();
    expect(within(card).getByText('Shown until you leave: 30 Oct 2025, 12:00.')).toBeVisible();
  });

  it('is not asked for by a guest without booking access', async () => {
    signIn({ access_level: 'verified' });
    const api = stubApi(house);
    await renderRoute('/guide/house');
    expect(await screen.findByRole('heading', { level: 1, name: 'House guide' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'House codes' })).not.toBeInTheDocument();
    expect(api.paths).not.toContain('/api/house-codes');
  });

  it('lets an admin edit them: checked before sending, saved in order, and who saw them', async () => {
    signIn({ access_level: 'trusted', can_access_booking: true, is_admin: true });
    const kept = [{ id: 1, kind: 'door', label: 'Front door', value: '4711', note: '' }];
    const views = [{ user_id: 5, name: 'Vera Holm', seen_at: '2025-10-26T08:01:00.000Z' }];
    const api = stubApi({
      ...house,
      '/api/house-codes': { body: { shown: true, window: null, codes: kept } },
      '/api/admin/house-codes': { body: { codes: kept, views } },
      'PUT /api/admin/house-codes': {
        body: {
          codes: [...kept, { id: 2, kind: 'wifi', label: 'Wi-Fi', value: 'lakeside', note: '' }],
          views,
        },
      },
    });
    await renderRoute('/guide/house');
    const card = await screen.findByRole('region', { name: 'House codes' });
    expect(
      await within(card).findByText(
        'As an admin you see the codes at any time; members from the day before they arrive until they leave.',
      ),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'House codes' });
    expect(await within(dialog).findByText(/^Vera Holm, /)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a code' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save codes' }));
    expect(within(dialog).getByText('Give the code a name, such as "Front door".')).toBeVisible();
    expect(within(dialog).getByText('Write the code itself.')).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    const names = within(dialog).getAllByLabelText(/^Name/);
    const values = within(dialog).getAllByLabelText(/^Code/);
    await userEvent.selectOptions(within(dialog).getAllByLabelText('Kind')[1]!, 'Wi-Fi');
    await userEvent.type(names[1]!, 'Wi-Fi');
    await userEvent.type(values[1]!, 'lakeside');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save codes' }));
    expect(await within(dialog).findByText('The codes are saved.')).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      {
        codes: [
          { id: 1, kind: 'door', label: 'Front door', value: '4711', note: '' },
          { kind: 'wifi', label: 'Wi-Fi', value: 'lakeside', note: '' },
        ],
      },
    ]);
  });
});
