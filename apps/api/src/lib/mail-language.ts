import { IntlMessageFormat } from 'intl-messageformat';
import { isLanguage, LOCALES, writtenValues, type Language, type SaidValues } from '@stuga/shared';
import { mailEn, type MailKey } from '../i18n/mail.en.js';
import { mailSv } from '../i18n/mail.sv.js';

const texts = { en: mailEn, sv: mailSv };
const formats = new Map<string, IntlMessageFormat>();

/** The language a member's mail is written in: theirs (DECISIONS §16), English if not known. */
export const mailLanguage = (stored: string | null | undefined): Language =>
  isLanguage(stored) ? stored : 'en';

/** Writes the mail's texts in one language: `write('hello', { name })`. */
export function mailWriter(language: Language) {
  return (key: MailKey, values?: SaidValues): string => {
    const id = `${language}:${key}`;
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(texts[language][key], LOCALES[language]);
      formats.set(id, format);
    }
    return String(format.format(writtenValues(values, language)));
  };
}

/** A function that writes mail in one language. */
export type MailWriter = ReturnType<typeof mailWriter>;
