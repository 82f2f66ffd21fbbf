import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createStorage } from './lib/storage';
import { seedIfEmpty } from './seed/seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const storage = createStorage({ config: config.storage, dataDir: config.dataDir });
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    recoverPayments: true,
    notifications: { worker: config.notificationsWorker },
  });
  const seeded = config.seed === 'demo' ? await seedIfEmpty({ db: database.db, storage }) : false;

  let closing = false;
  // Stops accepting (readiness answers 503 from here), lets the requests in progress answer, the
  // running jobs and the mails after answers finish within SHUTDOWN_TIMEOUT_MS, then closes the
  // queue and the database. Something still stuck well past the deadline ends the process anyway.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(
      () => {
        app.log.error('shutdown did not finish in time, exiting');
        process.exit(1);
      },
      2 * config.shutdownTimeoutMs + 5000,
    ).unref();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  const docs = config.apiDocs ? `  (API docs: ${url}/api/docs)` : '';
  console.log(`\nHabitat is running at ${url}${docs}`);
  if (config.seed === 'demo') {
    console.log(seeded ? 'Demo data seeded.' : 'Demo data already present.');
    console.log('Demo logins: resident@example.com / resident, cotenant@example.com / cotenant,');
    console.log(
      '             shop@example.com / shop, manager@example.com / manager (refused by the app: not a tenant)',
    );
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
