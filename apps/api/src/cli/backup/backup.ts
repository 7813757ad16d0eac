// npm run backup -- --to DIR (docs/operations.md#backups): the database and the uploaded pictures into a new
// folder with a manifest. On PostgreSQL, pg_dump's custom format (one consistent snapshot, taken while the site
// runs); the embedded PGlite database is copied as its folder, which is consistent only while no server has it
// open, so it is refused while one runs (server.pid in DATA_DIR).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  APPLIED_MIGRATIONS_SQL,
  carriedMigrations,
  migrationLevelOf,
  type MigrationLevel,
} from '../../db/migration-level.ts';
import { backUpPictures, type PictureSource } from './pictures.ts';
import { describeFiles, MANIFEST_FORMAT, writeManifest, type Manifest } from './manifest.ts';
import { BackupError, findPgTool, libpqConnection, runPgTool } from './pg-tools.ts';
import { runningServer } from '../../lib/server-pid.ts';

export interface BackupOptions extends PictureSource {
  to: string;
  databaseUrl: string | undefined;
}

export const DUMP_FILE = 'database.dump';
export const PICTURES = 'pictures';
export const PGLITE = 'pglite';

export async function backup(options: BackupOptions): Promise<Manifest> {
  const to = resolve(options.to);
  if (existsSync(to) && readdirSync(to).length > 0)
    throw new BackupError(`${to} is not empty: a backup goes to a new or empty folder`);
  mkdirSync(to, { recursive: true });

  let applied: MigrationLevel;
  if (options.databaseUrl) {
    const pgDump = findPgTool('pg_dump');
    applied = await migrationsOf({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
    const { dbname, env } = libpqConnection(options.databaseUrl);
    // No owners or grants: the restore's role owns what it makes, whatever the roles of the machine backed up.
    await runPgTool(
      pgDump,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${join(to, DUMP_FILE)}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
  } else {
    const pid = runningServer(options.dataDir);
    if (pid !== undefined)
      throw new BackupError(
        `a server (process ${pid}) has the embedded database in ${options.dataDir} open: stop it first, since a ` +
          `copy of an open database may not be consistent (docs/operations.md#backups)`,
      );
    const folder = join(options.dataDir, 'db');
    if (!existsSync(folder)) throw new BackupError(`there is no embedded database in ${folder}`);
    applied = await migrationsOf({ databaseUrl: undefined, dataDir: options.dataDir });
    cpSync(folder, join(to, PGLITE), { recursive: true });
  }

  // From DATA_DIR/pictures or the bucket: the backup's pictures/ is the same folder either way.
  await backUpPictures(options, join(to, PICTURES));

  const files = await describeFiles(to);
  const carried = carriedMigrations();
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    createdAt: new Date().toISOString(),
    appVersion: appVersion(),
    database: options.databaseUrl ? 'postgres' : 'pglite',
    migrations: {
      applied: applied.count,
      lastAppliedWhen: applied.lastWhen,
      carried: carried.count,
      lastCarried: carried.lastTag ?? null,
    },
    pictures: files.filter((f) => f.path.startsWith(`${PICTURES}/`)).length,
    files,
  };
  writeManifest(to, manifest);
  return manifest;
}

/** How far the database is migrated, read without migrating it (the tool may be of another release). */
async function migrationsOf(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<MigrationLevel> {
  try {
    return await readMigrations(options);
  } catch (error) {
    // Never migrated (no drizzle schema or table): nothing applied, and the backup says so.
    const code = (error as { code?: string }).code;
    if (code === '3F000' || code === '42P01') return { count: 0, lastWhen: null };
    throw error;
  }
}

async function readMigrations(options: { databaseUrl: string | undefined; dataDir: string }) {
  type Row = { count: number; lastWhen: string | null };
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      return migrationLevelOf((await client.query<Row>(APPLIED_MIGRATIONS_SQL)).rows[0]);
    } finally {
      await client.end();
    }
  }
  const embedded = await PGlite.create(join(options.dataDir, 'db'), { extensions: { pg_trgm, btree_gist } });
  try {
    return migrationLevelOf((await embedded.query<Row>(APPLIED_MIGRATIONS_SQL)).rows[0]);
  } finally {
    await embedded.close();
  }
}

/** The root package's version, and the commit where the code is a git checkout. */
function appVersion(): string {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string };
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    // Not a checkout (a release unpacked elsewhere): the version alone.
  }
  return [version ?? 'unversioned', commit].filter(Boolean).join('+');
}
