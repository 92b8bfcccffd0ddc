import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, stubApi } from '@/test/render';

/** A guest's view (DECISIONS §26), opened by the pass in the link's `#`. */
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const item = (id: number, text: string, done = false) => ({
  id,
  text,
  asks_number: false,
  unit: '',
  done,
  value: null,
  by: null,
  at: null,
  can: { tick: true },
});
const view = {
  guest_name: 'Greta',
  host: 'Anna',
  stay: { from: '2025/09/14', to: '2025/09/17' },
  opens_at: '2025-09-12T22:00:00.000Z',
  closes_at: '2025-09-17T10:00:00.000Z',
  open: true,
  guides: [
    {
      title: 'House guide',
      sections: [
        { id: 'water', title: 'Water', content: 'The pump is in the **cellar**.', pictures: [] },
      ],
    },
  ],
  codes: [{ id: 1, kind: 'door', label: 'Front door', value: '4711', note: '' }],
  arrival: [item(5, 'Turn on the water')],
  departure: [],
  house_log: [],
};
afterEach(() => sessionStorage.clear());

describe('the guest view', () => {
  it('shows the codes, the guide and the checklists, and ticks as the pass', async () => {
    window.location.hash = `#${TOKEN}`;
    const api = stubApi({
      '/api/guest': { body: view },
      'PUT /api/guest/checklists/arrival/5': { body: { item: item(5, 'Turn on the water', true) } },
    });
    await renderRoute('/guest');
    expect(
      await screen.findByText(/^Welcome, Greta! Anna invites you to the house from /),
    ).toBeVisible();
    // The pass leaves the address at once; the tab keeps it.
    expect(window.location.hash).toBe('');
    expect(screen.getByText('Front door: 4711')).toBeVisible();
    expect(screen.getByText('cellar')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turn on the water' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')?.headers['x-guest-pass']).toBe(TOKEN),
    );
    expect(api.requests.every((r) => !r.headers.Authorization)).toBe(true);
    expect(within(screen.getByRole('main')).queryByText(/Berg/)).toBeNull();
  });

  it('says when the pass opens the house, before its window', async () => {
    window.location.hash = `#${TOKEN}`;
    stubApi({
      '/api/guest': { body: { ...view, open: false, codes: [], guides: [], arrival: [] } },
    });
    await renderRoute('/guest');
    expect(await screen.findByText(/^Your pass opens the house on /)).toBeVisible();
    expect(screen.queryByText('Front door: 4711')).toBeNull();
  });

  it('asks for the link without a pass', async () => {
    stubApi({});
    await renderRoute('/guest');
    expect(await screen.findByText(/^Open the link of your guest pass/)).toBeVisible();
  });

  it('says why a pass that no longer opens the house is refused', async () => {
    window.location.hash = `#${TOKEN}`;
    const refusal =
      'This guest pass does not open the house: it has run out, was taken back, or is not one.';
    stubApi({
      '/api/guest': {
        status: 401,
        body: { error: refusal, message: 'x', code: 'api.access.guest' },
      },
    });
    await renderRoute('/guest');
    expect(await screen.findByText(refusal)).toBeVisible();
  });
});
