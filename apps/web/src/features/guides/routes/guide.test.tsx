import { screen } from '@testing-library/react';
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
