import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

const entry = {
  id: 1,
  name: '',
  message: 'Hej **alla**',
  tags: ['sauna'],
  created_at: '2025-09-12T07:17:00.000Z',
};
const session = { jwt: 't', user: profile({ name: 'Anna' }) };
/** What the guestbook tells a visitor and a member they may do there. */
const VISITOR = { post: false, filter: false };
const MEMBER = { post: true, filter: true };
afterEach(() => window.localStorage.clear());

describe('Guestbook screen', () => {
  it("shows 'No messages yet' and no form or filter to visitors", async () => {
    const api = stubApi({
      '/api/guestbook': { body: { entries: [], can: VISITOR } },
      '/api/guestbook/tags': { body: { tags: [{ name: 'sauna', count: 1 }] } },
    });
    await renderRoute('/guestbook');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave a Message' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'Show only messages tagged' }),
    ).not.toBeInTheDocument();
    // A visitor may not filter, so the tags are not asked for.
    expect(api.paths).not.toContain('/api/guestbook/tags');
    // "Log in" is a link, and logging in comes back to the guestbook.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?from=%2Fguestbook',
    );
  });

  it("shows entries with 'Anonymous', rendered markdown, tags and the date in English", async () => {
    stubApi({
      '/api/guestbook': { body: { entries: [entry], can: VISITOR } },
      '/api/guestbook/tags': { body: { tags: [] } },
    });
    await renderRoute('/guestbook');
    const card = await screen.findByTestId('guestbook-entry');
    expect(card).toHaveTextContent('Anonymous');
    expect(card.querySelector('strong')).toHaveTextContent('alla');
    expect(card).toHaveTextContent('#sauna');
    expect(card).toHaveTextContent('12 Sept 2025, 09:17');
  });

  it("dates an entry in the reader's language", async () => {
    stubApi({
      '/api/guestbook': { body: { entries: [entry], can: VISITOR } },
      '/api/guestbook/tags': { body: { tags: [] } },
    });
    await renderRoute('/guestbook', { language: 'sv' });
    const card = await screen.findByTestId('guestbook-entry');
    expect(card).toHaveTextContent('Anonym');
    expect(card).toHaveTextContent('12 sep. 2025 09:17');
  });

  it('merges chosen and typed tags, lower-cased and without repeats, and checks the message', async () => {
    window.localStorage.setItem('stuga.session', JSON.stringify(session));
    const api = stubApi({
      '/api/guestbook': { body: { entries: [], can: MEMBER } },
      '/api/guestbook/tags': { body: { tags: [] } },
      '/api/profile_data': { body: session.user },
      'POST /api/guestbook': { status: 201, body: { entry: { ...entry, id: 2 } } },
    });
    await renderRoute('/guestbook');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave a Message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post Message' }));
    expect(screen.getByText('Please write a message')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'sauna' }));
    await userEvent.type(screen.getByLabelText('Other tags'), 'Lake, SAUNA  midsummer');
    expect(screen.getByTestId('tag-preview')).toHaveTextContent('Tags: sauna, lake, midsummer');
    await userEvent.type(screen.getByLabelText(/^Message/), '  Tack för sist!  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Message' }));

    // What goes to the server: the merged tags and the trimmed message, with the session's token.
    await waitFor(() =>
      expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1),
    );
    const post = api.requests.find((request) => request.method === 'POST')!;
    expect(post.url).toBe('/api/guestbook');
    expect(post.body).toEqual({
      name: '',
      message: 'Tack för sist!',
      tags: ['sauna', 'lake', 'midsummer'],
    });
    expect(post.headers.Authorization).toBe('Bearer t');
    expect(await screen.findByText('Thanks for your message!')).toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    stubApi({
      '/api/guestbook': { status: 500, body: {} },
      '/api/guestbook/tags': { body: { tags: [] } },
    });
    await renderRoute('/guestbook');
    expect(
      await screen.findByText('Failed to load guestbook entries', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  describe('paging', () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...entry,
        id: from - i,
        message: `Message ${from - i}`,
        tags: [],
      }));

    it('loads the next page as the reader scrolls to the end, and says when all are shown', async () => {
      const observers: IntersectionObserverCallback[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback) {
            observers.push(callback);
          }
          observe() {}
          disconnect() {}
        },
      );
      const api = stubApi({
        '/api/guestbook': {
          body: { entries: page(60, 30), next_cursor: 'after-31', can: VISITOR },
        },
        '/api/guestbook?cursor=after-31': {
          body: { entries: page(30, 30), next_cursor: null, can: VISITOR },
        },
        '/api/guestbook/tags': { body: { tags: [] } },
      });
      await renderRoute('/guestbook');
      expect(await screen.findAllByTestId('guestbook-entry')).toHaveLength(30);
      expect(screen.queryByText('That is every message.')).not.toBeInTheDocument();

      // The end of the list is watched once the list is drawn (an effect after it), then comes
      // into view.
      await waitFor(() => expect(observers.length).toBeGreaterThan(0));
      act(() =>
        observers.at(-1)!(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await waitFor(() => expect(screen.getAllByTestId('guestbook-entry')).toHaveLength(60));
      expect(screen.getByText('Message 1')).toBeInTheDocument();
      expect(screen.getByText('That is every message.')).toBeInTheDocument();
      expect(api.paths.filter((path) => path.startsWith('/api/guestbook?cursor'))).toEqual([
        '/api/guestbook?cursor=after-31',
      ]);
    });

    it('keeps what is shown when a later page fails, and tries again on request', async () => {
      const answers = {
        '/api/guestbook': {
          body: { entries: page(60, 30), next_cursor: 'after-31', can: VISITOR },
        },
        '/api/guestbook/tags': { body: { tags: [] } },
        '/api/guestbook?cursor=after-31': { status: 503, body: {} } as {
          status?: number;
          body: unknown;
        },
      };
      stubApi(answers);
      await renderRoute('/guestbook');
      await userEvent.click(await screen.findByRole('button', { name: 'Load More Messages' }));
      expect(
        await screen.findByText('Failed to load more messages.', {}, { timeout: 4000 }),
      ).toBeInTheDocument();
      expect(screen.getAllByTestId('guestbook-entry')).toHaveLength(30);

      answers['/api/guestbook?cursor=after-31'] = {
        body: { entries: page(30, 5), next_cursor: null, can: VISITOR },
      };
      stubApi(answers);
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      await waitFor(() => expect(screen.getAllByTestId('guestbook-entry')).toHaveLength(35));
      expect(screen.queryByText('Failed to load more messages.')).not.toBeInTheDocument();
    });

    it('asks for the chosen tags on every page', async () => {
      window.localStorage.setItem('stuga.session', JSON.stringify(session));
      const api = stubApi({
        '/api/guestbook': { body: { entries: page(60, 30), next_cursor: 'after-31', can: MEMBER } },
        '/api/guestbook?tags=sauna': {
          body: { entries: page(60, 30), next_cursor: 'tagged-31', can: MEMBER },
        },
        '/api/guestbook?tags=sauna&cursor=tagged-31': {
          body: { entries: page(30, 2), next_cursor: null, can: MEMBER },
        },
        '/api/guestbook/tags': { body: { tags: [{ name: 'sauna', count: 32 }] } },
        '/api/profile_data': { body: session.user },
      });
      await renderRoute('/guestbook');
      // The filter is labelled, apart from the tags offered when writing.
      const filter = await screen.findByRole('group', { name: 'Show only messages tagged' });
      await userEvent.click(within(filter).getByRole('checkbox', { name: 'sauna (32)' }));
      await waitFor(() => expect(api.paths).toContain('/api/guestbook?tags=sauna'));
      await userEvent.click(await screen.findByRole('button', { name: 'Load More Messages' }));
      await waitFor(() => expect(screen.getAllByTestId('guestbook-entry')).toHaveLength(32));
      expect(api.paths).toContain('/api/guestbook?tags=sauna&cursor=tagged-31');
    });
  });
});
