// Starts the API (and the built web app) on PORT: opens the database, migrates, seeds demo data into an
// empty embedded database, then listens. Only this file touches process lifetime.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { databaseOptions, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { startHousekeeping } from './modules/housekeeping/housekeeping.ts';

const config = loadConfig();
config.webDist ??= findWebDist();
const database = await openDatabase(databaseOptions(config));
if (database.kind === 'pglite') await seedIfEmpty(database.db, config);
const app = await buildApp(config, database);
const stopHousekeeping = startHousekeeping(database.db, (error) =>
  app.log.error(error, 'housekeeping failed'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    stopHousekeeping();
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Ikaze is serving http://localhost:${config.port} on ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
);

/** apps/web/dist beside this package, from src/ or from the bundle in dist/. */
function findWebDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidate = resolve(here, '..', '..', 'web', 'dist');
  return existsSync(resolve(candidate, 'index.html')) ? candidate : undefined;
}
