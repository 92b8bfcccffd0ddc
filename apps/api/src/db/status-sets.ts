import { bookingStatusesIn, statusesIn, type CalendarDate, type StatusSet } from '@stuga/shared';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The SQL side of the status table (packages/shared, rules/statuses): one predicate per named set
 * and per rule that joins a status to a plan's validity. Queries name their option and plan
 * tables `o` and `p` unless they say otherwise.
 */

/** The option's status is in a named set. */
export const statusIn = (set: StatusSet, column = 'o.status'): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} in (${sql.join(statusesIn(set))})`;

/** The option's status is not in a named set. */
export const statusNotIn = (set: StatusSet, column = 'o.status'): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} not in (${sql.join(statusesIn(set))})`;

/**
 * A request still waiting for the admins on `today`: waiting, and its plan valid after today
 * (DECISIONS §14: on the expiry day itself the plan has expired).
 */
export const stillWaiting = (today: CalendarDate, option = 'o', plan = 'p'): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${statusIn('waiting', `${option}.status`)} and ${sql.ref(`${plan}.expiry_date`)} > ${today})`;

/** A request whose plan's validity has passed by `today`: it is to expire. */
export const lapsedBy = (today: CalendarDate, option = 'o', plan = 'p'): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${statusIn('waiting', `${option}.status`)} and ${sql.ref(`${plan}.expiry_date`)} <= ${today})`;

/** A booking's status is in a named set (as the status it shows as is; `b` unless told). */
export const bookingIn = (set: StatusSet, column = 'b.status'): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} in (${sql.join(bookingStatusesIn(set))})`;
