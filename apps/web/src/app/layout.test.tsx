import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

describe('the header', () => {
  it('shows who is signed in, leading to their profile', async () => {
    const user = profile({ first_name: 'Anna', name: 'Anna Berg' });
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user }));
    stubApi({ '/api/profile_data': { body: user }, '/api/content': { body: {} } });
    await renderRoute('/about');
    const account = within(screen.getByRole('banner')).getByRole('link', {
      name: 'Your profile: Anna Berg',
    });
    expect(account).toHaveAttribute('href', '/profile');
    expect(account).toHaveTextContent('Anna');
  });

  it('shows no account to a visitor, and its Login comes back to the screen', async () => {
    stubApi({
      '/api/guestbook': {
        body: { entries: [], next_cursor: null, can: { post: false, filter: false } },
      },
      '/api/guestbook/tags': { body: { tags: [] } },
    });
    await renderRoute('/guestbook');
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: /Your profile/ })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?from=%2Fguestbook',
    );
  });
});

describe('the signed-out page', () => {
  it('offers a visitor Log in, and says anyone can read the guestbook', async () => {
    stubApi({});
    await renderRoute('/unloggedInPageVue');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { name: 'You are signed out' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(main.getByText(/read the guestbook/)).toBeInTheDocument();
    expect(
      main.queryByText(/guestbook, guides and stay planning are for invited members/),
    ).toBeNull();
  });

  it('does not tell a signed-in member they are signed out', async () => {
    const user = profile();
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user }));
    stubApi({
      '/api/profile_data': { body: user },
      '/api/get_images': { body: { image_list: [], images: [] } },
    });
    await renderRoute('/unloggedInPageVue');
    expect(await screen.findByText('Welcome back, Anna Berg!')).toBeInTheDocument();
    expect(screen.queryByText('You are signed out')).not.toBeInTheDocument();
  });
});
