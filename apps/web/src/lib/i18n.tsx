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
  /** Adds the admin screens' texts to the shown catalogue (and to any language switched to). */
  wantAdminTexts(): Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Holds the shown language and its catalogue; everything below reads its texts from here. */
export function LanguageProvider({
  language: initialLanguage,
  messages,
  children,
}: {
  language: Language;
  messages: Catalogue;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => {
    current = makeIntl(initialLanguage, messages);
    return { language: initialLanguage, intl: current, admin: false };
  });
  // Once an admin screen was shown, a switch of language brings that language's admin texts too.
  const adminWanted = useRef(false);
  const setLanguage = useCallback(async (language: Language) => {
    const [loaded, admin] = await Promise.all([
      loadCatalogue(language),
      adminWanted.current ? loadAdminCatalogue(language) : undefined,
    ]);
    current = makeIntl(language, admin ? { ...loaded, ...admin } : loaded);
    remember(language);
    setState({ language, intl: current, admin: !!admin });
  }, []);
  const wantAdminTexts = useCallback(async () => {
    adminWanted.current = true;
    const language = languageOf(current!);
    const admin = await loadAdminCatalogue(language);
    setState((shown) => {
      // A switch of language that came meanwhile brings its own.
      if (shown.admin || shown.language !== language) return shown;
      current = makeIntl(language, { ...(shown.intl.messages as Catalogue), ...admin });
      return { language, intl: current, admin: true };
    });
  }, []);
  const value = useMemo(
    () => ({ language: state.language, setLanguage, adminTexts: state.admin, wantAdminTexts }),
    [state.language, state.admin, setLanguage, wantAdminTexts],
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
 * Teaches the app the codes of the texts the schemas and rules write (`saidOf`, fetched with the
 * schemas), so a form's check is said in the reader's language too.
 */
export function knowMessages(find: (text: string) => Said | undefined): void {
  lookup = find;
}

/**
 * Says a message of the rules, the schemas or the server in the shown language: a `Said` by its
 * code; a text by the code it has in the catalogue of the server's messages, else as it is.
 */
export function useSay(): (message: Said | string) => string {
  const t = useT();
  return useCallback(
    (message: Said | string) => {
      const known = typeof message === 'string' ? lookup?.(message) : message;
      return known ? t(known.code, known.values) : (message as string);
    },
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
