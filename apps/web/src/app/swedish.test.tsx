import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/lib/session-store';
import { ENGLISH_WORDS, englishWordsIn, everythingShown } from '@/test/english';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

const member = profile({ language: 'sv', access_level: 'trusted', can_access_booking: true });
const signedIn = () =>
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'token', user: member }));

const answers = {
  '/api/images': { body: { image_list: [] } },
  '/api/get_images': { body: { image_list: [] } },
  '/api/auth/config': { body: { google_client_id: null } },
  '/api/profile_data': { body: member },
  '/api/stays/upcoming': { body: { stays: [] } },
  '/api/validate-reset-token': { body: { valid: true, email: 'anna@example.com' } },
};

/** The screens already in both languages, each as a visitor or a member opens it. */
const screens: { path: string; signedIn: boolean; ready: RegExp }[] = [
  { path: '/', signedIn: false, ready: /Inga bilder än/ },
  { path: '/', signedIn: true, ready: /Välkommen tillbaka/ },
  { path: '/login', signedIn: false, ready: /Glömt lösenordet/ },
  { path: '/reset/abc', signedIn: false, ready: /Välj ett nytt lösenord för/ },
  { path: '/confirm/abc', signedIn: false, ready: /Bekräfta/ },
  { path: '/no/such/page', signedIn: false, ready: /Sidan finns inte/ },
];

afterEach(() => localStorage.clear());

describe('the app in Swedish', () => {
  it('has a list of English words to look for', () => {
    expect(englishWordsIn('Plan a Visit for the house')).toEqual(['the', 'for', 'Plan', 'house']);
    expect(ENGLISH_WORDS.length).toBeGreaterThan(100);
  });

  it.each(screens)('shows $path (signed in: $signedIn) without an English word', async (screen) => {
    stubApi(answers);
    if (screen.signedIn) signedIn();
    const { container } = await renderRoute(screen.path, { language: 'sv' });
    await waitFor(() => expect(container.textContent).toMatch(screen.ready));
    expect(englishWordsIn(everythingShown(document.body))).toEqual([]);
  });
});
