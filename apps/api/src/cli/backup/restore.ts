// npm run restore -- --from DIR (docs/operations.md#backups): a backup made by backup.ts into DATABASE_URL (or the
// embedded database in DATA_DIR) and its pictures into DATA_DIR/pictures. Every file is checked against the
// manifest first. A database that holds anything is refused unless `force`, which drops what it holds first:
// a restore never mixes a backup with what was there.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { carriedMigrations } from '../../db/migration-level.ts';
import { runningServer } from '../../lib/server-pid.ts';
import { DUMP_FILE, PGLITE, PICTURES } from './backup.ts';
import { restorePictures, type PictureSource } from './pictures.ts';
import { verifiedManifest, type Manifest } from './manifest.ts';
import { BackupError, findPgTool, libpqConnection, runPgTool } from './pg-tools.ts';

export interface RestoreOptions extends PictureSource {
  from: string;
  databaseUrl: string | undefined;
  /** Drop what the target database holds, rather than refuse it. */
  force: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** The backup's database is of a later release than this code: start that release on it. */
  newerThanThisRelease: boolean;
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const from = resolve(options.from);
  const manifest = await verifiedManifest(from);
  if (manifest.database === 'postgres') {
    if (!options.databaseUrl)
      throw new BackupError(
        'this backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into',
      );
    const pgRestore = findPgTool('pg_restore');
    await emptyDatabase(options.databaseUrl, options.force);
    const { dbname, env } = libpqConnection(options.databaseUrl);
    await runPgTool(
      pgRestore,
      ['--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, join(from, DUMP_FILE)],
      env,
    );
  } else {
    if (options.databaseUrl)
      throw new BackupError(
        'this backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR',
      );
    const pid = runningServer(options.dataDir);
    if (pid !== undefined)
      throw new BackupError(
        `a server (process ${pid}) has the embedded database in ${options.dataDir} open: stop it first`,
      );
    const folder = join(options.dataDir, 'db');
    if (existsSync(folder)) {
      if (!options.force)
        throw new BackupError(`${folder} already holds a database: restore with --force to replace it`);
      rmSync(folder, { recursive: true, force: true });
    }
    cpSync(join(from, PGLITE), folder, { recursive: true });
  }
  // Into DATA_DIR/pictures, or the bucket when the S3_* settings name one.
  await restorePictures(join(from, PICTURES), options);
  const carried = carriedMigrations();
  const backedUp = manifest.migrations.lastAppliedWhen ?? 0;
  return { manifest, newerThanThisRelease: backedUp > (carried.lastWhen ?? 0) };
}

/**
 * Makes sure the target holds nothing of its own: refused when it has any table, view, sequence or function
 * outside PostgreSQL's own schemas, unless `force`, which drops every such schema (and so the extensions in
 * them) and makes an empty `public` again.
 */
async function emptyDatabase(databaseUrl: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; objects: number }>(`
      select n.nspname as schema,
        (select count(*)::int from pg_class c where c.relnamespace = n.oid)
          + (select count(*)::int from pg_proc p where p.pronamespace = n.oid) as objects
      from pg_namespace n
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`);
    const held = rows.filter((row) => row.objects > 0 || row.schema !== 'public');
    if (held.length === 0) return;
    if (!force)
      throw new BackupError(
        `the database is not empty (schemas ${held.map((r) => r.schema).join(', ')}): restore into a new ` +
          `database, or with --force to drop what it holds`,
      );
    for (const { schema } of rows)
      await client.query(`drop schema ${client.escapeIdentifier(schema)} cascade`);
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}
