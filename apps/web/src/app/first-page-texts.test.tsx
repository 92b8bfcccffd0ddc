import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'stuga-language=; max-age=0; path=/';
});

const photo = {
  image_list: ['lake.jpg'],
  images: [{ address: 'lake.jpg', description: null, added: '2025-06-01T10:00:00.000Z' }],
};

// A text missing from the catalogue throws in tests (`onError`), and the screen's error boundary
// would show instead: each check below fails if Home or the layout needs a text not in the first
// page's (decision 0047).
describe("a visitor's Home on the first page's texts alone", () => {
  it('draws the layout, the carousel and its photo', async () => {
    stubApi({ '/api/get_images': { body: photo } });
    await renderRoute('/', { texts: 'first' });
    const region = await screen.findByRole('region', { name: 'Photos of the house' });
    expect(within(region).getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next image' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Guestbook' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('says so when the photos do not come', async () => {
    stubApi({ '/api/get_images': { status: 500, body: { error: 'x', message: 'x' } } });
    await renderRoute('/', { texts: 'first' });
    // A query retries once on server trouble (about a second) before it says so.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Could not load',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('switches to Swedish with the Swedish first-page texts', async () => {
    stubApi({ '/api/get_images': { body: { image_list: [], images: [] } } });
    await renderRoute('/', { texts: 'first' });
    await userEvent.click(screen.getByRole('button', { name: 'Svenska' }));
    expect(await screen.findByRole('link', { name: 'Gästbok' })).toBeInTheDocument();
    expect(screen.getByText('Inga bilder än.')).toBeInTheDocument();
  });

  it('brings every screen’s texts with the next screen', async () => {
    stubApi({
      '/api/get_images': { body: { image_list: [], images: [] } },
      '/api/guestbook': {
        body: { entries: [], next_cursor: null, can: { post: false, filter: false } },
      },
      '/api/guestbook/tags': { body: { tags: [] } },
    });
    await renderRoute('/', { texts: 'first' });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Guestbook',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Guestbook' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No messages yet')).toBeInTheDocument());
  });
});
