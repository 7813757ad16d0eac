// The machine's PostgreSQL client tools for backups (docs/operations.md#backups): pg_dump and pg_restore, found
// on PATH or in Debian's /usr/lib/postgresql/<major>/bin (newest first), or in PG_BIN_DIR when set. Connection
// settings go to them through libpq's environment (PGHOST, PGPASSWORD…), never on a command line that `ps` shows.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export type PgTool = 'pg_dump' | 'pg_restore';

export class BackupError extends Error {}

/** The tool's path; a BackupError that says what to install when there is none. */
export function findPgTool(
  tool: PgTool,
  env: NodeJS.ProcessEnv = process.env,
  debianRoot = '/usr/lib/postgresql',
): string {
  const dirs = [
    ...(env.PG_BIN_DIR ? [env.PG_BIN_DIR] : []),
    ...(env.PATH ?? '').split(delimiter).filter(Boolean),
    ...debianVersions(debianRoot).map((major) => join(debianRoot, major, 'bin')),
  ];
  for (const dir of dirs) {
    const candidate = join(dir, tool);
    if (existsSync(candidate)) return candidate;
  }
  throw new BackupError(
    `${tool} was not found (PATH, PG_BIN_DIR, /usr/lib/postgresql/*/bin): install the PostgreSQL client tools of ` +
      `the server's version or newer (Debian: apt-get install postgresql-client-15), or set PG_BIN_DIR to their folder`,
  );
}

/** Debian's installed PostgreSQL majors, newest first. */
function debianVersions(root: string): string[] {
  try {
    return readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    return [];
  }
}

/**
 * A DATABASE_URL as libpq's environment: the URL without its password as the database name (libpq reads
 * postgres:// URLs there), the password in PGPASSWORD.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a tool to its end; a BackupError with what it printed when it fails. */
export function runPgTool(
  path: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new BackupError(`${path} could not be started: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new BackupError(`${path} ${args[0] ?? ''} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
