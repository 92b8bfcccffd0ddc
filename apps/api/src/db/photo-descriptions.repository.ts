import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;
type Kind = 'public' | 'private' | 'guide';

/** What admins say the pictures of a kind show, by file name. */
export async function descriptionsOf(db: Db, kind: Kind): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('photo_descriptions')
    .select(['name', 'description'])
    .where('kind', '=', kind)
    .execute();
  return new Map(rows.map((row) => [row.name, row.description]));
}

/** Keeps what a picture shows; an empty description removes it. */
export async function describePhoto(
  db: Db,
  photo: { kind: Kind; name: string },
  description: string,
  stamp: string,
): Promise<void> {
  if (!description) return forgetPhoto(db, photo);
  await db
    .insertInto('photo_descriptions')
    .values({ ...photo, description, updated_at: stamp })
    .onConflict((oc) =>
      oc.columns(['kind', 'name']).doUpdateSet({ description, updated_at: stamp }),
    )
    .execute();
}

/** Forgets the description of a picture that is gone. */
export async function forgetPhoto(db: Db, photo: { kind: Kind; name: string }): Promise<void> {
  await db
    .deleteFrom('photo_descriptions')
    .where('kind', '=', photo.kind)
    .where('name', '=', photo.name)
    .execute();
}
