// Before the API suite: one database migrated once, copied by every test file instead of migrating its own
// (on PGlite a migration from scratch costs 5–8 s of CPU per file; a copy of the migrated folder, milliseconds).
// PGlite: a closed data folder, copied; PostgreSQL: a template database (CREATE DATABASE … TEMPLATE).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A PGlite data folder with every migration applied (null on PostgreSQL). */
    pgliteTemplate: string | null;
    /** A PostgreSQL database with every migration applied, to copy with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.API_TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `ikaze_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
    await database.close(); // a template must have no connection when it is copied
    project.provide('pgliteTemplate', null);
    project.provide('postgresTemplate', name);
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ikaze-template-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide('pgliteTemplate', dataDir);
  project.provide('postgresTemplate', null);
  return async () => rmSync(dataDir, { recursive: true, force: true });
}
