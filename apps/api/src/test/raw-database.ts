// A database of the kind the API tests use (PGlite, or with API_TEST_DB=postgres a throwaway database on
// TEST_DATABASE_URL), driven with plain SQL and drizzle's migrator, for tests of the migrations themselves:
// empty, or a copy of the one global-setup.ts migrated from nothing with the API's own client.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { createPostgresDatabase, testDbTarget } from './harness.ts';

export interface RawDatabase {
  run(statement: string): Promise<Array<Record<string, unknown>>>;
  /** Applies the migrations of `folder` not yet applied, as the API does on start (db/client.ts). */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openRawDatabase(contents: 'empty' | 'migrated' = 'empty'): Promise<RawDatabase> {
  if (testDbTarget === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const database = await createPostgresDatabase(
      contents === 'migrated' ? inject('postgresTemplate') : undefined,
    );
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const db = drizzle(pool);
    return {
      run: async (statement) => (await pool.query<Record<string, unknown>>(statement)).rows,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await database.drop();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const template = inject('pgliteTemplate');
  const dataDir = contents === 'migrated' && template ? mkdtempSync(join(tmpdir(), 'ikaze-raw-')) : undefined;
  if (dataDir && template) cpSync(template, dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist } });
  const db = drizzle(client);
  return {
    run: async (statement) => {
      try {
        return (await db.execute<Record<string, unknown>>(sql.raw(statement))).rows;
      } catch (error) {
        throw (error as { cause?: unknown }).cause ?? error; // drizzle's wrapper hides the database's message
      }
    },
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    close: async () => {
      await client.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
