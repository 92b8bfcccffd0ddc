import type { GuideSection } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

const toSection = (row: {
  id: string;
  title: string;
  content: string;
  images: string;
}): GuideSection => ({
  id: row.id,
  title: row.title,
  content: row.content,
  images: JSON.parse(row.images) as string[],
});

export const findGuide = (db: Db, type: string) =>
  db.selectFrom('guides').selectAll().where('type', '=', type).executeTakeFirst();

/** Makes a guide with no title of its own yet (the screens name it), unless it is there. */
export const ensureGuide = (db: Db, type: string) =>
  db
    .insertInto('guides')
    .values({ type, title: '', description: '' })
    .onConflict((oc) => oc.column('type').doNothing())
    .execute();

export async function listSections(db: Db, type: string): Promise<GuideSection[]> {
  const rows = await db
    .selectFrom('guide_sections')
    .select(['id', 'title', 'content', 'images'])
    .where('guide_type', '=', type)
    .orderBy('position')
    .execute();
  return rows.map(toSection);
}

/** Adds a section at the end; the primary key refuses a second one with the same id. */
export async function insertSection(db: Db, type: string, section: GuideSection, stamp: string) {
  const last = await db
    .selectFrom('guide_sections')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('guide_type', '=', type)
    .executeTakeFirst();
  await db
    .insertInto('guide_sections')
    .values({
      ...section,
      images: JSON.stringify(section.images),
      guide_type: type,
      position: Number(last?.position ?? -1) + 1,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return section;
}

/** Replaces a section's title, content and images; false when there is no such section. */
export async function updateSection(db: Db, type: string, section: GuideSection, stamp: string) {
  const result = await db
    .updateTable('guide_sections')
    .set({
      title: section.title,
      content: section.content,
      images: JSON.stringify(section.images),
      updated_at: stamp,
    })
    .where('guide_type', '=', type)
    .where('id', '=', section.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSection(db: Db, type: string, id: string) {
  const result = await db
    .deleteFrom('guide_sections')
    .where('guide_type', '=', type)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
