import { accessRefusals } from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED } from './plugins/auth.js';
import { createTestApp, type TestApp } from './test/helpers.js';
import { createPlan } from './test/stays.js';
import { loginAs, type Role } from './test/users.js';

type Caller = 'anonymous' | 'bad token' | 'guest pass' | Role;
const callers: Caller[] = [
  'anonymous',
  'bad token',
  'guest pass',
  'unverified',
  'verified',
  'trusted',
  'admin',
];

/** A guest pass opens nothing but its guest's view: everywhere else it is a visitor's request. */
const anyone: Caller[] = ['anonymous', 'guest pass', 'unverified', 'verified', 'trusted', 'admin'];
/** A guest's view: a live guest pass, and no account (DECISIONS §26). */
const guestOnly: Caller[] = ['guest pass'];
const signedIn: Caller[] = ['unverified', 'verified', 'trusted', 'admin'];
const verifiedUp: Caller[] = ['verified', 'trusted', 'admin'];
const trustedOrAdmin: Caller[] = ['trusted', 'admin'];
/** Booking access: trusted members and admins (DECISIONS §2). */
const adminOnly: Caller[] = ['admin'];

/**
 * Who may call each /api route. Every registered route must be here: a new route without a row
 * fails this test until someone decides who may call it.
 */
