// Settings come from the environment only (documented in .env.example).
import { bucketSettings, type BucketSettings } from './modules/uploads/bucket-settings.ts';
import { join, resolve } from 'node:path';
import { paymentSettings, type PaymentSettings } from './modules/payments/providers/settings.ts';
import { taxSettings, type TaxSettings } from './modules/taxes/settings.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * A session connection beside a DATABASE_URL that goes through PgBouncer in transaction pooling mode: LISTEN,
   * the migrations' advisory lock and backups use it, and DATABASE_URL then gets no named prepared statements
   * (docs/operations.md#pgbouncer, docs/decisions/0059-pgbouncer-and-read-replica.md).
   */
  databaseDirectUrl: string | undefined;
  /** A streaming replica that anonymous visitors' public reads may use (docs/operations.md#read-replica). */
  databaseReadUrl: string | undefined;
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
  /** Origins besides the site's own that may send state-changing requests (docs/decisions/0015). */
  allowedOrigins: string[];
  /** Listing submissions per account per hour (docs/decisions/0015). */
  listingsPerHour: number;
  /** Picture bytes uploaded per account per hour. */
  uploadBytesPerHour: number;
  /** Pictures decoded at once per process, and how many more may wait their turn before a 503. */
  pictureDecodes: number;
  pictureDecodeQueue: number;
  /** Slow clients: the whole header, the whole request, and an idle kept-alive connection, in ms. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Open connections per client address per process; 0 for no cap (the default behind a trusted proxy). */
  maxConnectionsPerAddress: number;
  /**
   * Let calendar imports fetch addresses on this machine's private networks (loopback, private, link-local):
   * off, so that a host's URL cannot reach internal services; tests turn it on (docs/decisions/0023).
   */
  calendarImportAllowPrivate: boolean;
  /**
   * The site's public address (scheme, host, port), for absolute links in emails, link previews, canonical URLs
   * and the sitemap; unset: the address each request came to (docs/decisions/0029-public-pages-and-help.md).
   */
  publicUrl: string | undefined;
  /**
   * Email (docs/decisions/0026-jobs-outbox-and-email.md): the SMTP server's URL (smtp://user:pass@host:587,
   * smtps://…); unset: emails are kept in the mail outbox that admins read. MAIL_FROM is the sender.
   */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Hours a booking may stay pending before it expires and its rooms are given back (docs/product.md#bookings). */
  pendingBookingExpiryHours: number;
  /** Run the job queue's workers and schedules in this process (RUN_JOBS=false: only queue work for others). */
  runJobs: boolean;
  /** MTN MoMo and Airtel Money; a provider without credentials is served by the sandbox (docs/payments-providers.md). */
  payments: PaymentSettings;
  /** VAT and the tourism tax (docs/taxes.md#settings). */
  taxes: TaxSettings;
  /**
   * On SIGTERM, how long requests in flight, a running job and the database's last writes may take before the
   * process ends anyway (docs/operations.md#stopping-a-node).
   */
  shutdownGraceMs: number;
  /**
   * The bearer token GET /metrics asks for; unset: /metrics answers only requests from this machine that did not
   * come through a proxy (docs/decisions/0056-running-as-a-service.md).
   */
  metricsToken: string | undefined;
  /**
   * The S3-compatible bucket that holds uploaded pictures and link previews (S3_*); unset: they are files under
   * DATA_DIR (docs/decisions/0058-pictures-in-a-bucket.md).
   */
  pictureBucket: BucketSettings | undefined;
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
    databaseDirectUrl: besideDatabaseUrl('DATABASE_DIRECT_URL', env),
    databaseReadUrl: besideDatabaseUrl('DATABASE_READ_URL', env),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === 'true',
    authRequestsPerMinute: Number(env.AUTH_REQUESTS_PER_MINUTE ?? 60),
    logLevel: env.LOG_LEVEL ?? 'info',
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    workers: workerCount(env.API_WORKERS ?? '1', env.DATABASE_URL),
    searchAnswersMb: nonNegative('SEARCH_ANSWERS_MB', env.SEARCH_ANSWERS_MB ?? '64'),
    allowedOrigins: origins(env.ALLOWED_ORIGINS ?? ''),
    listingsPerHour: whole('LISTINGS_PER_HOUR', env.LISTINGS_PER_HOUR ?? '10', 1),
    uploadBytesPerHour: nonNegative('UPLOAD_MB_PER_HOUR', env.UPLOAD_MB_PER_HOUR ?? '200') * 1024 * 1024,
    pictureDecodes: whole('PICTURE_DECODES', env.PICTURE_DECODES ?? '1', 1),
    pictureDecodeQueue: whole('PICTURE_DECODE_QUEUE', env.PICTURE_DECODE_QUEUE ?? '20', 0),
    headersTimeoutMs: whole('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS ?? '15000', 1),
    requestTimeoutMs: whole('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS ?? '600000', 1),
    keepAliveTimeoutMs: whole('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS ?? '5000', 1),
    // Behind a proxy every connection comes from the proxy's address: no cap unless one is asked for.
    maxConnectionsPerAddress: whole(
      'MAX_CONNECTIONS_PER_ADDRESS',
      env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY === 'true' ? '0' : '64'),
      0,
    ),
    calendarImportAllowPrivate: env.CALENDAR_IMPORT_ALLOW_PRIVATE === 'true',
    publicUrl: env.PUBLIC_URL ? publicOrigin(env.PUBLIC_URL) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Ikaze <no-reply@ikaze.rw>',
    pendingBookingExpiryHours: whole(
      'PENDING_BOOKING_EXPIRY_HOURS',
      env.PENDING_BOOKING_EXPIRY_HOURS ?? '48',
      1,
    ),
    runJobs: env.RUN_JOBS !== 'false',
    payments: paymentSettings(env),
    taxes: taxSettings(env),
    shutdownGraceMs: whole('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS ?? '25000', 0),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    pictureBucket: bucketSettings(env),
  };
}

function whole(name: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of ${min} or more, got ${value}`);
  return n;
}

/** `https://ikaze.rw, https://www.ikaze.rw` as origins (scheme, host and port only). */
function origins(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        const url = new URL(item);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
        return url.origin;
      } catch {
        throw new Error(`ALLOWED_ORIGINS must list origins such as https://ikaze.rw, got ${item}`);
      }
    });
}

/** PUBLIC_URL as an origin: https://ikaze.rw (a trailing slash or path is refused, not silently dropped). */
function publicOrigin(value: string): string {
  try {
    const url = new URL(value.trim());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search)
      return url.origin;
  } catch {
    // Reported below.
  }
  throw new Error(`PUBLIC_URL must be the site's address such as https://ikaze.rw, got ${value}`);
}

