import { msg } from '@stuga/shared';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { createClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { dataVersionInTurn, KeptAnswers, type ReadInTurn } from './plugins/kept-answers.js';
import { migrateToLatest } from './db/migrate.js';
import { compressAnswers } from './plugins/compression.js';
import type { Database } from './db/schema.js';
import { drawSamplePicturesApart } from './db/seed/draw-apart.js';
import { seedDemo } from './db/seed/index.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { authService } from './features/auth/auth.service.js';
import { contactService } from './features/contact/contact.service.js';
import { contentService } from './features/content/content.service.js';
import { guestbookService } from './features/guestbook/guestbook.service.js';
import { guidesService } from './features/guides/guides.service.js';
import { healthService } from './features/health/health.service.js';
import { improvementsService } from './features/improvements/improvements.service.js';
import { invitesService } from './features/invites/invites.service.js';
import { bookingRoutes } from './features/stays/bookings/bookings.routes.js';
import { bookingsService } from './features/stays/bookings/bookings.service.js';
import { staysContext } from './features/stays/context.js';
import { checkCompiledQueries } from './db/compiled.js';
import { decisionRoutes } from './features/stays/decisions/decisions.routes.js';
import { decisionsService } from './features/stays/decisions/decisions.service.js';
import { countsByMember } from './features/stays/member-counts.js';
import { planningRoutes } from './features/stays/planning/planning.routes.js';
import { planningService } from './features/stays/planning/planning.service.js';
import { LoginGuard } from './features/auth/login-guard.js';
import { profileRoutes } from './features/auth/profile.routes.js';
import { clockRoutes } from './features/clock/clock.routes.js';
import { emailConfirmationRoutes } from './features/auth/email-confirmation.routes.js';
import { passwordResetRoutes } from './features/auth/password-reset.routes.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { contentRoutes } from './features/content/content.routes.js';
import { guestbookRoutes } from './features/guestbook/guestbook.routes.js';
import { guideRoutes } from './features/guides/guides.routes.js';
import { imageFolders, ImageStore } from './lib/images/image-store.js';
import { healthRoutes } from './features/health/health.routes.js';
import { adminImprovementRoutes } from './features/improvements/admin.routes.js';
import { improvementRoutes } from './features/improvements/improvements.routes.js';
import { inviteRoutes } from './features/invites/invites.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { outboxService } from './features/admin/outbox.service.js';
import { pruneFinishedJobs } from './db/jobs.repository.js';
import { pruneRateLimits } from './db/rate-limits.repository.js';
import { historyRoutes } from './features/stays/history.routes.js';
import { calendarRoutes } from './features/stays/calendar.routes.js';
import { calendarService } from './features/stays/calendar.service.js';
import { historyService } from './features/stays/history.service.js';
import { fairShareRoutes } from './features/stays/fair-share.routes.js';
import { houseCodeRoutes } from './features/guides/codes.routes.js';
import { houseRoutes } from './features/house/house.routes.js';
import { houseService } from './features/house/house.service.js';
import { remindersService } from './features/house/reminders.service.js';
import { houseCodesService } from './features/guides/codes.service.js';
import { paymentRoutes } from './features/stays/payments/payments.routes.js';
import { paymentsService } from './features/stays/payments/payments.service.js';
import { swapsRoutes } from './features/stays/swaps/swaps.routes.js';
import { swapsService } from './features/stays/swaps/swaps.service.js';
import { waitlistRoutes } from './features/stays/waitlist/waitlist.routes.js';
import { waitlistService } from './features/stays/waitlist/waitlist.service.js';
import { roundsRoutes } from './features/stays/rounds/rounds.routes.js';
import { roundsService } from './features/stays/rounds/rounds.service.js';
import { memberRoutes } from './features/members/members.routes.js';
import { photoRoutes } from './features/photos/photos.routes.js';
import { photosService } from './features/photos/photos.service.js';
import { membersService } from './features/members/members.service.js';
import { fairShareService } from './features/stays/fair-share.service.js';
import { authPlugin } from './plugins/auth.js';
import type { Releasers } from './lib/holdings.js';
import { endSessions, voidCredentials, voidMailedLinks } from './db/users.repository.js';
import { backgroundPlugin } from './plugins/background.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { jobsPlugin, type JobOptions } from './plugins/jobs.js';
import { mailPlugin } from './plugins/mail.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    database: DatabaseHandle;
    db: Kysely<Database>;
    images: ImageStore;
    /** Counts failed logins (decision 0012); a completed reset clears an email's count. */
    loginGuard: LoginGuard;
    /** The data version as this turn's requests see it (decision 0058). */
    dataVersion: ReadInTurn<string>;
    /** Answers kept for the data version they were made at (decisions 0050, 0058). */
    keptAnswers: KeptAnswers;
  }
}

