import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

const member = () =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({
      jwt: 't',
      user: profile({ access_level: 'trusted', can_access_booking: true }),
    }),
  );
const stay = { id: 7, from: '2025/10/06', to: '2025/10/10', owner: 'Anna Berg' };
const item = (id: number, text: string, extra = {}) => ({
  id,
  text,
  asks_number: false,
  unit: '',
  done: false,
  value: null,
  by: null,
  at: null,
  can: { tick: true },
  ...extra,
});
const run = {
  stay,
  arrival: [
    item(1, 'Turn on the water'),
    item(2, 'Electricity meter', { asks_number: true, unit: 'kWh' }),
  ],
  departure: [item(3, 'Empty the fridge')],
  note: null,
  before: {
    stay: { id: 6, from: '2025/09/28', to: '2025/10/02', owner: 'Tom Ek' },
    used: true,
    note: {
      running_low: 'Coffee',
      broken: 'The oarlock',
      by: 'Tom Ek',
      at: '2025-10-02T09:00:00Z',
    },
    readings: [
      { list: 'arrival', text: 'Water meter', value: 790, unit: 'm³' },
      { list: 'departure', text: 'Water meter', value: 812, unit: 'm³' },
    ],
    unticked: [{ list: 'departure', text: 'Empty the fridge' }],
  },
  house_log: [
    {
      id: 4,
      kind: 'broken',
      text: 'The sauna door sticks',
      by: 'Tom Ek',
      at: '2025-10-01T09:00:00Z',
      done_at: null,
      photo: null,
      can: { done: false, photo: true },
    },
  ],
};

