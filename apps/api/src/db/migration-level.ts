// How far a database is migrated against the migrations this build carries (docs/migrations.md): drizzle records
// each applied migration in drizzle.__drizzle_migrations with its journal time, and applies those newer than the
// last one recorded. Read by the readiness check (a node serves only a database at least as new as its code) and
// written into each backup's manifest (docs/operations.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from './client.ts';

export interface MigrationLevel {
  /** Migrations recorded (the database) or carried (this build). */
  count: number;
  /** The journal time of the last one: what drizzle compares. */
  lastWhen: number | null;
  /** Its name, e.g. 0041_assign_held_payments (this build only: the database keeps hashes). */
  lastTag?: string;
}

let carried: MigrationLevel | undefined;

/** The migrations of this build (apps/api/drizzle/meta/_journal.json), read once. */
export function carriedMigrations(): MigrationLevel {
  if (carried) return carried;
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number; tag: string }>;
  };
  const last = journal.entries.at(-1);
  carried = { count: journal.entries.length, lastWhen: last?.when ?? null, lastTag: last?.tag };
  return carried;
}

/** What the database has applied, asked of drizzle's own table (one row: count, lastWhen). */
export const APPLIED_MIGRATIONS_SQL = `select count(*)::int as count, max(created_at)::text as "lastWhen"
  from drizzle.__drizzle_migrations`;

export function migrationLevelOf(
  row: { count: number; lastWhen: string | null } | undefined,
): MigrationLevel {
  return { count: row?.count ?? 0, lastWhen: row?.lastWhen == null ? null : Number(row.lastWhen) };
}

/** The migrations the database has applied. */
export async function appliedMigrations(db: Db): Promise<MigrationLevel> {
  const result = await db.execute(sql.raw(APPLIED_MIGRATIONS_SQL));
  return migrationLevelOf((result as { rows: Array<{ count: number; lastWhen: string | null }> }).rows[0]);
}

/** Whether the database holds every migration of this build. */
export function isMigrated(applied: MigrationLevel): boolean {
  const wanted = carriedMigrations().lastWhen;
  return wanted === null || (applied.lastWhen !== null && applied.lastWhen >= wanted);
}
