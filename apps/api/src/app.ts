import { pruneChallenges } from './db/passkeys.repository.js';
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
import type { Database } from './db/schema.js';
import { drawSamplePicturesApart } from './db/seed/draw-apart.js';
import { seedDemo } from './db/seed/index.js';
import { LoginGuard } from './features/auth/login-guard.js';
import { guideRoutes } from './features/guides/guides.routes.js';
import { imageFolders, ImageStore } from './lib/images/image-store.js';
import { pruneFinishedJobs } from './db/jobs.repository.js';
import { pruneRateLimits } from './db/rate-limits.repository.js';
import { authPlugin } from './plugins/auth.js';
import { backgroundPlugin } from './plugins/background.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { choreKind, jobsPlugin, type JobOptions } from './plugins/jobs.js';
import { mailPlugin } from './plugins/mail.js';
import { pushPlugin } from './plugins/push.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import { registerApi } from './api-routes.js';
import { makeServices } from './services.js';

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

const DAY_MS = 24 * 60 * 60_000;

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
  // Passkey challenges nobody answered in five minutes are forgotten (DECISIONS §26).
  app.jobs.every('passkey challenges run out', 10 * 60_000, () =>
    pruneChallenges(app.db, app.clock.now().toISOString()),
  );
  app.jobs.every('forgetting old rate limit counts', 10 * 60_000, () =>
    pruneRateLimits(app.db, Date.now()),
  );
  // Done jobs are kept a while to be looked into, then forgotten: their dedupe keys are one per
  // thing that happens once (a freed booking, an offer's hold), never needed again that late.
  // A chore's own jobs say only that it ran: a day of them is kept.
  app.jobs.every('forgetting finished jobs', 60 * 60_000, async () => {
    const now = app.clock.now().getTime();
    await pruneFinishedJobs(app.db, new Date(now - FINISHED_JOBS_KEPT_MS).toISOString());
    await pruneFinishedJobs(app.db, new Date(now - DAY_MS).toISOString(), choreKind(''));
  });
  await app.register(mailPlugin);
  await app.register(pushPlugin);
  await app.register(backgroundPlugin);
  const services = makeServices(app);
  await registerApi(app, services);
  await app.register(guideRoutes, services);
  await app.register(webPlugin, {
    webRoot: 'webRoot' in options ? options.webRoot : defaultWebRoot,
  });

  await app.ready();
  return app;
}
