import { type Language, type Said, writtenValues } from '@stuga/shared';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { RawIntlProvider, useIntl, type IntlShape } from 'react-intl';
import type { AdminCatalogue } from '@/i18n/admin.en';
import type { Catalogue, MessageKey } from '@/i18n/en';
import type { FirstCatalogue } from '@/i18n/en.first';
import {
  loadAdminCatalogue,
  loadCatalogue,
  loadFirstCatalogue,
  makeIntl,
  once,
  remember,
  type MessageValues,
} from './catalogues';

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

/**
 * The texts beyond the first page's, each fetched when something on screen needs it: every
 * screen's (`all`, the whole catalogue) and the admin screens' (`admin`).
 */
export type TextPart = 'all' | 'admin';
type PerPart<T> = Record<TextPart, T>;

interface LanguageContextValue {
  language: Language;
  /** Shows the app in `language` once its catalogue is here, and remembers the choice. */
  setLanguage(language: Language): Promise<void>;
  /** Whether each part's texts are in the shown catalogue. */
  hasTexts: PerPart<boolean>;
  /** Whether fetching a part's texts for the shown language failed (offline). */
  textsFailed: PerPart<boolean>;
  /**
   * Asks for a part's texts in the shown language, now and after every switch (again after a
   * failure: a retry).
   */
  wantTexts(part: TextPart): void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Where the catalogues come from: their own files (tests give others, to make one fail). */
export interface CatalogueLoaders {
  catalogue(language: Language): Promise<Catalogue>;
  first(language: Language): Promise<FirstCatalogue>;
  admin(language: Language): Promise<AdminCatalogue>;
}
const fileLoaders: CatalogueLoaders = {
  catalogue: once(loadCatalogue),
  first: loadFirstCatalogue,
  admin: loadAdminCatalogue,
};

interface Shown {
  language: Language;
  intl: IntlShape;
  has: PerPart<boolean>;
}

/**
 * Fetches a part's texts for the shown language while it is asked for and not shown, and puts
 * them in the shown catalogue; a failure is kept (which language, at which asking).
 */
function usePart(
  part: TextPart,
  load: (language: Language) => Promise<Record<string, string>>,
  asked: number,
  shown: Shown,
  setShown: (update: (shown: Shown) => Shown) => void,
  setFailed: (failed: { language: Language; asked: number }) => void,
) {
  const has = shown.has[part];
  const language = shown.language;
  useEffect(() => {
    if (asked === 0 || has) return;
    let live = true;
    load(language).then(
      (texts) =>
        // Every text on the page may change: drawn in slices, so the page keeps answering.
        startTransition(() =>
          setShown((now) => {
            // A switch that came meanwhile fetches its own: this effect runs again for it.
            if (now.has[part] || now.language !== language) return now;
            current = makeIntl(language, { ...now.intl.messages, ...texts } as Record<
              string,
              string
            >);
            return { language, intl: current, has: { ...now.has, [part]: true } };
          }),
        ),
      () => {
        if (live) setFailed({ language, asked });
      },
    );
    return () => {
      live = false;
    };
  }, [part, load, asked, has, language, setShown, setFailed]);
}

/**
 * Holds the shown language and its catalogue; everything below reads its texts from here. It
 * starts with the whole catalogue, or (`whole` false, on a visitor's Home) the first page's texts
 * only. The other parts follow the shown language, whatever order things happen in: asked for
 * once, they are fetched for every language shown until they are in it, so a switch made while
 * they come (the member's own language arriving with their profile) fetches that language's as
 * well, and a screen waiting for them always ends in them or in a failure it can retry.
 */
export function LanguageProvider({
  language: initialLanguage,
  messages,
  whole = true,
  admin,
  loaders = fileLoaders,
  children,
}: {
  language: Language;
  messages: Catalogue | FirstCatalogue;
  /** Whether `messages` is the whole catalogue, not only the first page's texts. */
  whole?: boolean;
  /** The admin screens' texts, when the first screen shows them (fetched with it). */
  admin?: AdminCatalogue | undefined;
  loaders?: CatalogueLoaders;
  children: ReactNode;
}) {
  const [state, setState] = useState<Shown>(() => {
    current = makeIntl(initialLanguage, admin ? { ...messages, ...admin } : messages);
    return { language: initialLanguage, intl: current, has: { all: whole, admin: !!admin } };
  });
  // Asked for by a screen (a number, so asking again after a failure is a retry).
  const [asked, setAsked] = useState<PerPart<number>>({ all: 0, admin: 0 });
  // The last fetch that failed, per part: which language, at which asking.
  const [failed, setFailed] = useState<PerPart<{ language: Language; asked: number } | null>>({
    all: null,
    admin: null,
  });
  // What a switch brings along, so it shows everything at once.
  const wanted = useRef<PerPart<boolean>>({ all: whole, admin: !!admin });

  const setLanguage = useCallback(
    async (language: Language) => {
      const [base, admin] = await Promise.all([
        wanted.current.all ? loaders.catalogue(language) : loaders.first(language),
        // If this fails, the screen's own wait below tries again and says so.
        wanted.current.admin ? loaders.admin(language).catch(() => undefined) : undefined,
      ]);
      current = makeIntl(language, admin ? { ...base, ...admin } : base);
      remember(language);
      setState({ language, intl: current, has: { all: wanted.current.all, admin: !!admin } });
    },
    [loaders],
  );

  const failedAll = useCallback(
    (at: { language: Language; asked: number }) => setFailed((f) => ({ ...f, all: at })),
    [],
  );
  const failedAdmin = useCallback(
    (at: { language: Language; asked: number }) => setFailed((f) => ({ ...f, admin: at })),
    [],
  );
  usePart('all', loaders.catalogue, asked.all, state, setState, failedAll);
  usePart('admin', loaders.admin, asked.admin, state, setState, failedAdmin);

  const wantTexts = useCallback((part: TextPart) => {
    wanted.current[part] = true;
    setAsked((count) => ({ ...count, [part]: count[part] + 1 }));
  }, []);
  const failedNow = (part: TextPart) =>
    !state.has[part] &&
    failed[part]?.language === state.language &&
    failed[part].asked === asked[part];
  const failedAllNow = failedNow('all');
  const failedAdminNow = failedNow('admin');
  // Asking again for texts that are here changes nothing below: the value stays the same.
  const value = useMemo(
    () => ({
      language: state.language,
      setLanguage,
      hasTexts: state.has,
      textsFailed: { all: failedAllNow, admin: failedAdminNow },
      wantTexts,
    }),
    [state.language, state.has, failedAllNow, failedAdminNow, setLanguage, wantTexts],
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