const table: Record<string, Caller[]> = {
  'GET /api/health': anyone,
  'GET /api/content': anyone,
  'GET /api/message': anyone,
  'GET /api/get_images': anyone,
  'GET /api/images/:kind/:name': anyone,
  'POST /api/login': anyone,
  'POST /api/register': anyone,
  'GET /api/profile_data': signedIn,
  'POST /api/auth/signup': signedIn,
  'GET /api/auth/config': anyone,
  'POST /api/auth/google': anyone,
  'POST /api/password-reset': anyone,
  'POST /api/validate-reset-token': anyone,
  'POST /api/reset-password': anyone,
  'POST /api/auth/confirm-email': anyone,
  'POST /api/auth/confirm-email/check': anyone,
  'POST /api/auth/confirm-email/resend': signedIn,
  'PUT /api/profile': signedIn,
  'PUT /api/profile/language': signedIn,
  'POST /api/profile/password': signedIn,
  'POST /api/generate-invite': trustedOrAdmin,
  'POST /api/auth/verify-invite': anyone,
  'GET /api/guestbook': anyone,
  'POST /api/guestbook': verifiedUp,
  'GET /api/guestbook/tags': anyone,
  'GET /api/guides/:type': verifiedUp,
  'POST /api/admin/guides/:type/sections': adminOnly,
  'PUT /api/admin/guides/:type/sections/:id': adminOnly,
  'DELETE /api/admin/guides/:type/sections/:id': adminOnly,
  'POST /api/contact': anyone,
  'GET /api/contact-info': verifiedUp,
  'GET /api/clock': anyone,
  'GET /api/stay-plans': trustedOrAdmin,
  'POST /api/stay-plans': trustedOrAdmin,
  'PUT /api/stay-plans/:id': trustedOrAdmin,
  'DELETE /api/stay-plans/:id': trustedOrAdmin,
  'POST /api/stay-options/:id/cancel': trustedOrAdmin,
  'GET /api/stays/upcoming': trustedOrAdmin,
  'GET /api/admin/summary': adminOnly,
  'GET /api/admin/decisions': adminOnly,
  'GET /api/stay-options/:id/history': trustedOrAdmin,
  'GET /api/calendar-feed': trustedOrAdmin,
  'POST /api/calendar-feed': trustedOrAdmin,
  'GET /api/calendar/:feed': anyone,
  'GET /api/stay-options/:id/calendar': trustedOrAdmin,
  'GET /api/fair-share': trustedOrAdmin,
  'GET /api/admin/fair-share': adminOnly,
  'GET /api/rounds': trustedOrAdmin,
  'PUT /api/rounds/:id/ballot': trustedOrAdmin,
  'GET /api/rounds/:id/draw': trustedOrAdmin,
  'GET /api/admin/rounds': adminOnly,
  'GET /api/admin/rounds/season-blocks': adminOnly,
  'GET /api/admin/rounds/:id': adminOnly,
  'POST /api/admin/rounds': adminOnly,
  'PUT /api/admin/rounds/:id': adminOnly,
  'POST /api/admin/rounds/:id/cancel': adminOnly,
  'GET /api/admin/rounds/:id/draw': adminOnly,
  'POST /api/admin/rounds/:id/draw': adminOnly,
  'POST /api/admin/rounds/:id/confirm': adminOnly,
  'POST /api/admin/rounds/:id/discard': adminOnly,
  'GET /api/admin/rounds/:id/voters': adminOnly,
  'GET /api/waitlist': trustedOrAdmin,
  'POST /api/bookings/:id/offer': trustedOrAdmin,
  'GET /api/swaps': trustedOrAdmin,
  'GET /api/swaps/stays': trustedOrAdmin,
  'POST /api/swaps/:id/accept': trustedOrAdmin,
  'POST /api/swaps/:id/decline': trustedOrAdmin,
  'GET /api/admin/swaps': adminOnly,
  'GET /api/house-codes': trustedOrAdmin,
  'GET /api/admin/house-codes': adminOnly,
  'PUT /api/admin/house-codes': adminOnly,
  'GET /api/at-the-house': trustedOrAdmin,
  'GET /api/bookings/:id/checklists': trustedOrAdmin,
  'PUT /api/bookings/:id/checklists/:list/:item': trustedOrAdmin,
  'PUT /api/bookings/:id/departure-note': trustedOrAdmin,
  'GET /api/house-log': trustedOrAdmin,
  'POST /api/house-log': trustedOrAdmin,
  'POST /api/house-log/:id/photo': trustedOrAdmin,
  'GET /api/house-log/photos/:name': anyone,
  'POST /api/admin/house-log/:id/done': adminOnly,
  'GET /api/admin/checklists': adminOnly,
  'PUT /api/admin/checklists/:list': adminOnly,
  'GET /api/admin/checklist-runs': adminOnly,
  'GET /api/profile/mail-choices': trustedOrAdmin,
  'GET /api/admin/fees': adminOnly,
  'PUT /api/admin/fees': adminOnly,
  'GET /api/bookings/:id/payment': trustedOrAdmin,
  'POST /api/bookings/:id/paid': trustedOrAdmin,
  'POST /api/admin/payments/:id/confirm': adminOnly,
  'GET /api/admin/payments': adminOnly,
  'GET /api/admin/payments.csv': adminOnly,
  'GET /api/donations/swish': signedIn,
  'PUT /api/profile/mail-choices': trustedOrAdmin,
  'POST /api/admin/swaps/:id/approve': adminOnly,
  'POST /api/admin/swaps/:id/refuse': adminOnly,
  'POST /api/bookings/:id/cancel': trustedOrAdmin,
  'POST /api/admin/bookings/:id/end': adminOnly,
  'POST /api/waitlist': trustedOrAdmin,
  'DELETE /api/waitlist/:id': trustedOrAdmin,
  'POST /api/offers/:id/claim': trustedOrAdmin,
  'POST /api/offers/:id/refuse': trustedOrAdmin,
  'POST /api/admin/rounds/:id/remind': adminOnly,
  'GET /api/admin/high-season': adminOnly,
  'PUT /api/admin/high-season': adminOnly,
  'GET /api/admin/payment': adminOnly,
  'PUT /api/admin/payment': adminOnly,
  'GET /api/admin/longest-stay': adminOnly,
  'PUT /api/admin/longest-stay': adminOnly,
  'GET /api/admin/house-name': adminOnly,
  'PUT /api/admin/house-name': adminOnly,
  'PUT /api/admin/content': adminOnly,
  'PUT /api/admin/message': adminOnly,
  'GET /api/admin/photos': adminOnly,
  'POST /api/admin/photos/:kind': adminOnly,
  'DELETE /api/admin/photos/:kind/:name': adminOnly,
  'PUT /api/admin/photos/:kind/:name/description': adminOnly,
  'GET /api/admin/members': adminOnly,
  'POST /api/admin/members/:id/level': adminOnly,
  'POST /api/admin/members/:id/suspend': adminOnly,
  'POST /api/admin/members/:id/restore': adminOnly,
  'GET /api/admin/owners': adminOnly,
  'PUT /api/admin/owners': adminOnly,
  // Booking access; the service answers only admins and owners (costs.test).
  'GET /api/admin/costs': trustedOrAdmin,
  'POST /api/admin/costs': adminOnly,
  'POST /api/admin/costs/:id/correct': adminOnly,
  'POST /api/admin/costs/:id/receipt': adminOnly,
  'GET /api/costs/receipts/:name': anyone,
  // Verified members up; each sees the documents its audience names (documents.test).
  'GET /api/documents': verifiedUp,
  'POST /api/admin/documents': adminOnly,
  'PUT /api/admin/documents/:id': adminOnly,
  'DELETE /api/admin/documents/:id': adminOnly,
  'GET /api/documents/files/:name': anyone,
  'GET /api/profile/devices': trustedOrAdmin,
  'GET /api/profile/channels': trustedOrAdmin,
  'PUT /api/profile/channels': trustedOrAdmin,
  'POST /api/profile/devices': trustedOrAdmin,
  'DELETE /api/profile/devices/:id': trustedOrAdmin,
  'GET /api/weather': trustedOrAdmin,
  'GET /api/profile/my-data': signedIn,
  'POST /api/profile/close': signedIn,
  'GET /api/profile/passkeys': signedIn,
  'POST /api/profile/passkeys/options': signedIn,
  'POST /api/profile/passkeys': signedIn,
  'DELETE /api/profile/passkeys/:id': signedIn,
  'POST /api/auth/passkey/options': anyone,
  'POST /api/auth/passkey': anyone,
  'GET /api/profile/second-factor': signedIn,
  'POST /api/profile/second-factor/setup': signedIn,
  'POST /api/profile/second-factor/confirm': signedIn,
  'POST /api/profile/second-factor/off': signedIn,
  'POST /api/auth/second-factor': anyone,
  'GET /api/admin/second-factor-rule': adminOnly,
  'GET /api/bookings/:id/guest-passes': trustedOrAdmin,
  'POST /api/bookings/:id/guest-passes': trustedOrAdmin,
  'POST /api/bookings/:id/guest-passes/:pass/revoke': trustedOrAdmin,
  'GET /api/guest': guestOnly,
  'PUT /api/guest/checklists/:list/:item': guestOnly,
  'POST /api/guest/house-log': guestOnly,
  'PUT /api/admin/second-factor-rule': adminOnly,
  'GET /api/ice': trustedOrAdmin,
  'POST /api/ice': trustedOrAdmin,
  'GET /api/admin/house-position': adminOnly,
  'PUT /api/admin/house-position': adminOnly,
  'GET /api/seasons': trustedOrAdmin,
  'PUT /api/admin/seasons/:list': adminOnly,
  'POST /api/admin/seasons/:list/run': adminOnly,
  'PUT /api/admin/season-runs/:id/tasks/:item/assignee': adminOnly,
  'PUT /api/season-runs/:id/tasks/:item': trustedOrAdmin,
  'GET /api/meetings': trustedOrAdmin,
  'GET /api/meetings/:id': trustedOrAdmin,
  'POST /api/admin/meetings': adminOnly,
  'POST /api/meetings/:id/motions': trustedOrAdmin,
  'PUT /api/admin/meetings/:id/agenda': adminOnly,
  'PUT /api/admin/meetings/:id/items/:item': adminOnly,
  'POST /api/admin/meetings/:id/minutes': adminOnly,
  'POST /api/meetings/:id/approve': trustedOrAdmin,
  'GET /api/admin/meeting-settings': adminOnly,
  'PUT /api/admin/meeting-settings': adminOnly,
  'GET /api/work-days': trustedOrAdmin,
  'POST /api/admin/work-days': adminOnly,
  'POST /api/admin/work-days/:id/cancel': adminOnly,
  'PUT /api/work-days/:id/signup': trustedOrAdmin,
  'DELETE /api/work-days/:id/signup': trustedOrAdmin,
  'GET /api/chores': trustedOrAdmin,
  'POST /api/admin/chores': adminOnly,
  'POST /api/admin/chores/:id/end': adminOnly,
  'POST /api/chores/turns/:id/done': trustedOrAdmin,
  'POST /api/chores/turns/:id/pass': trustedOrAdmin,
  'GET /api/admin/money-settings': adminOnly,
  'PUT /api/admin/money-settings': adminOnly,
  'GET /api/money': trustedOrAdmin,
  'GET /api/money/swish': trustedOrAdmin,
  'PUT /api/money/swish': trustedOrAdmin,
  'POST /api/money/settlements': trustedOrAdmin,
  'POST /api/money/settlements/:id/confirm': trustedOrAdmin,
  'GET /api/money/years/:year': trustedOrAdmin,
  'GET /api/money/years/:year/csv': trustedOrAdmin,
  'GET /api/invites': trustedOrAdmin,
  'POST /api/invites/:id/withdraw': trustedOrAdmin,
  'GET /api/admin/failed-mails': adminOnly,
  'POST /api/admin/failed-mails/:id/send-again': adminOnly,
  'GET /api/admin/pending-approvals': adminOnly,
  'POST /api/admin/approve-option/:id': adminOnly,
  'POST /api/admin/reject-option/:id': adminOnly,
  'POST /api/admin/bulk-approve': adminOnly,
  'GET /api/admin/planning-horizon': adminOnly,
  'PUT /api/admin/planning-horizon': adminOnly,
  'GET /api/improvements': anyone,
  'POST /api/improvements/:id/vote': verifiedUp,
  'GET /api/donations': anyone,
  'GET /api/admin/donations': adminOnly,
  'POST /api/admin/donations': adminOnly,
  'PUT /api/admin/donations/:id/verify': adminOnly,
  'GET /api/admin/improvements': adminOnly,
  'POST /api/admin/improvements': adminOnly,
  'PUT /api/admin/improvements/:id': adminOnly,
  'DELETE /api/admin/improvements/:id': adminOnly,
  'PUT /api/admin/improvements/:id/toggle-done': adminOnly,
};

