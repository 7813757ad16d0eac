// Whether this process should be sent requests (docs/operations.md#health-checks): the database answers within
// a moment, holds every migration of this build, the per-night inventory is loaded (until then dated searches
// ask PostgreSQL, slower: decision 0034), and the process is not stopping. A load balancer checks it and sends
// traffic only to nodes that say yes.
import type { FastifyInstance } from 'fastify';
import { appliedMigrations, isMigrated } from '../../db/migration-level.ts';

/** A database that has not answered `select` in this time counts as unreachable. */
export const DATABASE_CHECK_MS = 2_000;

export interface ReadinessChecks {
  database: boolean;
  migrated: boolean;
  nightsReplica: boolean;
  shuttingDown: boolean;
}

export async function readinessChecks(app: FastifyInstance): Promise<ReadinessChecks> {
  const state = app.serviceState;
  let database = false;
  let migrated = false;
  try {
    const applied = await withTimeout(appliedMigrations(app.database.db), DATABASE_CHECK_MS);
    database = true;
    migrated = isMigrated(applied);
  } catch {
    // Unreachable, or too slow to count on: not ready.
  }
  return {
    database,
    migrated,
    nightsReplica: state.nightsReplica?.().loaded ?? false,
    shuttingDown: state.shuttingDown,
  };
}

export function isReady(checks: ReadinessChecks): boolean {
  return checks.database && checks.migrated && checks.nightsReplica && !checks.shuttingDown;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
