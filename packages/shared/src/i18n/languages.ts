/**
 * The languages the app speaks (DECISIONS §16): English, whose texts are SPEC's, and Swedish.
 * Dependency-free, so the first page can pick the reader's language before anything else loads.
 */
export const LANGUAGES = ['en', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];

/** For readers whose browser asks for neither. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language writes dates and numbers in (`12 Sept 2025`, `12 sep. 2025`). */
export const LOCALES: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE' };

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sv: 'Svenska' };

/** The cookie that tells the server a visitor's choice before they sign in, for `<html lang>`. */
export const LANGUAGE_COOKIE = 'stuga-language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the reader's languages (best first, as `navigator.languages` or `Accept-Language`
 * give them) that the app speaks: `sv-SE` and `sv-FI` are Swedish, `en-US` English. English
 * when none is.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The language tags of an `Accept-Language` header, best first (by `q`, then by order). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
