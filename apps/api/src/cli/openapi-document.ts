// Prints the OpenAPI document the API serves at /api/docs/json, built without listening: the app on a throwaway
// embedded database, made ready, asked for its document, closed. scripts/api-contract.mjs writes it into the web
// app's contract (docs/decisions/0049-one-api-contract.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { databaseOptions, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ikaze-openapi-'));
try {
  // Settings that change the document are none: only those that keep this run quiet and alone.
  const config = { ...loadConfig({}), dataDir, logLevel: 'silent', runJobs: false, port: 0 };
  const database = await openDatabase(databaseOptions(config));
  const app = await buildApp(config, database);
  try {
    await app.ready();
    process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
    await database.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
