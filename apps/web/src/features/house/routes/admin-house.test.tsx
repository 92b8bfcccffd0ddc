import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

const item = (id: number, text: string) => ({
  id,
  text,
  asks_number: false,
  unit: '',
  created_at: '2025-09-01T10:00:00Z',
});

describe('The admins’ checklists', () => {
  it('puts focus in the text of an item just added, where the admin goes on typing', async () => {
    window.localStorage.setItem(
      'stuga.session',
      JSON.stringify({
        jwt: 't',
        user: profile({ is_admin: true, access_level: 'trusted', can_access_booking: true }),
      }),
    );
    stubApi({
      '/api/admin/checklists': {
        body: { arrival: [item(1, 'Turn on the water')], departure: [item(2, 'Empty the fridge')] },
      },
      '/api/admin/checklist-runs': { body: { runs: [] } },
      '/api/house-log': { body: { notes: [] } },
    });
    await renderRoute('/admin/house');
    const arrival = await screen.findByRole('form', { name: 'Arrival checklist' });
    await userEvent.click(within(arrival).getByRole('button', { name: 'Add an item' }));
    const texts = within(arrival).getAllByRole('textbox', { name: /^Item/ });
    expect(texts).toHaveLength(2);
    expect(texts[1]).toHaveFocus();
    await userEvent.keyboard('Close the shutters');
    expect(texts[1]).toHaveValue('Close the shutters');
  });
});
