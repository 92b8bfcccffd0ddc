// Rows of a busy house written straight into a SQLite database, as the benches prepare them:
// members, plans, and options with the booking an approved or cancelled one made (DECISIONS §17).

/** The same numbers between 0 and 1 for the same seed, so every run fills the same house. */
export function seededRandom(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** What an option in a status made of the house: a booking held or ended, or none. */
const BOOKING_OF = { approved: 'held', cancelled: 'cancelled' };

/** Writes rows into the open database `db`, each stamped `stamp` (an ISO instant). */
export function houseRows(db, stamp) {
  const insertUser = db.prepare(
    `insert into users (email, password_hash, first_name, last_name, access_level, created_at, updated_at)
     values (?, null, ?, ?, 'trusted', ?, ?)`,
  );
  const insertPlan = db.prepare(
    `insert into stay_plan (user_id, title, expiry_date, created_at, updated_at) values (?, ?, ?, ?, ?)`,
  );
  const insertOption = db.prepare(
    `insert into stay_option (plan_id, from_date, to_date, status, user_priority, note,
       rejection_reason, submitted_at, decided_at, approved_at, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBooking = db.prepare(
    `insert into booking (user_id, from_date, to_date, source, option_id, status, booked_at,
       ended_at, created_at, updated_at)
     values (?, ?, ?, 'option', ?, ?, ?, ?, ?, ?)`,
  );
  return {
    /** A trusted member; answers their id. */
    member: (email, firstName, lastName) =>
      Number(insertUser.run(email, firstName, lastName, stamp, stamp).lastInsertRowid),
    /** A plan of `owner`; answers its id. */
    plan: (owner, title, expiry) =>
      Number(insertPlan.run(owner, title, expiry, stamp, stamp).lastInsertRowid),
    /**
     * A submitted option of `owner`'s plan, decided unless pending, and the booking it made if
     * it was approved; answers its id.
     */
    option(
      planId,
      owner,
      from,
      to,
      { status = 'pending', priority = 1, note = '', reason = null },
    ) {
      const decided = status === 'pending' ? null : stamp;
      const approved = status === 'approved' || status === 'cancelled' ? stamp : null;
      const id = Number(
        insertOption.run(
          planId,
          from,
          to,
          status,
          priority,
          note,
          reason,
          stamp,
          decided,
          approved,
          stamp,
          stamp,
        ).lastInsertRowid,
      );
      const booking = BOOKING_OF[status];
      if (booking) {
        const ended = booking === 'held' ? null : stamp;
        insertBooking.run(owner, from, to, id, booking, stamp, ended, stamp, stamp);
      }
      return id;
    },
  };
}
