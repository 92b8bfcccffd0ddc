import type { ContactMessage } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting, settingKeys } from '../../db/settings.repository.js';

type Db = Kysely<Database>;

/** Keeps a contact message; returns its id. */
export async function insertContactMessage(
  db: Db,
  message: ContactMessage & { user_id: number | null; created_at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('contact_messages')
    .values({ ...message, mailed_at: null, mail_error: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Records that a stored message went out by mail, or why it did not. */
export async function recordContactMail(
  db: Db,
  id: number,
  outcome: { mailed_at: string } | { mail_error: string },
): Promise<void> {
  await db.updateTable('contact_messages').set(outcome).where('id', '=', id).execute();
}

/** The contact directory, in its order. */
export const listContacts = (db: Db) =>
  db
    .selectFrom('contacts')
    .select(['name', 'role', 'email', 'phone', 'whatsapp', 'description'])
    .orderBy('position')
    .execute();

/** Where the house is, as the directory shows it. */
export const findContactLocation = (db: Db) =>
  readSetting<{ name: string; address: string; description: string }>(
    db,
    settingKeys.contactLocation,
  );
