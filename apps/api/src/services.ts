import type { Releasers } from './lib/holdings.js';
import { authService } from './features/auth/auth.service.js';
import { passkeysService } from './features/auth/passkeys.js';
import { secondFactorService } from './features/auth/second-factor.js';
import { contactService } from './features/contact/contact.service.js';
import { contentService } from './features/content/content.service.js';
import { guestbookService } from './features/guestbook/guestbook.service.js';
import { guidesService } from './features/guides/guides.service.js';
import { healthService } from './features/health/health.service.js';
import { improvementsService } from './features/improvements/improvements.service.js';
import { invitesService } from './features/invites/invites.service.js';
import { bookingsService } from './features/stays/bookings/bookings.service.js';
import { staysContext } from './features/stays/context.js';
import { decisionsService } from './features/stays/decisions/decisions.service.js';
import { countsByMember } from './features/stays/member-counts.js';
import { planningService } from './features/stays/planning/planning.service.js';
import { outboxService } from './features/admin/outbox.service.js';
import { calendarService } from './features/stays/calendar.service.js';
import { historyService } from './features/stays/history.service.js';
import { houseService } from './features/house/house.service.js';
import { guestPassesService } from './features/house/guest-passes.js';
import { revokePassesGivenBy } from './db/guest-passes.repository.js';
import { imageDelivery } from './lib/images/image-delivery.js';
import { guestSources } from './guest-sources.js';
import { remindersService } from './features/house/reminders.service.js';
import { houseCodesService } from './features/guides/codes.service.js';
import { noticeCodesVisible } from './features/guides/codes-notices.js';
import { paymentsService } from './features/stays/payments/payments.service.js';
import { swapsService } from './features/stays/swaps/swaps.service.js';
import { waitlistService } from './features/stays/waitlist/waitlist.service.js';
import { roundsService } from './features/stays/rounds/rounds.service.js';
import { photosService } from './features/photos/photos.service.js';
import { membersService } from './features/members/members.service.js';
import { ownersService } from './features/money/owners.service.js';
import { costsService } from './features/money/costs.service.js';
import { moneyService } from './features/money/money.service.js';
import { documentsService } from './features/documents/documents.service.js';
import { workDaysService } from './features/work-days/work-days.service.js';
import { meetingsService } from './features/meetings/meetings.service.js';
import { seasonsService } from './features/seasons/seasons.service.js';
import { pushService } from './features/push/push.service.js';
import { weatherService } from './features/weather/weather.service.js';
import { myDataService } from './features/my-data/my-data.service.js';
import { choresService } from './features/chores/chores.service.js';
import { fairShareService } from './features/stays/fair-share.service.js';
import { endSessions, voidCredentials, voidMailedLinks } from './db/users.repository.js';
import { withdrawWorkSignups } from './db/work-days.repository.js';
import { releaseSeasonTasks } from './db/seasons.repository.js';
import { removeDevicesOf } from './db/push.repository.js';
import { endPasskeysOf, endSecondFactorOf } from './db/passkeys.repository.js';
import type { FastifyInstance } from 'fastify';

/**
 * Each area's use cases, made once and handed to its routes, with what releases what an account
 * holds and the chores that keep the house's promises on time.
 */
