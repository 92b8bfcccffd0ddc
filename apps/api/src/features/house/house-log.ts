import { houseMessages, type HouseNoteInput } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import { checkedPicture } from '../../lib/images/pictures.js';
import { findHouseNote, insertHouseNote, markNoteDone, setNotePhoto } from './house.repository.js';

import { assertNamed, houseLog, madeAtOf } from './house-views.js';
import type { ImageDelivery } from './house-views.js';
import type { Caller } from '../../plugins/caller.js';

/** The house log (DECISIONS §20): what is broken or running low, with a photo, until done. */

/** The house log: open notes, and those done in the last 30 days. */
export async function log(app: FastifyInstance, pictures: ImageDelivery, caller: Caller) {
  return { notes: await houseLog(app, pictures, app.db, true, caller) };
}

/** A member notes something broken or running low. */
export async function addNote(
  app: FastifyInstance,
  pictures: ImageDelivery,
  caller: Caller,
  input: HouseNoteInput,
) {
  assertNamed(caller);
  return unitOfWork(app.database, async (db) => {
    const id = await insertHouseNote(db, {
      kind: input.kind,
      text: input.text,
      photo: null,
      user_id: caller.id,
      created_at: madeAtOf(app, input.made_at),
      done_at: null,
      done_by: null,
      client_key: input.client_key ?? null,
    });
    const note = (await houseLog(app, pictures, db, true, caller)).find((n) => n.id === id)!;
    return { note };
  });
}

/**
 * A photo with a note, by who wrote it (or an admin), while it is open: decoded before it is
 * kept, and only ever sent resized, without its metadata. A new photo replaces the old.
 */
export async function addPhoto(
  app: FastifyInstance,
  pictures: ImageDelivery,
  caller: Caller,
  id: number,
  upload: { filename: string; content: Buffer },
) {
  const note = await findHouseNote(app.db, id);
  if (!note || (note.user_id !== caller.id && !caller.is_admin)) {
    throw new HttpError(404, houseMessages.noNote);
  }
  if (note.done_at !== null) throw new HttpError(409, houseMessages.noteDone);
  const name = await checkedPicture(upload.filename, upload.content);
  await app.images.add('log', name, upload.content);
  await setNotePhoto(app.db, id, name);
  if (note.photo) await app.images.remove('log', note.photo);
  const log = await houseLog(app, pictures, app.db, true, caller);
  return { note: log.find((entry) => entry.id === id)! };
}

/** An admin marks a note done (once). */
export async function markDone(
  app: FastifyInstance,
  pictures: ImageDelivery,
  caller: Caller,
  id: number,
) {
  return unitOfWork(app.database, async (db) => {
    if (!(await findHouseNote(db, id))) throw new HttpError(404, houseMessages.noNote);
    await markNoteDone(db, id, caller.id, app.clock.now().toISOString());
    return { notes: await houseLog(app, pictures, db, true, caller) };
  });
}
