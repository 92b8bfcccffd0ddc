import { displayName, hasName, type Person } from '@stuga/shared';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  isLanguage,
  LOCALES,
  writtenValues,
  type Language,
  type Reason,
  type SaidValues,
} from '@stuga/shared';
import { serverEn } from '@stuga/shared/i18n/server.en';
import { serverSv } from '@stuga/shared/i18n/server.sv';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { languagesByEmail } from '../db/users.repository.js';
import { mailEn, type MailKey } from '../i18n/mail.en.js';
import { mailSv } from '../i18n/mail.sv.js';

const texts = { en: mailEn, sv: mailSv };
const serverTexts = { en: serverEn, sv: serverSv };
const formats = new Map<string, IntlMessageFormat>();

/** Formats a catalogue's message once parsed, its values written as the language writes them. */
function format(id: string, message: string, language: Language, values?: SaidValues): string {
  let parsed = formats.get(id);
  if (!parsed) {
    parsed = new IntlMessageFormat(message, LOCALES[language]);
    formats.set(id, parsed);
  }
  return String(parsed.format(writtenValues(values, language)));
}

/** The language a member's mail is written in: theirs (DECISIONS §16), English if not known. */
export const mailLanguage = (stored: string | null | undefined): Language =>
  isLanguage(stored) ? stored : 'en';

/**
 * Writes the mail's texts in one language: `write.hello(person)`; `write.reason(reason)` says
 * the house's reason by its code in it, and an admin's own words as they wrote them.
 */
export function mailWriter(language: Language) {
  const write = (key: MailKey, values?: SaidValues): string =>
    format(`${language}:${key}`, texts[language][key], language, values);
  return Object.assign(write, {
    reason: (reason: Reason) =>
      reason.code === undefined
        ? reason.text
        : format(
            `server:${language}:${reason.code}`,
            serverTexts[language][reason.code],
            language,
            reason.values,
          ),
    /**
     * The greeting, by first name (the whole name, or, to a member who gave none, their own
     * address: a mail goes to its reader alone).
     */
    hello: (person: Person & { email?: string }) =>
      write('hello', {
        first:
          person.first_name.trim() ||
          (hasName(person) ? displayName(person) : (person.email ?? '')),
      }),
  });
}

/** A function that writes mail in one language. */
export type MailWriter = ReturnType<typeof mailWriter>;

/**
 * Addresses grouped by the language their accounts read the app in (English for an address with
 * no account, or none chosen): mail to several people goes once for each language.
 */
export async function recipientsByLanguage(
  db: Kysely<Database>,
  to: readonly string[],
): Promise<Map<Language, string[]>> {
  const known = new Map(
    (await languagesByEmail(db, to)).map((row) => [row.email, mailLanguage(row.language)]),
  );
  const groups = new Map<Language, string[]>();
  for (const address of to) {
    const language = known.get(address) ?? 'en';
    groups.set(language, [...(groups.get(language) ?? []), address]);
  }
  return groups;
}
