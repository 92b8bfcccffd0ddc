// Ten years of a busy house, written into a running server's SQLite database: members, and for
// each stay a plan with its approved option and the booking it made, one after another with the
// cleaning days between them, from ten years ago to half a year ahead. The screens bench opens
// every signed-in screen on it (issue 31: no long task over 200 ms with 10 years of bookings).
import SQLite from 'better-sqlite3';
import { houseRows, seededRandom } from './house-rows.mjs';

const MEMBERS = 40;
const DAY = 24 * 60 * 60 * 1000;
const iso = (time) => new Date(time).toISOString().slice(0, 10);

/** Fills the database at `file`; answers how many bookings it holds after. */
export function fillYears(file, { years = 10, now = Date.now() } = {}) {
  const db = new SQLite(file);
  db.pragma('busy_timeout = 10000');
  const stamp = new Date(now).toISOString();
  const random = seededRandom(11);
  const rows = houseRows(db, stamp);
  db.transaction(() => {
    const members = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      members.push(rows.member(`year-member${i}@example.org`, 'Guest', String(i + 1)));
    }
    // One stay: its plan, option and booking, or none of them where the house is taken already
    // (the sample stays): the database refuses a booking too close to another.
    const stay = db.transaction((owner, from, to, title) => {
      const plan = rows.plan(owner, title, iso(from));
      rows.option(plan, owner, iso(from), iso(to), { status: 'approved' });
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
