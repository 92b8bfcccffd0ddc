import { buildApp } from './app.js';
import { ConfigError, loadConfig, withDotenv } from './config.js';
import { markRunning } from './lib/running.js';

/**
 * After SIGTERM, requests in flight get this long to finish; then every connection still open
 * (a stalled client, a slow download) is closed so the process can exit.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** And if closing the database and the mail still has not finished this much later, exit anyway. */
const LAST_RESORT_MS = 8_000;

/** Starts the server as `npm start` does, and stops it cleanly on SIGTERM or SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(withDotenv(process.env, process.cwd()));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({
    config,
    logger: {
      level: config.logLevel,
      // In a terminal, readable lines written in this thread (nothing to resolve at run time),
      // by a formatter loaded only then; elsewhere, one JSON object a line for whatever collects
      // the log.
      ...(process.stdout.isTTY && config.env !== 'production'
        ? { stream: (await import('pino-pretty')).default({ ignore: 'pid,hostname', sync: true }) }
        : {}),
    },
  });

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    // In-flight requests finish; new ones get 503; the database closes in the onClose hook.
    // A keep-alive connection whose last response has just finished is let go as soon as it idles.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      app.log.warn(
        `${SHUTDOWN_DEADLINE_MS / 1000} s after ${signal}: closing the connections still open`,
      );
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('shutdown did not finish in time: exiting without it');
        process.exit(1);
      }, LAST_RESORT_MS).unref();
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // `npm run restore` refuses while a server runs on this data folder.
  const unmark = markRunning(config.dataDir);
  process.on('exit', unmark);
  const engine = app.database.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  const admins = config.adminEmails.length
    ? config.adminEmails.join(', ')
    : 'nobody (set ADMIN_EMAILS)';
  console.log(
    [
      '',
      `  Stuga is running at ${config.publicUrl}`,
      `  Database: ${engine}`,
      `  To become admin, create an account with one of these addresses: ${admins}`,
      `  and open the confirmation link mailed to it${config.smtpUrl ? '' : ' (no SMTP_URL set: the mail is written to this log)'}`,
      `  API documentation: ${config.publicUrl}/api/docs`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
