import {
  DECISIONS_PAGE_SIZE,
  displayName,
  toWireDate,
  type Decisions,
  type HistoryEntry,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import {
  decisionFilters,
  listDecisions,
  listOptionHistory,
  type HistoryRow,
} from './history.repository.js';
import { codedReason } from './planning/planning.presenter.js';
import { findOption } from './planning/planning.repository.js';
import { stayErrors } from './stays.policy.js';
import type { Caller } from './context.js';

/** A history row as the wire has it. */
function entryOf(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    option_id: row.option_id,
    at: row.at,
    actor:
      row.actor_id === null
        ? null
        : displayName({
            first_name: row.actor_first ?? '',
            last_name: row.actor_last ?? '',
          }),
    member: displayName({
      first_name: row.member_first,
      last_name: row.member_last,
    }),
    from: toWireDate(row.from_date),
    to: toWireDate(row.to_date),
    from_status: row.from_status,
    to_status: row.to_status,
    reason: row.reason,
    ...codedReason(row.reason_code, row.reason_values, 'reason'),
  };
}

/** The history of stay options (DECISIONS §16): kept for ever, shown to admins and owners. */
export function historyService(app: FastifyInstance) {
  return {
    /** An option's changes, oldest first: for admins, and for the option's owner only. */
    async optionHistory(caller: Caller, optionId: number) {
      const option = await findOption(app.db, optionId);
      // Someone else's option is not there for a member (nothing tells it exists).
      if (!option || (!caller.is_admin && option.owner_id !== caller.id)) {
        throw new HttpError(404, stayErrors.noOption);
      }
      return { history: (await listOptionHistory(app.db, optionId)).map(entryOf) };
    },

    /** Every change, newest first, a page at a time, by member and year (admins). */
    async decisions(query: {
      member?: number | undefined;
      year?: number | undefined;
      page: number;
    }) {
      const page = query.page;
      const [{ rows, total }, filters] = await Promise.all([
        listDecisions(
          app.db,
          { member: query.member, year: query.year },
          { offset: (page - 1) * DECISIONS_PAGE_SIZE, limit: DECISIONS_PAGE_SIZE },
        ),
        decisionFilters(app.db),
      ]);
      return {
        entries: rows.map(entryOf),
        total,
        page,
        page_size: DECISIONS_PAGE_SIZE,
        members: filters.members
          .map((member) => ({ id: member.id, name: displayName(member) }))
          .sort((a, b) => a.name.localeCompare(b.name, 'sv')),
        years: filters.years,
      } satisfies Decisions;
    },
  };
}

export type HistoryService = ReturnType<typeof historyService>;
