import type { Content } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting, settingKeys } from '../../db/settings.repository.js';

/** The About content, or undefined on an installation without it. */
export const findAboutContent = (db: Kysely<Database>) =>
  readSetting<Content>(db, settingKeys.about);

/** The Sub page's message, or undefined. */
export const findSubPageMessage = (db: Kysely<Database>) =>
  readSetting<string>(db, settingKeys.message);
