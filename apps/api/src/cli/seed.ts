// npm run seed: demo data into the configured database (PostgreSQL when DATABASE_URL is set), if empty.
import { databaseOptions, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/index.ts';

const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  const seeded = await seedIfEmpty(database.db, config);
  console.log(seeded ? 'Demo data created.' : 'The database already has users: nothing was seeded.');
} finally {
  await database.close();
}
