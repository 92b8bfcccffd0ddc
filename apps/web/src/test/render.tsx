import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Language } from '@stuga/shared';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import en from '@/i18n/en';
import enFirst from '@/i18n/en.first';
import sv from '@/i18n/sv';
import svFirst from '@/i18n/sv.first';
import { keepWrites } from '@/app/kept-writes';
import { createQueryClient } from '@/lib/query-client';

/** The app's client, with how its kept writes are sent, as main.tsx makes it. */
function appClient() {
  const client = createQueryClient();
  keepWrites(client);
  return client;
}

/** How a test renders: in English (SPEC's texts) unless it asks for Swedish. */
export interface RenderOptions {
  language?: Language;
  /**
   * The texts the app starts with: the whole catalogue, or only the first page's, as a visitor's
   * Home starts (decision 0047).
   */
  texts?: 'whole' | 'first';
}

const catalogues = { en, sv };
const firstCatalogues = { en: enFirst, sv: svFirst };

/** Renders one element inside the app's providers. */
export function renderWithProviders(
  element: ReactElement,
  { language = 'en' }: RenderOptions = {},
) {
  return render(
    <Providers client={appClient()} language={language} messages={catalogues[language]}>
      {element}
    </Providers>,
  );
}

/** Renders the whole app at `path`, as the browser would open it, once its screen has loaded. */
export async function renderRoute(
  path: string,
  { language = 'en', texts = 'whole' }: RenderOptions = {},
) {
  const result = render(
    <Providers
      client={appClient()}
      language={language}
      messages={(texts === 'whole' ? catalogues : firstCatalogues)[language]}
      whole={texts === 'whole'}
    >
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  // Screens load on first use; wait until this one is on the page.
  await waitFor(
    () => {
      const main = document.querySelector('main#main');
      if (!main?.firstElementChild || main.querySelector('[data-screen-loading]')) {
        throw new Error('screen still loading');
      }
    },
    // The first import of a screen in a test file includes compiling it.
    { timeout: 10_000 },
  );
  return result;
}

/** A call the app made, as the stub saw it. */
export interface StubbedRequest {
  method: string;
  url: string;
  /** The parsed JSON body, if any. */
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body: unknown } | Error;

/**
 * Answers `fetch` calls by `'METHOD /path'` or by `'/path'` for any method; anything else is a 404
 * with an error body. Returns the addresses called and the whole requests, in order.
 */
export function stubApi(answers: Record<string, Answer>) {
  const paths: string[] = [];
  const requests: StubbedRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = init.method ?? 'GET';
    paths.push(url);
    requests.push({
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    });
    const answer = answers[`${method} ${url}`] ?? answers[url];
    if (answer instanceof Error) throw answer;
    const { status = 200, body } = answer ?? {
      status: 404,
      body: { error: 'Not found', message: 'Not found' },
    };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return { paths, requests };
}
