// Ten years of a busy house, written into a running server's SQLite database: members, and for
// each stay a plan with its approved option and the booking it made, one after another with the
// cleaning days between them, from ten years ago to half a year ahead. The screens bench opens
// every signed-in screen on it (issue 31: no long task over 200 ms with 10 years of bookings).
import SQLite from 'better-sqlite3';

const MEMBERS = 40;
const DAY = 24 * 60 * 60 * 1000;
const iso = (time) => new Date(time).toISOString().slice(0, 10);

/** Fills the database at `file`; answers how many bookings it holds after. */
export function fillYears(file, { years = 10, now = Date.now() } = {}) {
  const db = new SQLite(file);
  db.pragma('busy_timeout = 10000');
  const stamp = new Date(now).toISOString();
  let seed = 11;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const insertUser = db.prepare(
    `insert into users (email, password_hash, first_name, last_name, access_level, created_at, updated_at)
     values (?, null, ?, ?, 'trusted', ?, ?)`,
  );
  const insertPlan = db.prepare(
    `insert into stay_plan (user_id, title, expiry_date, created_at, updated_at) values (?, ?, ?, ?, ?)`,
  );
  const insertOption = db.prepare(
    `insert into stay_option (plan_id, from_date, to_date, status, user_priority, note, submitted_at, decided_at, approved_at, created_at, updated_at)
     values (?, ?, ?, 'approved', 1, '', ?, ?, ?, ?, ?)`,
  );
  const insertBooking = db.prepare(
    `insert into booking (user_id, from_date, to_date, party, source, option_id, status, booked_at, ended_at, created_at, updated_at)
     values (?, ?, ?, null, 'option', ?, 'held', ?, null, ?, ?)`,
  );
  db.transaction(() => {
    const members = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      members.push(
        Number(
          insertUser.run(`year-member${i}@example.org`, 'Guest', String(i + 1), stamp, stamp)
            .lastInsertRowid,
        ),
      );
    }
    // One stay: its plan, option and booking, or none of them where the house is taken already
    // (the sample stays): the database refuses a booking too close to another.
    const stay = db.transaction((owner, from, to, title) => {
      const plan = Number(insertPlan.run(owner, title, iso(from), stamp, stamp).lastInsertRowid);
      const option = Number(
        insertOption.run(plan, iso(from), iso(to), stamp, stamp, stamp, stamp, stamp)
          .lastInsertRowid,
      );
      insertBooking.run(owner, iso(from), iso(to), option, stamp, stamp, stamp);
    });
    let from = now - years * 365 * DAY;
    const end = now + 182 * DAY;
    let count = 0;
    while (from < end) {
      const nights = 2 + Math.floor(random() * 7);
      const to = from + nights * DAY;
      try {
        stay(members[count % MEMBERS], from, to, `Stay ${count + 1}`);
      } catch (error) {
        if (!String(error).includes('held_apart')) throw error;
      }
      count += 1;
      // The four cleaning days apart, and a few days more now and then.
      from = to + (5 + Math.floor(random() * 8)) * DAY;
    }
  })();
  const { total } = db.prepare(`select count(*) as total from booking`).get();
  db.close();
  return total;
}
