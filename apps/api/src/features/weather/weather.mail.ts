import type { Language, WarningLevel, WeatherWarning } from '@stuga/shared';
import { mailWriter, type MailWriter } from '../../lib/mail-language.js';
import type { MailKey } from '../../i18n/mail.en.js';
import type { Notice } from '../../plugins/push.js';

const LEVEL_WORDS: Record<WarningLevel, MailKey> = {
  yellow: 'weather.level.yellow',
  orange: 'weather.level.orange',
  red: 'weather.level.red',
};

/** A member the warning reaches: at the house, or arriving within three days. */
export interface WarningReader {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  language: Language;
}

/**
 * A warning of SMHI's for the house's area, to one member in their language (DECISIONS §25): by
 * mail and as a push opening At the house, by their channel for weather; once per warning and
 * level (a yellow warning raised to orange is told again).
 */
export function warningNotice(
  reader: WarningReader,
  warning: WeatherWarning,
  siteUrl: string,
): Notice {
  const write: MailWriter = mailWriter(reader.language);
  const event = warning.event[reader.language];
  const subject = write('weather.warning.subject', {
    level: write(LEVEL_WORDS[warning.level]),
    event,
  });
  const lines = [write.hello(reader), '', write('weather.warning.text', { event })];
  if (warning.text[reader.language]) lines.push('', warning.text[reader.language]);
  lines.push(
    '',
    write('weather.warning.open', { url: `${siteUrl}/at-the-house` }),
    write('weather.warning.source'),
  );
  return {
    userId: reader.user_id,
    kind: 'weather',
    mail: { to: reader.email, subject, text: lines.join('\n') },
    push: { body: subject, url: '/at-the-house', tag: `weather-${warning.id}` },
    once: `weather:${warning.id}:${warning.level}:${reader.user_id}`,
  };
}
