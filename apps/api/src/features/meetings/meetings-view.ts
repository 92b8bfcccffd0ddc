import {
  countVotes,
  displayName,
  joinedName,
  toWireDate,
  type HistoryDecision,
  type Meeting,
  type MeetingItem,
  type MeetingState,
  type StandardItem,
  type VoteBasis,
  type VoteChoice,
  type VoteRule,
  type VotingOwner,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sharesOn } from '../../db/shares.repository.js';
import { findUsersByIds } from '../../db/users.repository.js';
import type { Caller } from '../../plugins/caller.js';
import {
  checkersOf,
  itemsOf,
  votesOn,
  type findMeeting,
  type ItemRow,
} from './meetings.repository.js';

type Db = Kysely<Database>;
export type MeetingRow = NonNullable<Awaited<ReturnType<typeof findMeeting>>>;
type VoteRow = Awaited<ReturnType<typeof votesOn>>[number];

export const stateOf = (meeting: MeetingRow): MeetingState =>
  meeting.published_at !== null ? 'published' : meeting.sent_at !== null ? 'checking' : 'called';

/** A meeting's head: when, where, until when motions are taken, how far it has come. */
export const headOf = (meeting: MeetingRow) => ({
  id: meeting.id,
  day: toWireDate(meeting.day),
  time: meeting.time,
  place: meeting.place,
  video_link: meeting.video_link,
  motion_deadline: toWireDate(meeting.motion_deadline),
  state: stateOf(meeting),
});

/** The owners on a meeting's day with their shares and their names as they are now. */
export async function ownersOn(db: Db, day: string) {
  const shares = await sharesOn(db, day);
  const people = await findUsersByIds(
    db,
    shares.map((share) => share.user_id),
  );
  return shares.map((share) => {
    const person = people.find((row) => row.id === share.user_id)!;
    return { user_id: share.user_id, name: displayName(person), hundredths: share.hundredths };
  });
}

/** The decision on an item as the minutes give it: the vote counted by its rule, never typed. */
export function decisionOf(
  item: ItemRow,
  votes: readonly VoteRow[],
  owners: readonly VotingOwner[],
): MeetingItem['decision'] {
  if (item.decision === null) return null;
  const cast = votes.filter((vote) => vote.item_id === item.id);
  const rule = item.vote_rule as VoteRule | null;
  const basis = item.vote_basis as VoteBasis | null;
  return {
    text: item.decision,
    vote:
      rule === null || basis === null
        ? null
        : {
            rule,
            basis,
            votes: cast.map((vote) => ({
              user_id: vote.user_id,
              name: displayName(vote),
              vote: vote.vote as VoteChoice,
            })),
            tally: countVotes(
              owners,
              new Map(cast.map((vote) => [vote.user_id, vote.vote as VoteChoice])),
              rule,
              basis,
            ),
          },
    improvement:
      item.improvement_id === null || item.improvement_title === null
        ? null
        : { id: item.improvement_id, title: item.improvement_title },
  };
}

/** How an item is named: a usual one by its key, one written by its title, a motion by its own. */
export const itemName = (item: ItemRow) => ({
  key: (item.title === null && item.motion_title === null ? item.key : null) as StandardItem | null,
  title: item.title ?? item.motion_title,
});

/**
 * A meeting as the caller sees it (DECISIONS §24): the agenda with the motions; the decisions to
 * the admins and the checkers while the minutes are made, to everyone once published; and what
 * the caller may do now.
 */
export async function presentMeeting(
  app: FastifyInstance,
  db: Db,
  meeting: MeetingRow,
  caller: Caller,
): Promise<Meeting> {
  const [items, checkers, owners] = await Promise.all([
    itemsOf(db, [meeting.id]),
    checkersOf(db, meeting.id),
    ownersOn(db, meeting.day),
  ]);
  const votes = await votesOn(
    db,
    items.map((item) => item.id),
  );
  const today = app.clock.today();
  const state = stateOf(meeting);
  const checker = checkers.find((row) => row.user_id === caller.id);
  const showsDecisions = state === 'published' || caller.is_admin || checker !== undefined;
  const held = today >= meeting.day && state !== 'published';
  return {
    ...headOf(meeting),
    items: items.map((item) => ({
      id: item.id,
      ...itemName(item),
      motion:
        item.motion_title === null
          ? null
          : {
              by: {
                user_id: item.motion_by ?? 0,
                name: joinedName(item.first_name, item.last_name) ?? '',
              },
              title: item.motion_title,
              text: item.motion_text ?? '',
            },
      decision: showsDecisions ? decisionOf(item, votes, owners) : null,
    })),
    owners,
    checkers: checkers.map((row) => ({
      user_id: row.user_id,
      name: displayName(row),
      approved: row.approved_at !== null,
    })),
    published_at: meeting.published_at,
    can: {
      motion: state === 'called' && today <= meeting.motion_deadline,
      edit_agenda: caller.is_admin && state === 'called',
      record: caller.is_admin && held,
      send: caller.is_admin && held && items.some((item) => item.decision !== null),
      approve: state === 'checking' && checker !== undefined && checker.approved_at === null,
    },
  };
}

/** The decision history: every decision of published minutes, with its meeting's day. */
export async function presentHistory(
  db: Db,
  rows: readonly (ItemRow & { day: string })[],
): Promise<HistoryDecision[]> {
  const votes = await votesOn(
    db,
    rows.map((row) => row.id),
  );
  const ownersByDay = new Map<string, VotingOwner[]>();
  for (const day of new Set(rows.map((row) => row.day))) {
    ownersByDay.set(day, await ownersOn(db, day));
  }
  return rows.map((row) => ({
    meeting_id: row.meeting_id,
    day: toWireDate(row.day),
    item: itemName(row),
    decision: decisionOf(row, votes, ownersByDay.get(row.day) ?? [])!,
  }));
}