function workerCount(value: string, databaseUrl: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`API_WORKERS must be a whole number of 1 or more, got ${value}`);
  // The embedded database is one process's folder: only a PostgreSQL server is shared by several processes.
  if (n > 1 && !databaseUrl) throw new Error('API_WORKERS above 1 needs DATABASE_URL (PostgreSQL)');
  return n;
}

/** A second PostgreSQL address (DATABASE_DIRECT_URL, DATABASE_READ_URL): only beside DATABASE_URL. */
function besideDatabaseUrl(
  name: 'DATABASE_DIRECT_URL' | 'DATABASE_READ_URL',
  env: NodeJS.ProcessEnv,
): string | undefined {
  const value = env[name];
  if (!value) return undefined;
  if (!env.DATABASE_URL) throw new Error(`${name} needs DATABASE_URL (PostgreSQL)`);
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Reported below.
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    throw new Error(`${name} must be a PostgreSQL address such as postgres://user@host:5432/ikaze`);
  return value;
}

/** A token short enough to guess is no protection: at least 16 characters. */
function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters long');
  return value;
}

function nonNegative(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of 0 or more, got ${value}`);
  return n;
}

/** The embedded database lives in DATA_DIR/db, beside DATA_DIR/pictures. */
export function databaseOptions(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'databaseDirectUrl' | 'databaseReadUrl'>>,
) {
  return {
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    readUrl: config.databaseReadUrl,
    dataDir: join(config.dataDir, 'db'),
  };
}

/** Where a tool that needs a whole session (pg_dump, pg_restore) connects: never through the pooler. */
export function sessionDatabaseUrl(
  config: Pick<Config, 'databaseUrl' | 'databaseDirectUrl'>,
): string | undefined {
  return config.databaseDirectUrl ?? config.databaseUrl;
}
