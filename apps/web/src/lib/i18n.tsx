import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  isLanguage,
  LANGUAGE_COOKIE,
  LOCALES,
  pickLanguage,
  type CalendarDate,
  type Language,
  type Said,
  writtenValues,
} from '@stuga/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  createIntl,
  createIntlCache,
  FormattedMessage,
  RawIntlProvider,
  useIntl,
  type IntlShape,
} from 'react-intl';
import type { AdminCatalogue } from '@/i18n/admin.en';
import type { Catalogue, MessageKey } from '@/i18n/en';

/** Where a visitor's choice of language is kept in the browser. */
export const LANGUAGE_STORAGE_KEY = 'stuga.language';

/** The values a message's placeholders take. */
export type MessageValues = Record<string, string | number | Date>;

/**
 * A language's catalogue: each is its own file, fetched only when that language is shown, so a
 * Swedish reader never downloads the English texts and the other way round (decision 0021).
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  return language === 'sv'
    ? import('@/i18n/sv').then((module) => module.default)
    : import('@/i18n/en').then((module) => module.default);
}

const adminLoads = new Map<Language, Promise<AdminCatalogue>>();

/**
 * The admin screens' texts in a language: their own file, fetched once, when an admin screen is
 * first shown (decision 0021), so that nobody else downloads them. A failed fetch (offline) is
 * tried again on the next call.
 */
export function loadAdminCatalogue(language: Language): Promise<AdminCatalogue> {
  let load = adminLoads.get(language);
  if (!load) {
    load = (
      language === 'sv'
        ? import('@/i18n/admin.sv').then((module) => module.default)
        : import('@/i18n/admin.en').then((module) => module.default)
    ).catch((error: unknown) => {
      adminLoads.delete(language);
      throw error;
    });
    adminLoads.set(language, load);
  }
  return load;
}

const cache = createIntlCache();

type Messages = Catalogue | (Catalogue & AdminCatalogue);

function makeIntl(language: Language, messages: Messages): IntlShape {
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
function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts as long as the tab.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
}

let current: IntlShape | undefined;

/** The shown language's texts, for code outside components (a failed call's message). */
export function translate(key: MessageKey, values?: MessageValues): string {
  if (!current) return key;
  return current.formatMessage({ id: key }, writtenValues(values, languageOf(current)));
}

const languageOf = (intl: IntlShape): Language => (intl.locale.startsWith('sv') ? 'sv' : 'en');

/** Whether the shown catalogue has a text under `key` (the server's codes). */
export function hasMessage(key: string): key is MessageKey {
  return current !== undefined && Object.hasOwn(current.messages, key);
}

