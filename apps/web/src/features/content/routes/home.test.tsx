import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

afterEach(() => window.localStorage.clear());

const signedIn = () =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({ jwt: 'old-token', user: profile({ name: 'Anna Berg' }) }),
  );

describe('Home', () => {
  it('greets a signed-in member, restored from the stored session', async () => {
    signedIn();
    stubApi({
      '/api/get_images': { body: { image_list: [], images: [] } },
      '/api/profile_data': { body: profile({ name: 'Anna Berg' }) },
    });
    await renderRoute('/');
    expect(await screen.findByText('Welcome back, Anna Berg!')).toBeInTheDocument();
    expect(
      screen.getByText('Enjoy the private collection of images along with the public ones.'),
    ).toBeInTheDocument();
  });

  it('ends the session when the image list refuses the token', async () => {
    signedIn();
    stubApi({
      '/api/get_images': {
        status: 401,
        body: { error: 'Your session has expired.', message: 'x' },
      },
      '/api/profile_data': { body: profile() },
    });
    await renderRoute('/');
    await waitFor(() => expect(window.localStorage.getItem('stuga.session')).toBeNull());
    expect(screen.queryByTestId('greeting')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it('ends the session when the profile refuses the token', async () => {
    signedIn();
    stubApi({
      '/api/get_images': { body: { image_list: [], images: [] } },
      '/api/profile_data': {
        status: 401,
        body: { error: 'Your session has expired.', message: 'x' },
      },
    });
    await renderRoute('/');
    await waitFor(() => expect(window.localStorage.getItem('stuga.session')).toBeNull());
  });
});