export function makeServices(app: FastifyInstance) {
  // Each area's use cases, made once, handed to its routes.
  // Stays: planning (how members ask), decisions (the admins'), bookings (what the house holds).
  const context = staysContext(app);
  const planning = planningService(app, context);
  const decisions = decisionsService(app, context);
  const rounds = roundsService(app, context);
  const waitlist = waitlistService(app, context);
  const swaps = swapsService(app, context);
  const improvements = improvementsService(app);
  const chores = choresService(app);
  // What releases each kind an account holds when it is suspended or moved down (DECISIONS §22):
  // one entry per kind of the shared list, or this does not compile.
  const releasers: Releasers = {
    session: (db, { userId, stamp }) => endSessions(db, userId, stamp),
    link: (db, { userId }) => voidMailedLinks(db, userId),
    feed: (db, { userId, stamp }) => voidCredentials(db, userId, stamp),
    invite: (db, { userId, stamp }) => voidCredentials(db, userId, stamp),
    request: (db, { userId, actorId, stamp, reason }) =>
      decisions.declineRequestsOf(db, userId, actorId, stamp, reason),
    ballot: rounds.withdrawBallotsOf,
    wish: waitlist.endWishesOf,
    swap: swaps.withdrawSwapsOf,
    vote: improvements.withdrawVotesOf,
    workday: (db, { userId }) => withdrawWorkSignups(db, userId, app.clock.today()),
    chore: chores.releaseChoresOf,
    season: (db, { userId }) => releaseSeasonTasks(db, userId),
    push: (db, { userId }) => removeDevicesOf(db, userId),
    passkey: (db, { userId }) => endPasskeysOf(db, userId),
    second_factor: (db, { userId }) => endSecondFactorOf(db, userId),
    guest_pass: (db, { userId, stamp }) => revokePassesGivenBy(db, userId, stamp),
  };
  const guides = guidesService(app);
  const guestPasses = guestPassesService(app, imageDelivery(app), guestSources(app, guides));
  const services = {
    auth: authService(app),
    passkeys: passkeysService(app),
    secondFactor: secondFactorService(app),
    contact: contactService(app),
    content: contentService(app),
    guestbook: guestbookService(app),
    guides,
    guestPasses,
    health: healthService(app),
    improvements,
    invites: invitesService(app),
    planning,
    decisions,
    bookings: bookingsService(app, context),
    members: membersService(app, {
      countsByMember: (db = app.db) => countsByMember(db, app.clock.today()),
      releasers,
    }),
    photos: photosService(app),
    owners: ownersService(app),
    costs: costsService(app),
    money: moneyService(app),
    documents: documentsService(app),
    workDays: workDaysService(app),
    meetings: meetingsService(app),
    seasons: seasonsService(app),
    push: pushService(app),
    weather: weatherService(app),
    myData: myDataService(app, releasers),
    chores,
    outbox: outboxService(app),
    history: historyService(app),
    calendar: calendarService(app),
    fairShare: fairShareService(app),
    rounds,
    waitlist,
    swaps,
    houseCodes: houseCodesService(app),
    house: houseService(app),
    reminders: remindersService(app),
    payments: paymentsService(app),
  };
  app.jobs.every('plan validity: reminders and expiry', 10 * 60_000, () =>
    services.planning.sweepValidity(),
  );
  // A round is drawn once its ballot has closed, by whichever process looks first (DECISIONS §18).
  app.jobs.every('high-season rounds: the draw at the close', 10 * 60_000, () =>
    services.rounds.drawClosed(),
  );
  // Holds that passed, wishes whose days passed, claims decided, freed dates (DECISIONS §19).
  app.jobs.every('waitlist: holds, wishes and freed dates', 10 * 60_000, () =>
    services.waitlist.sweep(),
  );
  app.jobs.every('swaps: offers nobody answered in time', 10 * 60_000, () =>
    services.swaps.sweep(),
  );
  // Each stay's reminders in their windows, and the weekly digests (DECISIONS §20).
  app.jobs.every('reminders by mail', 10 * 60_000, () => services.reminders.sweep());
  // The day a stay's codes show, its owner's phones are told (DECISIONS §25).
  app.jobs.every('codes: visible from today', 10 * 60_000, () => noticeCodesVisible(app));
  // A stay still unpaid 14 days after departure: its owner is reminded once (DECISIONS §21).
  app.jobs.every('unpaid stays', 10 * 60_000, () => services.payments.sweep());
  app.jobs.every('repeating costs', 10 * 60_000, () => services.costs.repeatDue());
  // What each member owes, mailed once a month (DECISIONS §23).
  app.jobs.every('balances owed', 10 * 60_000, () => services.costs.remindBalances());
  // Documents that run out: the admins are mailed 90 and 30 days before (DECISIONS §24).
  app.jobs.every('documents running out', 60 * 60_000, () => services.documents.remindExpiries());
  // A work day's people, reminded two days before (DECISIONS §24).
  app.jobs.every('work days: reminders', 10 * 60_000, () => services.workDays.remind());
  // Each chore's turns given out ahead, and the day's turn mailed (DECISIONS §24).
  app.jobs.every('chores: turns given out', 10 * 60_000, () => services.chores.giveOut());
  app.jobs.every('chores: the day’s turns', 10 * 60_000, () => services.chores.remind());
  // SMHI asked for the house, at most once an hour whatever the visitors (DECISIONS §25).
  app.jobs.every('weather at the house', 10 * 60_000, () => services.weather.refresh());

  const counts = {
    waitingRequests: () => services.decisions.waitingCount(),
    swapsToApprove: () => services.swaps.countAwaitingAdmin(),
    pendingDonations: () => services.improvements.unverifiedCount(),
    failedMails: () => services.outbox.count(),
  };
  return { ...services, counts };
}

export type Services = ReturnType<typeof makeServices>;
