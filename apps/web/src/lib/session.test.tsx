import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { UserProfile } from '@stuga/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { stubApi } from '@/test/render';
import { createQueryClient } from './query-client';
import { SessionProvider, useFreshUser, useSession } from './session';
import { sessionStore } from './session-store';

/** What each consumer saw, render by render. */
let seen: { user: UserProfile | null; fresh: UserProfile | null }[] = [];

/** A screen that reads the session, and one that reads only the server's fresh profile. */
function Screen() {
  const { user } = useSession();
  seen.push({ user, fresh: null });
  return <p>{user?.first_name}</p>;
}
function Follower() {
  const fresh = useFreshUser();
  seen.push({ user: null, fresh });
  return fresh ? <p>fresh {fresh.first_name}</p> : null;
}

const renderSession = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        <Screen />
        <Follower />
      </SessionProvider>
    </QueryClientProvider>,
  );

afterEach(() => {
  sessionStore.set(null);
  seen = [];
});

describe('the session as a page starts from a kept one', () => {
  it('a fresh profile equal to the kept one redraws nothing that reads the session', async () => {
    sessionStore.set({ jwt: 'token', user: profile({ first_name: 'Olle' }) });
    const storedBefore = sessionStore.get();
    stubApi({ '/api/profile_data': { body: profile({ first_name: 'Olle' }) } });
    renderSession();
    expect(await screen.findByText('fresh Olle')).toBeInTheDocument();
    // The screen drew once, with the kept object; the kept copy was not written again.
    const screenRenders = seen.filter((s) => s.fresh === null && s.user !== null);
    expect(screenRenders.length).toBe(1);
    expect(screenRenders[0]!.user).toBe(storedBefore!.user);
    expect(sessionStore.get()).toBe(storedBefore);
  });

  it('a fresh profile that differs replaces the kept one, on the screen and in storage', async () => {
    sessionStore.set({ jwt: 'token', user: profile({ first_name: 'Olle' }) });
    stubApi({ '/api/profile_data': { body: profile({ first_name: 'Olof', language: 'sv' }) } });
    renderSession();
    expect(await screen.findByText('Olof')).toBeInTheDocument();
    expect(screen.getByText('fresh Olof')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get()?.user.first_name).toBe('Olof'));
    expect(sessionStore.get()?.user.language).toBe('sv');
  });
});
