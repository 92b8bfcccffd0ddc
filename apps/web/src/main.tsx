import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { hasAccess } from '@stuga/shared';
import { adminTextsFirst, preloadScreenAt, readScreensWith, screenAt } from './app/screens';
import { keepFocus } from './lib/focus-keeper';
import {
  loadAdminCatalogue,
  loadCatalogue,
  loadFirstCatalogue,
  startingLanguage,
} from './lib/catalogues';
import { profileQuery } from './lib/session';
import { sessionStore } from './lib/session-store';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/offline';
import { reloadForCode } from './lib/lazy-part';

const client = createQueryClient();
// Every screen's reads that start with its code go through the app's client (decision 0080).
readScreensWith(client);
// Writes made offline are kept per member and sent from here, whichever screen is open. Only a
// member makes them: the code comes once someone is signed in, never on a visitor's first page.
const startKeptWrites = () =>
  void import('./app/kept-writes').then((writes) => writes.startKeptWrites(client));
const signedIn = sessionStore.get();
if (signedIn) {
  // A member's screens tell days by the house's clock (DECISIONS §1): asked at the start, beside
  // the screen's code, not once the screen is first drawn (issue 61). So is the profile as the
  // server has it now, which the session would otherwise ask for only once the app is drawn.
  void import('./lib/clock').then(({ clockQuery }) => client.prefetchQuery(clockQuery()));
  void client.prefetchQuery(profileQuery(signedIn.jwt));
  startKeptWrites();
} else {
  const stop = sessionStore.subscribe(() => {
    if (!sessionStore.get()) return;
    stop();
    startKeptWrites();
  });
}
// The app works at the house without a network once it has been opened (DECISIONS §20).
registerServiceWorker();

const root = createRoot(document.getElementById('root')!);
// Focus that an action takes away comes back where it started, or to its result.
keepFocus();
const language = startingLanguage();
document.documentElement.lang = language;

// The first screen waits for its language's texts and its own code, fetched together (the page
// asks for both at once), so no screen ever shows in the wrong language first, and the screen is
// drawn as soon as what it shows is here. A visitor's Home needs only the first page's texts;
// every other screen brings the rest with its code (decision 0047).
const whole = window.location.pathname !== '/' || sessionStore.get() !== null;
// An admin screen (and, for an admin, a screen with admin parts) comes with the admin texts, so
// it is drawn at once rather than after a second round for them (issue 61). Offline they may be
// missing (decision 0079): the screen then asks for them itself and says so if they do not come.
const first = screenAt(window.location.pathname);
const admin = hasAccess(sessionStore.get()?.user ?? null, 'admin');
const withAdminTexts = !!first && adminTextsFirst(first, admin);
void Promise.all([
  whole ? loadCatalogue(language) : loadFirstCatalogue(language),
  withAdminTexts ? loadAdminCatalogue(language).catch(() => undefined) : undefined,
  preloadScreenAt(window.location.pathname),
]).then(
  ([messages, adminTexts]) =>
    // A transition lets React render the first screen in slices, so the page keeps answering input.
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers
            client={client}
            language={language}
            messages={messages}
            whole={whole}
            admin={adminTexts}
          >
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </Providers>
        </StrictMode>,
      ),
    ),
  // The texts did not come (the screen's own code reloads through lazyPart): once more.
  () => void reloadForCode(),
);