/** The built web app beside this package: `apps/web/dist`. */
export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppOptions {
  config: Config;
  /** Defaults to the clock the settings describe. */
  clock?: Clock;
  /** Defaults to the database the settings describe. */
  database?: DatabaseHandle;
  /** Fastify's logger setting. */
  logger?: FastifyServerOptions['logger'];
  /** The built web app; `undefined` serves the API alone. */
  webRoot?: string | undefined;
  /** How the job worker polls and retries (tests shorten the waits). */
  jobs?: JobOptions;
  /** Socket timeouts; defaults to SERVER_TIMEOUTS (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
}

/** Request bodies above this are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** How long a done job is kept before it is forgotten: 30 days. */
export const FINISHED_JOBS_KEPT_MS = 30 * 24 * 60 * 60_000;

/**
 * How long a client may take before its socket is closed, so stalled or trickling clients cannot
 * hold sockets (or shutdown) forever. Generous enough for a phone on a weak signal at the lake.
 */
export interface ServerTimeouts {
  /** From the first byte of a request to the end of its headers (answered 408). */
  headersMs: number;
  /** From the first byte of a request to the end of its body (answered 408). */
  requestMs: number;
  /** A socket with nothing sent either way for this long is closed. */
  idleMs: number;
  /** A kept-alive socket waits this long for its next request. */
  keepAliveMs: number;
  /** How often the server looks for requests past their time. */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 60_000,
  idleMs: 60_000,
  keepAliveMs: 10_000,
  checkEveryMs: 1_000,
};

/** TRUST_PROXY as Fastify takes it: a number of hops becomes "trust the nearest n". */
const trustedHops = (setting: Config['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** Builds the whole server: database migrated (and seeded when new), plugins, routes, web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Outside production a query compiled once is checked on every run (decision 0038).
  checkCompiledQueries(config.env !== 'production');
  const clock = options.clock ?? createClock(config.timeZone, config.appNow);
  const database =
    options.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      sqlitePath: path.join(config.dataDir, 'stuga.sqlite'),
    });

  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    return503OnClosing: true,
    // Failures Fastify answers before any route (a malformed %-escape in the address): the
    // app's own error shape, as every other failure has.
    frameworkErrors: (error, _request, reply) => {
      const long = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const message = long
        ? msg('api.request.addressTooLong', 'The address is too long.')
        : msg('api.request.addressMalformed', 'The address is malformed.');
      void (reply as unknown as FastifyReply)
        .status(long ? 414 : 400)
        .send({ error: message, message });
    },
    trustProxy: trustedHops(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('images', new ImageStore(imageFolders(config.dataDir)));
  app.decorate('loginGuard', new LoginGuard(database));
  const dataVersion = dataVersionInTurn(database);
  app.decorate('dataVersion', dataVersion);
  app.decorate('keptAnswers', new KeptAnswers(dataVersion));
  app.addHook('onClose', async () => database.close());

  try {
    await migrateToLatest(database);
    if (config.seedDemo) {
      await seedDemo(database, clock.now(), clock.today(), config.seedLanguage);
      await drawSamplePicturesApart(
        path.join(config.dataDir, 'images'),
        imageFolders(config.dataDir).originals.guide,
      );
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // Auth first: it derives each route's documented security from its access.
  await app.register(authPlugin);
  await app.register(docsPlugin);
  await app.register(jobsPlugin, options.jobs ?? {});
  app.jobs.every('forgetting old login counts', 10 * 60_000, () => app.loginGuard.prune());
  app.jobs.every('forgetting old rate limit counts', 10 * 60_000, () =>
    pruneRateLimits(app.db, Date.now()),
  );
  // Done jobs are kept a while to be looked into, then forgotten: their dedupe keys are one per
  // thing that happens once (a freed booking, an offer's hold), never needed again that late.
  app.jobs.every('forgetting finished jobs', 60 * 60_000, () =>
    pruneFinishedJobs(app.db, new Date(Date.now() - FINISHED_JOBS_KEPT_MS).toISOString()),
  );
  await app.register(mailPlugin);
  await app.register(backgroundPlugin);
  // Each area's use cases, made once, handed to its routes.
  // Stays: planning (how members ask), decisions (the admins'), bookings (what the house holds).
  const context = staysContext(app);
  const planning = planningService(app, context);
  const decisions = decisionsService(app, context);
  const rounds = roundsService(app, context);
  const waitlist = waitlistService(app, context);
  const swaps = swapsService(app, context);
  const improvements = improvementsService(app);
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
  };
  const services = {
    auth: authService(app),
    contact: contactService(app),
    content: contentService(app),
    guestbook: guestbookService(app),
    guides: guidesService(app),
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
  // A stay still unpaid 14 days after departure: its owner is reminded once (DECISIONS §21).
  app.jobs.every('unpaid stays', 10 * 60_000, () => services.payments.sweep());
  const counts = {
    waitingRequests: () => services.decisions.waitingCount(),
    swapsToApprove: async () => (await services.swaps.awaitingAdmin()).swaps.length,
    pendingDonations: () => services.improvements.unverifiedCount(),
    failedMails: () => services.outbox.count(),
  };
  await app.register(
    async (api) => {
      // Answers of 1 KB or more go compressed to a client that accepts it (decision 0060).
      await compressAnswers(api);
      await api.register(healthRoutes, services);
      await api.register(contentRoutes, services);
      await api.register(authRoutes, services);
      await api.register(passwordResetRoutes, services);
      await api.register(emailConfirmationRoutes, services);
      await api.register(profileRoutes, services);
      await api.register(inviteRoutes, services);
      await api.register(guestbookRoutes, services);
      await api.register(contactRoutes, services);
      await api.register(clockRoutes);
      await api.register(planningRoutes, services);
      await api.register(decisionRoutes, services);
      await api.register(bookingRoutes, services);
      await api.register(historyRoutes, services);
      await api.register(calendarRoutes, services);
      await api.register(fairShareRoutes, services);
      await api.register(roundsRoutes, services);
      await api.register(waitlistRoutes, services);
      await api.register(swapsRoutes, services);
      await api.register(houseCodeRoutes, services);
      await api.register(houseRoutes, services);
      await api.register(paymentRoutes, services);
      await api.register(memberRoutes, services);
      await api.register(photoRoutes, services);
      await api.register(improvementRoutes, services);
      await api.register(adminImprovementRoutes, services);
      await api.register(adminRoutes, { counts, outbox: services.outbox });
    },
    { prefix: '/api' },
  );
  await app.register(guideRoutes, services);
  await app.register(webPlugin, {
    webRoot: 'webRoot' in options ? options.webRoot : defaultWebRoot,
  });

  await app.ready();
  return app;
}
