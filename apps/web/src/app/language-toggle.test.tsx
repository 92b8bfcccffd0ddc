import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/lib/session-store';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

const images = { '/api/images': { body: { image_list: [], images: [] } } };

afterEach(() => {
  localStorage.clear();
  document.cookie = 'stuga-language=; max-age=0; path=/';
});

describe('the language toggle in the header', () => {
  it('shows the app in Swedish at once and keeps the choice in the browser', async () => {
    stubApi(images);
    await renderRoute('/');
    expect(screen.getByRole('link', { name: 'Guestbook' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Svenska' }));
    expect(await screen.findByRole('link', { name: 'Gästbok' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sv');
    expect(localStorage.getItem('stuga.language')).toBe('sv');
    expect(document.cookie).toContain('stuga-language=sv');
  });

  it("saves a signed-in member's choice on their profile, for their mail", async () => {
    const user = profile({ language: 'en' });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'token', user }));
    const { requests } = stubApi({
      ...images,
      '/api/profile_data': { body: user },
      'PUT /api/profile/language': { body: { ...user, language: 'sv' } },
    });
    await renderRoute('/');
    await userEvent.click(screen.getByRole('button', { name: 'Svenska' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/api/profile/language')?.body).toEqual({
        language: 'sv',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
  });

  it("takes the member's own language when their session starts", async () => {
    const user = profile({ language: 'sv' });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'token', user }));
    stubApi({ ...images, '/api/profile_data': { body: user } });
    await renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Gästbok' })).toBeInTheDocument();
  });

  it('tells the profile the language shown when the member never chose one', async () => {
    const user = profile({ language: null });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'token', user }));
    const { requests } = stubApi({
      ...images,
      '/api/profile_data': { body: user },
      'PUT /api/profile/language': { body: { ...user, language: 'en' } },
    });
    await renderRoute('/');
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/api/profile/language')?.body).toEqual({
        language: 'en',
      }),
    );
  });
});

describe('the admin texts', () => {
  const admin = profile({
    language: 'en',
    access_level: 'trusted',
    is_admin: true,
    can_access_booking: true,
  });
  const answers = {
    ...images,
    '/api/profile_data': { body: admin },
    '/api/admin/summary': { body: { waiting_requests: 2, pending_donations: 0, failed_mails: 0 } },
    'PUT /api/profile/language': { body: { ...admin, language: 'sv' } },
  };

  it('come with an admin screen, and in the other language when the admin switches', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'token', user: admin }));
    stubApi(answers);
    await renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    expect(await screen.findByText('2 requests waiting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Svenska' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administration' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 förfrågningar väntar')).toBeInTheDocument();
  });

  it('are not in the catalogue of a screen that is not an admin screen', async () => {
    stubApi(images);
    await renderRoute('/');
    const { hasMessage } = await import('@/lib/i18n');
    expect(hasMessage('nav.home')).toBe(true);
    expect(hasMessage('admin.title')).toBe(false);
  });
});
