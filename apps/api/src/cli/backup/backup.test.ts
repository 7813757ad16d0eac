// Backups that restore (docs/operations.md#backups), on PostgreSQL: a site with a paid booking, one paid at the
// property, their payments and ledger entries and a stored picture is backed up with pg_dump; the backup is
// restored into a new, empty database and DATA_DIR; an app started on them finds every booking, payment and
// ledger entry as it was, the ledger balanced, and the guest still signed in. A restore refuses a database that
// holds anything (unless forced) and a backup whose files changed; a missing pg_dump is named. On PGlite, the
// embedded database's folder is copied while no server has it open, and restored as a folder.
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, todayInKigali, type Booking } from '@ikaze/domain';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database, type Db } from '../../db/client.ts';
import { checkLedger } from '../../modules/payments/ledger.ts';
import {
  createPostgresDatabase,
  sessionHeaders,
  signUpAs,
  testDbTarget,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { openPaymentsApp } from '../../test/payments-app.ts';
import { bookThroughApi, formBookingLine } from '../../test/booking-requests.ts';
import { users } from '../../db/schema.ts';
import { markServerRunning } from '../../lib/server-pid.ts';
import { createListing } from '../../test/test-data.ts';
import { backup } from './backup.ts';
import { restore } from './restore.ts';
import { BackupError, findPgTool } from './pg-tools.ts';

describe.runIf(testDbTarget === 'postgres')('npm run backup and npm run restore', () => {
  let ctx: TestContext;
  let guest: SignedInUser;
  let paid: number;
  let atProperty: number;
  let backupDir: string;
  let target: { url: string; drop(): Promise<void> };
  const restoredDataDir = mkdtempSync(join(tmpdir(), 'ikaze-restored-'));
  const picture = 'f00dfeed-640.webp';

  beforeAll(async () => {
    ctx = await openPaymentsApp();
    const host = await signUpAs(ctx, 'host');
    guest = await signUpAs(ctx, 'user');
    const nonRefundable = await createListing(ctx.database.db, host.id, {
      ratePlans: { non_refundable: { discount: 0 } },
    });
    const payAtProperty = await createListing(ctx.database.db, host.id);
    const stay = (listing: typeof payAtProperty, ratePlan?: string) => {
      const checkIn = addDays(todayInKigali(), 20);
      const line = formBookingLine({
        roomTypeId: listing.roomTypes[0]!.id,
        propertyId: listing.property.id,
        checkIn,
        checkOut: addDays(checkIn, 2),
      });
      return ratePlan ? { ...line, rate_plan: ratePlan } : line;
    };
    // Non-Refundable is paid when booked, with an MTN number the sandbox takes; the other is paid at the property.
    paid = (await bookThroughApi(ctx, guest, stay(nonRefundable, 'nonRefundable'))).id;
    atProperty = (await bookThroughApi(ctx, guest, stay(payAtProperty))).id;
    // Paid: the watcher settled it with the sandbox, and the ledger holds its entries.
    await vi.waitFor(
      async () => {
        const answer = await ctx.app.inject({ url: `/api/bookings/${paid}`, headers: sessionHeaders(guest) });
        expect(answer.json<Booking>().payment?.status).toBe('successful');
      },
      { timeout: 10_000, interval: 100 },
    );
    mkdirSync(join(ctx.dataDir, 'pictures'), { recursive: true });
    writeFileSync(join(ctx.dataDir, 'pictures', picture), 'a picture’s bytes');
    backupDir = join(mkdtempSync(join(tmpdir(), 'ikaze-backup-')), 'backup');
    target = await createPostgresDatabase();
  });
  afterAll(async () => {
    await ctx?.close();
    await target?.drop();
    rmSync(restoredDataDir, { recursive: true, force: true });
    if (backupDir) rmSync(join(backupDir, '..'), { recursive: true, force: true });
  });

  /** Every row of the tables that hold the money and the stays, in order. */
  async function moneyRows(db: Db) {
    const all = async (table: string) =>
      ((await db.execute(sql.raw(`select * from ${table} order by id`))) as { rows: unknown[] }).rows;
    return {
      bookings: await all('bookings'),
      payments: await all('payments'),
      ledgerTransactions: await all('ledger_transactions'),
      ledgerEntries: await all('ledger_entries'),
    };
  }

  it('backs up, restores into a new database, and the site started on it finds every booking, payment and ledger entry', async () => {
    const manifest = await backup({
      to: backupDir,
      databaseUrl: ctx.app.config.databaseUrl,
      dataDir: ctx.dataDir,
    });
    expect(manifest).toMatchObject({ format: 1, database: 'postgres', pictures: 1 });
    expect(manifest.migrations.applied).toBe(manifest.migrations.carried);
    expect(manifest.files.map((f) => f.path)).toEqual(['database.dump', `pictures/${picture}`]);
    expect(readFileSync(join(backupDir, 'SHA256SUMS'), 'utf8')).toContain(`  pictures/${picture}\n`);

    const result = await restore({
      from: backupDir,
      databaseUrl: target.url,
      dataDir: restoredDataDir,
      force: false,
    });
    expect(result.newerThanThisRelease).toBe(false);
    expect(readFileSync(join(restoredDataDir, 'pictures', picture), 'utf8')).toBe('a picture’s bytes');

    const before = await moneyRows(ctx.database.db);
    expect(before.bookings.length).toBeGreaterThanOrEqual(2);
    expect(before.payments.length).toBeGreaterThanOrEqual(2);
    expect(before.ledgerEntries.length).toBeGreaterThan(0);

    const database: Database = await openDatabase({ databaseUrl: target.url, dataDir: '' });
    const app = await buildApp(
      { ...ctx.app.config, databaseUrl: target.url, dataDir: restoredDataDir },
      database,
    );
    try {
      await app.ready();
      expect(await moneyRows(database.db)).toEqual(before);
      const ledger = await checkLedger(database.db);
      expect(ledger.unbalanced).toEqual([]);
      expect(ledger.accounts.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
      // The guest's session came along: the restored site shows both bookings and the payment to them.
      for (const id of [paid, atProperty]) {
        const answer = await app.inject({ url: `/api/bookings/${id}`, headers: sessionHeaders(guest) });
        expect(answer.statusCode, answer.body).toBe(200);
      }
      const paidAnswer = await app.inject({ url: `/api/bookings/${paid}`, headers: sessionHeaders(guest) });
      expect(paidAnswer.json<Booking>().payment).toMatchObject({ status: 'successful' });
      expect((await app.inject({ url: `/media/pictures/${picture}` })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a database that holds anything, unless forced, which replaces it whole', async () => {
    const again = { from: backupDir, databaseUrl: target.url, dataDir: restoredDataDir };
    await expect(restore({ ...again, force: false })).rejects.toThrow(/the database is not empty/);
    await expect(restore({ ...again, force: true })).resolves.toMatchObject({ newerThanThisRelease: false });
  });

  it('refuses a backup whose files changed, or a folder that is no backup', async () => {
    const tampered = { from: backupDir, databaseUrl: target.url, dataDir: restoredDataDir, force: true };
    appendFileSync(join(backupDir, 'pictures', picture), '!');
    await expect(restore(tampered)).rejects.toThrow(`pictures/${picture} is not the file that was backed up`);
    await expect(restore({ ...tampered, from: restoredDataDir })).rejects.toThrow(
      /manifest\.json is missing/,
    );
    await expect(
      backup({ to: backupDir, databaseUrl: ctx.app.config.databaseUrl, dataDir: ctx.dataDir }),
    ).rejects.toThrow(/is not empty/);
  });
});

describe.runIf(testDbTarget === 'pglite')(
  'npm run backup and npm run restore of the embedded database',
  () => {
    const root = mkdtempSync(join(tmpdir(), 'ikaze-pglite-backup-'));
    const dataDir = join(root, 'data');
    const restoredDir = join(root, 'restored');
    const to = join(root, 'backup');
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('copies the folder of a database no server has open, and restores it as a folder that opens', async () => {
      cpSync(inject('pgliteTemplate')!, join(dataDir, 'db'), { recursive: true });
      const source = await openDatabase({ dataDir: join(dataDir, 'db') });
      const [{ n: accounts } = { n: -1 }] = await source.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users);
      await source.close();

      // A server that has it open (this process, as far as the file says): refused.
      const unmark = markServerRunning(dataDir);
      await expect(backup({ to, databaseUrl: undefined, dataDir })).rejects.toThrow(
        /has the embedded database/,
      );
      unmark();
      const manifest = await backup({ to, databaseUrl: undefined, dataDir });
      expect(manifest).toMatchObject({ database: 'pglite', pictures: 0 });
      expect(manifest.migrations.applied).toBe(manifest.migrations.carried);

      await restore({ from: to, databaseUrl: undefined, dataDir: restoredDir, force: false });
      await expect(
        restore({ from: to, databaseUrl: undefined, dataDir: restoredDir, force: false }),
      ).rejects.toThrow(/already holds a database: restore with --force/);
      expect(existsSync(join(restoredDir, 'db'))).toBe(true);
      const restored = await openDatabase({ dataDir: join(restoredDir, 'db') });
      try {
        const [{ n } = { n: -2 }] = await restored.db.select({ n: sql<number>`count(*)::int` }).from(users);
        expect(n).toBe(accounts);
        expect((await checkLedger(restored.db)).unbalanced).toEqual([]);
      } finally {
        await restored.close();
      }
    });
  },
);

describe('the PostgreSQL client tools', () => {
  it('names what to install when pg_dump cannot be found', () => {
    expect(() => findPgTool('pg_dump', { PATH: '/nowhere' }, '/nowhere')).toThrow(BackupError);
    expect(() => findPgTool('pg_dump', { PATH: '/nowhere' }, '/nowhere')).toThrow(
      /pg_dump was not found .* apt-get install postgresql-client-15/,
    );
  });
});