describe('At the house', () => {
  const anInstant = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  it('shows what the last stay left, and ticks items as they are done, the reading first', async () => {
    member();
    const api = stubApi({
      '/api/at-the-house': { body: { stays: [stay] } },
      '/api/bookings/7/checklists': { body: run },
      'PUT /api/bookings/7/checklists/arrival/1': {
        body: {
          item: item(1, 'Turn on the water', {
            done: true,
            by: 'Anna Berg',
            at: '2025-10-06T12:00:00Z',
          }),
        },
      },
      'PUT /api/bookings/7/checklists/arrival/2': {
        body: {
          item: item(2, 'Electricity meter', {
            asks_number: true,
            unit: 'kWh',
            done: true,
            value: 4711.5,
            by: 'Anna Berg',
            at: '2025-10-06T12:01:00Z',
          }),
        },
      },
    });
    await renderRoute('/at-the-house');
    expect(await screen.findByRole('heading', { level: 1, name: 'At the house' })).toBeVisible();
    const before = await screen.findByRole('region', { name: /^Left by Tom Ek/ });
    expect(within(before).getByText('Running low: Coffee')).toBeVisible();
    expect(within(before).getByText('Broken: The oarlock')).toBeVisible();
    // Each reading says when it was taken: the same meter is read on arrival and on departure.
    expect(within(before).getByText('On arrival, Water meter: 790 m³')).toBeVisible();
    expect(within(before).getByText('On departure, Water meter: 812 m³')).toBeVisible();
    expect(screen.getByText('The sauna door sticks')).toBeVisible();

    const arrival = screen.getByRole('region', { name: 'Arrival checklist' });
    await userEvent.click(within(arrival).getByRole('checkbox', { name: 'Turn on the water' }));
    await waitFor(() =>
      expect(within(arrival).getByRole('checkbox', { name: 'Turn on the water' })).toBeChecked(),
    );
    // The meter asks for its reading before it is ticked.
    await userEvent.click(within(arrival).getByRole('checkbox', { name: 'Electricity meter' }));
    expect(within(arrival).getByText('Enter the reading, then tick the item.')).toBeVisible();
    await userEvent.type(within(arrival).getByLabelText('Reading (kWh)'), '4711.5');
    await userEvent.click(within(arrival).getByRole('checkbox', { name: 'Electricity meter' }));
    await waitFor(() => expect(within(arrival).getByText('2 of 2 done')).toBeVisible());
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([
      // Each with when it was made (sent later, offline, it says so: DECISIONS §22).
      ['/api/bookings/7/checklists/arrival/1', { done: true, value: null, made_at: anInstant }],
      ['/api/bookings/7/checklists/arrival/2', { done: true, value: 4711.5, made_at: anInstant }],
    ]);
  });

  it('reads a reading typed with a decimal comma as the decimal it is, in Swedish and in English', async () => {
    for (const language of ['sv', 'en'] as const) {
      member();
      const answer = {
        body: {
          item: item(2, 'Electricity meter', { asks_number: true, unit: 'kWh', done: true }),
        },
      };
      const api = stubApi({
        '/api/at-the-house': { body: { stays: [stay] } },
        '/api/bookings/7/checklists': { body: run },
        'PUT /api/bookings/7/checklists/arrival/2': answer,
      });
      const view = await renderRoute('/at-the-house', { language });
      const arrival = await screen.findByRole('region', {
        name: language === 'sv' ? 'Checklista vid ankomst' : 'Arrival checklist',
      });
      const reading = within(arrival).getByLabelText(
        language === 'sv' ? /^Mätarställning/ : /^Reading/,
      );
      await userEvent.click(reading);
      await userEvent.paste('12345,5');
      expect(reading).toHaveValue(language === 'sv' ? '12345,5' : '12345.5');
      await userEvent.click(within(arrival).getByRole('checkbox', { name: 'Electricity meter' }));
      await waitFor(() =>
        expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
          done: true,
          value: 12345.5,
        }),
      );
      view.unmount();
      window.localStorage.clear();
    }
  });

  it('says a stay before that never used the checklists did not, not that it left nothing', async () => {
    member();
    stubApi({
      '/api/at-the-house': { body: { stays: [stay] } },
      '/api/bookings/7/checklists': {
        body: {
          ...run,
          before: { ...run.before!, used: false, note: null, readings: [], unticked: [] },
        },
      },
    });
    await renderRoute('/at-the-house');
    const before = await screen.findByRole('region', { name: /^Left by Tom Ek/ });
    expect(
      within(before).getByText(
        'Tom Ek did not use the checklists on that stay: nothing to say about it.',
      ),
    ).toBeVisible();
    expect(
      within(before).queryByText('No note, no readings, and no item left unticked.'),
    ).not.toBeInTheDocument();
  });

  it('says when there is no stay ahead, and still takes a note for the house log', async () => {
    member();
    const api = stubApi({
      '/api/at-the-house': { body: { stays: [] } },
      'POST /api/house-log/9/photo': {
        status: 201,
        body: {
          note: {
            id: 9,
            kind: 'low',
            text: 'Firewood',
            by: 'Anna Berg',
            at: '2025-10-06T12:00:00Z',
            done_at: null,
            photo: '/api/house-log/photos/wood-1a2b3c4d.jpg?v=x&exp=1&sig=y',
            can: { done: false, photo: true },
          },
        },
      },
      'POST /api/house-log': {
        status: 201,
        body: {
          note: {
            id: 9,
            kind: 'low',
            text: 'Firewood',
            by: 'Anna Berg',
            at: '2025-10-06T12:00:00Z',
            done_at: null,
            photo: null,
            can: { done: false, photo: true },
          },
        },
      },
    });
    await renderRoute('/at-the-house');
    expect(
      await screen.findByText(
        'You have no stay ahead. The checklists for a stay show here once it is booked.',
      ),
    ).toBeVisible();
    const log = screen.getByRole('region', { name: 'House log' });
    await userEvent.click(within(log).getByRole('button', { name: 'Add to the house log' }));
    expect(within(log).getByText('Write what is broken or running low.')).toBeVisible();
    await userEvent.selectOptions(within(log).getByLabelText('What is it?'), 'Running low');
    await userEvent.type(within(log).getByLabelText(/^What is broken or running low/), 'Firewood');
    const photo = new File([new Uint8Array([255, 216, 255])], 'wood.jpg', { type: 'image/jpeg' });
    await userEvent.upload(log.querySelector<HTMLInputElement>('input[type="file"]')!, photo);
    await userEvent.click(within(log).getByRole('button', { name: 'Add to the house log' }));
    expect(
      await within(log).findByText('Noted. The admins and the next family to arrive will see it.'),
    ).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([
      [
        '/api/house-log',
        {
          kind: 'low',
          text: 'Firewood',
          // Kept once by its key, however often it is sent, with when it was written.
          client_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
          made_at: anInstant,
        },
      ],
      ['/api/house-log/9/photo', undefined],
    ]);
  });
});