const refusals = new Set<string>([...Object.values(accessRefusals), SESSION_EXPIRED]);

let t: TestApp;
const headers: Record<Caller, Record<string, string>> = {
  anonymous: {},
  'bad token': { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.not-a-signature' },
  'guest pass': {},
  unverified: {},
  verified: {},
  trusted: {},
  admin: {},
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['unverified', 'verified', 'trusted', 'admin'] as const) {
    headers[role] = (await loginAs(t, role)).headers;
  }
  // A live pass: a stay whose window is open (it arrives tomorrow), a pass its owner gives.
  const host = await loginAs(t, 'trusted');
  await createPlan(t, host.user.id, {
    options: [{ from: '2025-09-13', to: '2025-09-16', status: 'approved' }],
  });
  const booking = await t.app.db
    .selectFrom('booking')
    .select('id')
    .where('user_id', '=', host.user.id)
    .executeTakeFirstOrThrow();
  const given = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/guest-passes`,
    headers: host.headers,
    payload: { guest_name: 'Greta' },
  });
  const link = given.json<{ link: string }>().link;
  headers['guest pass'] = { 'x-guest-pass': link.split('#')[1]! };
});
afterAll(() => t.close());

const concrete = (url: string) =>
  url
    .replace(':kind', 'public')
    .replace(':name', 'lake-morning.jpg')
    .replace(/:[a-z_]+/g, '1');

describe('authorization', () => {
  it('every registered /api route has a row in the table, and every row a route', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered).toEqual(Object.keys(table).sort());
  });

  for (const [route, allowed] of Object.entries(table)) {
    it(`${route}: ${allowed.join(', ')}`, async () => {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      let address = 0;
      for (const caller of callers) {
        const response = await t.app.inject({
          method,
          url: concrete(url),
          headers: { ...headers[caller], accept: 'image/webp' },
          remoteAddress: `10.9.${callers.indexOf(caller)}.${++address}`,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        // Refused for who the caller is: 401 or 403 with one of the access refusals (a 403 for
        // something else, such as another member's plan, is an answer, not a refusal).
        const refused =
          (response.statusCode === 401 || response.statusCode === 403) &&
          refusals.has(response.json<{ error: string }>().error);
        const expected = allowed.includes(caller);
        expect({ caller, refused, status: response.statusCode }).toEqual({
          caller,
          refused: !expected,
          status: expect.any(Number),
        });
        // An allowed caller may be told its empty body is wrong, never that the server failed.
        if (expected)
          expect({ caller, status: response.statusCode }).toEqual({
            caller,
            status: expect.toSatisfy((status: number) => status < 500),
          });
        if (!expected) {
          expect(response.statusCode).toBe(
            // A guest's view wants a pass, which no account is: 401 for everyone without one.
            ['anonymous', 'bad token', 'guest pass'].includes(caller) || allowed === guestOnly
              ? 401
              : 403,
          );
          // Said by code too, for the reader's app to say it in their language.
          expect(response.json()).toEqual({
            error: expect.any(String),
            message: expect.any(String),
            code: expect.stringMatching(/^api\.(access|session)\./),
          });
        }
      }
    });
  }
});
