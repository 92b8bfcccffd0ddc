import { isLanguage, LANGUAGE_COOKIE, LOCALES, pickLanguage, type Language } from '@stuga/shared';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { AdminCatalogue } from '@/i18n/admin.en';
import type { Catalogue } from '@/i18n/en';
import type { FirstCatalogue } from '@/i18n/en.first';

/** Where a visitor's choice of language is kept in the browser. */
export const LANGUAGE_STORAGE_KEY = 'stuga.language';

/** The values a message's placeholders take. */
export type MessageValues = Record<string, string | number | Date>;

// One import per language, each in its own function: the bundler preloads what an import needs
// beside it, and an import shared by two languages (a conditional) would preload both's.
const catalogues: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('@/i18n/en').then((module) => module.default),
  sv: () => import('@/i18n/sv').then((module) => module.default),
};
const firstCatalogues: Record<Language, () => Promise<FirstCatalogue>> = {
  en: () => import('@/i18n/en.first').then((module) => module.default),
  sv: () => import('@/i18n/sv.first').then((module) => module.default),
};

/**
 * A language's catalogue: each is its own file, fetched only when that language is shown, so a
 * Swedish reader never downloads the English texts and the other way round (decision 0021).
 */
export const loadCatalogue = (language: Language): Promise<Catalogue> => catalogues[language]();

/**
 * Only the texts a visitor's first page needs (the layout and Home): what the app starts with on
 * Home, so its first page does not fetch every screen's texts (decision 0047).
 */
export const loadFirstCatalogue = (language: Language): Promise<FirstCatalogue> =>
  firstCatalogues[language]();

/**
 * Keeps a fetch of texts while it is under way or done, so every screen asking shares it; a
 * failed fetch (offline) is forgotten, so the next asking tries again.
 */
export function once<T>(load: (language: Language) => Promise<T>) {
  const loads = new Map<Language, Promise<T>>();
  return (language: Language): Promise<T> => {
    let fetching = loads.get(language);
    if (!fetching) {
      fetching = load(language).catch((error: unknown) => {
        loads.delete(language);
        throw error;
      });
      loads.set(language, fetching);
    }
    return fetching;
  };
}

/**
 * The admin screens' texts in a language: their own file, fetched once, when an admin screen is
 * first shown (decision 0021), so that nobody else downloads them.
 */
const adminCatalogues: Record<Language, () => Promise<AdminCatalogue>> = {
  en: () => import('@/i18n/admin.en').then((module) => module.default),
  sv: () => import('@/i18n/admin.sv').then((module) => module.default),
};
export const loadAdminCatalogue = once((language) => adminCatalogues[language]());

const cache = createIntlCache();

export function makeIntl(language: Language, messages: Record<string, string>): IntlShape {
  return createIntl(
    {
      locale: LOCALES[language],
      messages,
      // A key missing from a catalogue is a build error (the catalogues are typed), so what
      // react-intl would warn about cannot happen in the app; tests fail on it loudly.
      onError: (error) => {
        if (import.meta.env.MODE === 'test') throw error;
      },
    },
    cache,
  );
}

/** The language the reader chose before, or else the first of their browser's it speaks. */
export function startingLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (some private modes): follow the browser.
  }
  if (isLanguage(stored)) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return pickLanguage(preferred.length > 0 ? preferred : [navigator.language]);
}

/** Remembers the choice in this browser, and tells the server (for `<html lang>`) by a cookie. */
export function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts as long as the tab.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
}
