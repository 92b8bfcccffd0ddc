// What the screens bench opens besides the ten years of bookings, made through the real calls as
// an admin makes them: the admin's own stay (arriving tomorrow, so At the house, its fee and a
// guest's pass are all live), a high-season round, and an annual meeting. Made before the years
// are written, which then leave the admin's stay its days (the database keeps stays apart).
import { post } from './accounts.mjs';

const DAY = 24 * 60 * 60 * 1000;
/** The house's days (its time zone, as the server counts them). */
const houseDays = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });
/** The day `offset` days from `now` in the house, as YYYY-MM-DD. */
const dash = (now, offset) => houseDays.format(new Date(now + offset * DAY));
/** The same as the wire writes it (YYYY/MM/DD). */
const wire = (now, offset) => dash(now, offset).replaceAll('-', '/');

const ok = async (response, what) => {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return JSON.parse(text);
};

/**
 * Makes them in the app at `base` as the admin whose token is `jwt`; answers the addresses of the
 * screens that need one: `{ booking, round, meeting, guest }` (`guest`: the pass's link, whose
 * token rides after the `#`).
 */
export async function makeHouse(base, jwt, now = Date.now()) {
  const bearer = { authorization: `Bearer ${jwt}` };
  const get = async (path) => ok(await fetch(base + path, { headers: bearer }), `GET ${path}`);
  const planned = await ok(
    await post(
      `${base}/api/stay-plans`,
      {
        title: 'At the lake',
        expiry_date: wire(now, 1),
        options: [{ from: wire(now, 1), to: wire(now, 5), status: 'pending' }],
      },
      jwt,
    ),
    'the admin’s plan',
  );
  const option = planned.stay_plan.options[0].id;
  await ok(await post(`${base}/api/admin/approve-option/${option}`, {}, jwt), 'approving it');
  const stays = await get('/api/at-the-house');
  const booking = stays.stays.find((stay) => stay.from === wire(now, 1)).id;
  const pass = await ok(
    await post(`${base}/api/bookings/${booking}/guest-passes`, { guest_name: 'Greta' }, jwt),
    'a guest pass',
  );
  const year = Number(dash(now, 0).slice(0, 4)) + 2;
  const round = await ok(
    await post(
      `${base}/api/admin/rounds`,
      {
        name: 'High season',
        opens: dash(now, 0),
        closes: dash(now, 7),
        first_pass_cap: 1,
        total_cap: 2,
        blocks: [
          { name: 'Week 27', from: `${year}/07/01`, to: `${year}/07/07` },
          { name: 'Week 28', from: `${year}/07/11`, to: `${year}/07/17` },
        ],
      },
      jwt,
    ),
    'a round',
  );
  const meeting = await ok(
    await post(
      `${base}/api/admin/meetings`,
      { day: wire(now, 40), time: '14:00', place: 'Stugan', motion_deadline: wire(now, 20) },
      jwt,
    ),
    'a meeting',
  );
  return {
    booking,
    round: round.round.id,
    meeting: meeting.meeting.id,
    guest: new URL(pass.link).pathname + new URL(pass.link).hash,
  };
}

/**
 * Visitors' screens on their way in, which the signed-in screens bench leaves out: Lighthouse
 * measures `/`, `/guestbook` and `/login`; the others only follow a mailed link or a logout.
 */
const ON_THE_WAY_IN = new Set([
  'subPage',
  'signedOut',
  'about',
  'login',
  'signup',
  'invite',
  'reset',
  'confirmEmail',
]);

/**
 * Where the screens bench opens each screen of the app (`paths`, the router's table): at its own
 * path, or, for one whose address needs something (an id, a guide, a year, a guest's pass), where
 * `makeHouse` made it. A screen whose address needs something this does not give stops the
 * bench: a new screen is measured from the day it is added.
 */
export function screenAddresses(paths, made) {
  const given = {
    guide: '/guide/house',
    round: `/rounds/${made.round}`,
    pay: `/pay/${made.booking}`,
    moneyYear: `/money/${houseDays.format(new Date()).slice(0, 4)}`,
    adminRound: `/admin/rounds/${made.round}`,
    meeting: `/meetings/${made.meeting}`,
    guest: made.guest,
  };
  const keys = Object.keys(paths).filter((key) => !ON_THE_WAY_IN.has(key));
  const unknown = keys.filter((key) => !(key in given) && paths[key].includes(':'));
  if (unknown.length > 0) {
    throw new Error(`the screens bench does not know where to open: ${unknown.join(', ')}`);
  }
  return keys.map((key) => given[key] ?? paths[key]);
}
