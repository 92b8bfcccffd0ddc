import { MantineProvider } from '@mantine/core';
import type { Language } from '@stuga/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import adminEn, { type AdminCatalogue } from '@/i18n/admin.en';
import adminSv from '@/i18n/admin.sv';
import en from '@/i18n/en';
import enFirst from '@/i18n/en.first';
import sv from '@/i18n/sv';
import svFirst from '@/i18n/sv.first';
import { LanguageProvider, useLanguage, useT, type CatalogueLoaders } from '@/lib/i18n';
import { AdminTexts } from './admin-texts';

/** A catalogue fetch the test answers when it likes: here, failed, or never. */
function gate<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Loaders whose every admin fetch waits for the test; the main catalogues come at once. */
function loaders() {
  const asked: { language: Language; fetch: ReturnType<typeof gate<AdminCatalogue>> }[] = [];
  const given: CatalogueLoaders = {
    catalogue: async (language) => (language === 'sv' ? sv : en),
    first: async (language) => (language === 'sv' ? svFirst : enFirst),
    admin: (language) => {
      const fetch = gate<AdminCatalogue>();
      asked.push({ language, fetch });
      return fetch.promise;
    },
  };
  return { given, asked };
}

function Screen() {
  const t = useT();
  return <h1>{t('approvals.title')}</h1>;
}

let switchTo: (language: Language) => Promise<void>;
/** Holds the way to switch; with `at`, switches at once, as the member's profile does on arrival. */
function Switcher({ at }: { at?: Language }) {
  const { setLanguage } = useLanguage();
  useEffect(() => {
    switchTo = setLanguage;
    if (at) void setLanguage(at);
  }, [at, setLanguage]);
  return null;
}

const renderAdmin = (given: CatalogueLoaders, language: Language, switchAt?: Language) =>
  render(
    <LanguageProvider language={language} messages={language === 'sv' ? sv : en} loaders={given}>
      <MantineProvider>
        <Switcher at={switchAt} />
        <AdminTexts>
          <Screen />
        </AdminTexts>
      </MantineProvider>
    </LanguageProvider>,
  );

describe('an admin screen waiting for its texts (convention 14: never a spinner for ever)', () => {
  it('shows the screen in the language switched to while the other language’s texts came', async () => {
    const { given, asked } = loaders();
    // The page starts in English; the member's Swedish arrives as the admin screen opens.
    renderAdmin(given, 'en', 'sv');
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => asked.find((a) => a.language === 'en')!.fetch.resolve(adminEn));
    await waitFor(() => expect(asked.some((a) => a.language === 'sv')).toBe(true));
    await act(async () => asked.find((a) => a.language === 'sv')!.fetch.resolve(adminSv));
    expect(await screen.findByRole('heading')).toHaveTextContent(adminSv['approvals.title']);
  });

  it('ends in a failure with Try again, which then brings the screen', async () => {
    const { given, asked } = loaders();
    renderAdmin(given, 'sv');
    await act(async () => asked[0]!.fetch.reject(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent(sv['common.couldNotLoad']);
    await userEvent.click(screen.getByRole('button', { name: sv['common.tryAgain'] }));
    await act(async () => asked.at(-1)!.fetch.resolve(adminSv));
    expect(await screen.findByRole('heading')).toHaveTextContent(adminSv['approvals.title']);
  });

  it('shows a failure, not a spinner, when the texts of a language switched to do not come', async () => {
    const { given, asked } = loaders();
    renderAdmin(given, 'en');
    await act(async () => asked[0]!.fetch.resolve(adminEn));
    expect(await screen.findByRole('heading')).toHaveTextContent(adminEn['approvals.title']);
    // A switch whose admin texts fail: the switch happens without them, the screen says so.
    const switching = switchTo('sv');
    await waitFor(() => expect(asked).toHaveLength(2));
    await act(async () => asked[1]!.fetch.reject(new Error('offline')));
    await act(() => switching);
    await waitFor(() => expect(asked).toHaveLength(3));
    await act(async () => asked[2]!.fetch.reject(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent(sv['common.couldNotLoad']);
  });
});

describe('asking for texts that are here', () => {
  it('redraws nothing that reads the language', async () => {
    const { given } = loaders();
    const drawn = vi.fn();
    let want: ((part: 'all' | 'admin') => void) | undefined;
    function Reader() {
      const { wantTexts } = useLanguage();
      drawn();
      useEffect(() => {
        want = wantTexts;
      }, [wantTexts]);
      return null;
    }
    render(
      <LanguageProvider language="en" messages={en} loaders={given}>
        <Reader />
      </LanguageProvider>,
    );
    expect(drawn).toHaveBeenCalledTimes(1);
    // Every screen asks for the whole catalogue as it opens; it is here already.
    await act(async () => {
      want!('all');
      want!('all');
    });
    expect(drawn).toHaveBeenCalledTimes(1);
  });
});