interface LanguageContextValue {
  language: Language;
  /** Shows the app in `language` once its catalogue is here, and remembers the choice. */
  setLanguage(language: Language): Promise<void>;
  /** Whether the admin screens' texts are in the shown catalogue. */
  adminTexts: boolean;
  /** Whether fetching the admin screens' texts for the shown language failed (offline). */
  adminTextsFailed: boolean;
  /**
   * Asks for the admin screens' texts in the shown language, now and after every switch (again
   * after a failure: a retry).
   */
  wantAdminTexts(): void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Where the catalogues come from: their own files (tests give others, to make one fail). */
export interface CatalogueLoaders {
  catalogue(language: Language): Promise<Catalogue>;
  admin(language: Language): Promise<AdminCatalogue>;
}
const fileLoaders: CatalogueLoaders = { catalogue: loadCatalogue, admin: loadAdminCatalogue };

/**
 * Holds the shown language and its catalogue; everything below reads its texts from here. The
 * admin texts follow the shown language, whatever order things happen in: asked for once, they
 * are fetched for every language shown until they are in it, so a switch made while they come
 * (the member's own language arriving with their profile) fetches that language's as well, and a
 * screen waiting for them always ends in them or in a failure it can retry.
 */
export function LanguageProvider({
  language: initialLanguage,
  messages,
  loaders = fileLoaders,
  children,
}: {
  language: Language;
  messages: Catalogue;
  loaders?: CatalogueLoaders;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => {
    current = makeIntl(initialLanguage, messages);
    return { language: initialLanguage, intl: current, admin: false };
  });
  // Asked for by a screen (a number, so asking again after a failure is a retry).
  const [adminAsked, setAdminAsked] = useState(0);
  // The last fetch that failed: which language, at which asking (asking again is a retry).
  const [adminFailed, setAdminFailed] = useState<{ language: Language; asked: number } | null>(
    null,
  );
  const adminWanted = adminAsked > 0;
  const adminWantedNow = useRef(false);

  const setLanguage = useCallback(
    async (language: Language) => {
      const [loaded, admin] = await Promise.all([
        loaders.catalogue(language),
        // Brought along when wanted, so the switch shows both at once; if it fails, the
        // screen's own wait below tries again and says so.
        adminWantedNow.current ? loaders.admin(language).catch(() => undefined) : undefined,
      ]);
      current = makeIntl(language, admin ? { ...loaded, ...admin } : loaded);
      remember(language);
      setState({ language, intl: current, admin: !!admin });
    },
    [loaders],
  );

  useEffect(() => {
    if (!adminWanted || state.admin) return;
    const language = state.language;
    const asked = adminAsked;
    let live = true;
    loaders.admin(language).then(
      (admin) =>
        setState((shown) => {
          // A switch that came meanwhile fetches its own: this effect runs again for it.
          if (shown.admin || shown.language !== language) return shown;
          current = makeIntl(language, { ...(shown.intl.messages as Catalogue), ...admin });
          return { language, intl: current, admin: true };
        }),
      () => {
        if (live) setAdminFailed({ language, asked });
      },
    );
    return () => {
      live = false;
    };
  }, [adminWanted, adminAsked, state.admin, state.language, loaders]);

  const wantAdminTexts = useCallback(() => {
    adminWantedNow.current = true;
    setAdminAsked((count) => count + 1);
  }, []);
  const value = useMemo(
    () => ({
      language: state.language,
      setLanguage,
      adminTexts: state.admin,
      adminTextsFailed:
        !state.admin &&
        adminFailed?.language === state.language &&
        adminFailed.asked === adminAsked,
      wantAdminTexts,
    }),
    [state.language, state.admin, adminFailed, adminAsked, setLanguage, wantAdminTexts],
  );
  return (
    <LanguageContext.Provider value={value}>
      <RawIntlProvider value={state.intl}>{children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}

/** The shown language and the way to change it. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider');
  return value;
}

/** A function that says a text of the catalogues in the shown language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The shown language's texts: `t('nav.home')`, `t('plans.count', {count: 2})`. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback(
    (key: MessageKey, values?: MessageValues) =>
      intl.formatMessage({ id: key }, writtenValues(values, languageOf(intl))),
    [intl],
  );
}

let lookup: ((text: string) => Said | undefined) | undefined;

/**
 * Teaches the app the codes of the texts the schemas and rules write (`messageOf`, fetched with the
 * schemas), so a form's check is said in the reader's language too.
 */
export function knowMessages(find: (text: string) => Said | undefined): void {
  lookup = find;
}

/**
 * Says a message of the rules, the schemas or the server in the shown language: a `Said` by its
 * code; a text by the `code` (and `params`) the server sent with it, else by the code `msg` gave
 * it where it was made (DECISIONS §17), else as it is.
 */
export function useSay(): (
  message: Said | string,
  code?: string,
  params?: MessageValues,
) => string {
  const t = useT();
  return useCallback(
    (message: Said | string, code?: string, params?: MessageValues) => {
      if (typeof message === 'string' && code && hasMessage(code)) return t(code, params);
      const known = typeof message === 'string' ? lookup?.(message) : message;
      return known ? t(known.code, known.values) : (message as string);
    },
    [t],
  );
}

/**
 * Says a reason as the server sends it (DECISIONS §17): the house's by its code and values, in the
 * shown language; an admin's own words as they wrote them.
 */
export function useSayReason(): (text: string, code?: string, params?: MessageValues) => string {
  const t = useT();
  return useCallback(
    (text: string, code?: string, params?: MessageValues) =>
      code && hasMessage(code) ? t(code, params) : text,
    [t],
  );
}

/** Dates, times and numbers in the shown language (money is `2 500 kr` in both). */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      day: (date: CalendarDate) => formatDay(date, language),
      month: (date: CalendarDate) => formatMonth(date, language),
      date: (instant: Date | string) => formatDate(instant, language),
      dateTime: (instant: Date | string) => formatDateTime(instant, language),
      number: (value: number) => value.toLocaleString(LOCALES[language]),
    }),
    [language],
  );
}

/** What a text with markup takes: plain values, and a function for each tag (`<link>…</link>`). */
export type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A text with markup in it: `<Message id="access.timeline" values={{ link: … }} />`. */
export function Message({ id, values }: { id: MessageKey; values?: RichValues }) {
  return <FormattedMessage id={id} values={values} />;
}
