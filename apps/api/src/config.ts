// Settings come from the environment only (documented in .env.example).
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where the built web app is; absent in API-only tests. */
  webDist: string | undefined;
  /** Set the cookie's Secure flag (on by default when NODE_ENV=production). */
  secureCookies: boolean;
  trustProxy: boolean;
  /** Requests per minute per address on the sign-in and sign-up routes. */
  authRequestsPerMinute: number;
  logLevel: string;
  mapTileUrl: string;
  /** API processes sharing the port (node:cluster); more than one needs DATABASE_URL (decision 0011). */
  workers: number;
  /** Memory for the kept answers of public searches, per process, in MiB; 0 keeps none (decision 0011). */
  searchAnswersMb: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === 'true',
    authRequestsPerMinute: Number(env.AUTH_REQUESTS_PER_MINUTE ?? 60),
    logLevel: env.LOG_LEVEL ?? 'info',
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    workers: workerCount(env.API_WORKERS ?? '1', env.DATABASE_URL),
    searchAnswersMb: nonNegative('SEARCH_ANSWERS_MB', env.SEARCH_ANSWERS_MB ?? '64'),
  };
}

function workerCount(value: string, databaseUrl: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`API_WORKERS must be a whole number of 1 or more, got ${value}`);
  // The embedded database is one process's folder: only a PostgreSQL server is shared by several processes.
  if (n > 1 && !databaseUrl) throw new Error('API_WORKERS above 1 needs DATABASE_URL (PostgreSQL)');
  return n;
}

function nonNegative(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of 0 or more, got ${value}`);
  return n;
}

/** The embedded database lives in DATA_DIR/db, beside DATA_DIR/pictures. */
export function databaseOptions(config: Pick<Config, 'databaseUrl' | 'dataDir'>) {
  return { databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'db') };
}
