import type { StandardItem } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Calls a meeting with the usual items in order; answers its id. */
export async function insertMeeting(
  db: Db,
  meeting: {
    day: string;
    time: string;
    place: string;
    video_link: string;
    motion_deadline: string;
    called_by: number;
    called_at: string;
  },
  items: readonly StandardItem[],
): Promise<number> {
  const { id } = await db
    .insertInto('meeting')
    .values(meeting)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('meeting_item')
    .values(items.map((key, position) => ({ meeting_id: id, position, key })))
    .execute();
  return id;
}

export const findMeeting = (db: Db, id: number) =>
  db.selectFrom('meeting').selectAll().where('id', '=', id).executeTakeFirst();

/** Every meeting, the latest day first. */
export const allMeetings = (db: Db) =>
  db.selectFrom('meeting').selectAll().orderBy('day', 'desc').orderBy('id', 'desc').execute();

/** The items of some meetings in their order, with the motion's author as named now. */
export const itemsOf = (db: Db, meetingIds: readonly number[]) =>
  meetingIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('meeting_item as i')
        .leftJoin('users as u', 'u.id', 'i.motion_by')
        .leftJoin('improvements as m', 'm.id', 'i.improvement_id')
        .selectAll('i')
        .select(['u.first_name', 'u.last_name', 'm.title as improvement_title'])
        .where('i.meeting_id', 'in', meetingIds)
        .orderBy('i.meeting_id')
        .orderBy('i.position')
        .execute();

export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

/** The votes on some items, with the voters as named now. */
export const votesOn = (db: Db, itemIds: readonly number[]) =>
  itemIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('meeting_vote as v')
        .innerJoin('users as u', 'u.id', 'v.user_id')
        .select(['v.item_id', 'v.user_id', 'v.vote', 'u.first_name', 'u.last_name'])
        .where('v.item_id', 'in', itemIds)
        .orderBy('v.item_id')
        .orderBy('v.user_id')
        .execute();

/** A meeting's checkers, as named now, with whether each approved. */
export const checkersOf = (db: Db, meetingId: number) =>
  db
    .selectFrom('meeting_checker as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id', 'c.approved_at', 'u.first_name', 'u.last_name'])
    .where('c.meeting_id', '=', meetingId)
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();

/** Adds a motion as an item at `position`, moving the items from there on one down. */
export async function insertMotion(
  db: Db,
  meetingId: number,
  position: number,
  motion: { by: number; title: string; text: string; at: string },
) {
  await db
    .updateTable('meeting_item')
    .set((eb) => ({ position: eb('position', '+', 1) }))
    .where('meeting_id', '=', meetingId)
    .where('position', '>=', position)
    .execute();
  const { id } = await db
    .insertInto('meeting_item')
    .values({
      meeting_id: meetingId,
      position,
      motion_by: motion.by,
      motion_title: motion.title,
      motion_text: motion.text,
      motion_at: motion.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the agenda anew: kept items moved and retitled, new ones added, the rest taken off. */
export async function writeAgenda(
  db: Db,
  meetingId: number,
  items: readonly { id: number | null; title: string | null }[],
) {
  const kept = items.flatMap((item) => (item.id === null ? [] : [item.id]));
  let taken = db.deleteFrom('meeting_item').where('meeting_id', '=', meetingId);
  if (kept.length > 0) taken = taken.where('id', 'not in', kept);
  await taken.execute();
  for (const [position, item] of items.entries()) {
    if (item.id === null) {
      await db
        .insertInto('meeting_item')
        .values({ meeting_id: meetingId, position, title: item.title })
        .execute();
    } else {
      await db
        .updateTable('meeting_item')
        .set({ position, title: item.title })
        .where('id', '=', item.id)
        .execute();
    }
  }
}

/** Records the decision on an item and its votes (none: a decision not voted on). */
export async function writeDecision(
  db: Db,
  itemId: number,
  decision: {
    text: string;
    rule: string | null;
    basis: string | null;
    improvement_id: number | null;
    by: number;
    at: string;
  },
  votes: readonly { user_id: number; vote: string }[],
) {
  await db
    .updateTable('meeting_item')
    .set({
      decision: decision.text,
      vote_rule: decision.rule,
      vote_basis: decision.basis,
      improvement_id: decision.improvement_id,
      decided_by: decision.by,
      decided_at: decision.at,
    })
    .where('id', '=', itemId)
    .execute();
  await db.deleteFrom('meeting_vote').where('item_id', '=', itemId).execute();
  if (votes.length > 0) {
    await db
      .insertInto('meeting_vote')
      .values(votes.map((vote) => ({ item_id: itemId, ...vote })))
      .execute();
  }
}

/** The minutes go to two checkers: any approvals given before are void. */
export async function sendToCheckers(
  db: Db,
  meetingId: number,
  checkers: readonly number[],
  at: string,
) {
  await db.deleteFrom('meeting_checker').where('meeting_id', '=', meetingId).execute();
  await db
    .insertInto('meeting_checker')
    .values(checkers.map((user_id) => ({ meeting_id: meetingId, user_id })))
    .execute();
  await db.updateTable('meeting').set({ sent_at: at }).where('id', '=', meetingId).execute();
}

/** The minutes changed: the checkers must read them again. */
export const voidApprovals = (db: Db, meetingId: number) =>
  db
    .updateTable('meeting_checker')
    .set({ approved_at: null })
    .where('meeting_id', '=', meetingId)
    .execute();

/** A checker approves; answers how many of the checkers have now approved. */
export async function approve(db: Db, meetingId: number, userId: number, at: string) {
  await db
    .updateTable('meeting_checker')
    .set({ approved_at: at })
    .where('meeting_id', '=', meetingId)
    .where('user_id', '=', userId)
    .where('approved_at', 'is', null)
    .execute();
  const rows = await db
    .selectFrom('meeting_checker')
    .select('approved_at')
    .where('meeting_id', '=', meetingId)
    .execute();
  return rows.filter((row) => row.approved_at !== null).length;
}

export const publish = (db: Db, meetingId: number, at: string) =>
  db
    .updateTable('meeting')
    .set({ published_at: at })
    .where('id', '=', meetingId)
    .where('published_at', 'is', null)
    .execute();

/** The decisions of published minutes, the latest meeting first, each meeting's in agenda order. */
export const publishedDecisions = (db: Db) =>
  db
    .selectFrom('meeting_item as i')
    .innerJoin('meeting as g', 'g.id', 'i.meeting_id')
    .leftJoin('improvements as m', 'm.id', 'i.improvement_id')
    .leftJoin('users as u', 'u.id', 'i.motion_by')
    .selectAll('i')
    .select(['g.day', 'm.title as improvement_title', 'u.first_name', 'u.last_name'])
    .where('g.published_at', 'is not', null)
    .where('i.decision', 'is not', null)
    .orderBy('g.day', 'desc')
    .orderBy('g.id', 'desc')
    .orderBy('i.position')
    .execute();

export const improvementExists = async (db: Db, id: number) =>
  (await db.selectFrom('improvements').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

export const isChecker = async (db: Db, meetingId: number, userId: number) =>
  (await db
    .selectFrom('meeting_checker')
    .select('user_id')
    .where('meeting_id', '=', meetingId)
    .where('user_id', '=', userId)
    .executeTakeFirst()) !== undefined;
