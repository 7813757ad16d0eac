// A process's watcher of a table's rows due a look (payments, refunds, payouts; docs/payments.md#exactly-once):
// each round claims the rows due (db/claim-due.ts: SKIP LOCKED and a lease) and looks at each; a look that throws
// is logged and the row is looked at again once its lease is over. Subclasses say what a look does.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DueWatcher, type DueWatcherLog } from '../lib/due-watcher.ts';
import { claimDue, claimLeaseMs, type Watched } from './claim-due.ts';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

export interface DueRowsOptions {
  db: Db;
  /** A provider call's bound: the lease is made from it. */
  timeoutMs: number;
  checkIntervalMs: number;
  log: DueWatcherLog;
}

export abstract class DueRowsWatcher<Row extends { id: number; checks: number }> {
  private readonly watcher: DueWatcher;

  constructor(
    private readonly what: string,
    private readonly table: Watched,
    protected readonly options: DueRowsOptions,
    private readonly perRound = 20,
  ) {
    this.watcher = new DueWatcher(
      `${what} watcher`,
      options.checkIntervalMs,
      async () => ({ full: (await this.checkDue()) >= this.perRound }),
      options.log,
    );
  }

  /** Claims the rows due a look and looks at each. Returns how many. */
  async checkDue(now = new Date()): Promise<number> {
    const { db, timeoutMs, log } = this.options;
    const claimed = await claimDue<Row>(db, this.table, now, claimLeaseMs(timeoutMs), this.perRound);
    await Promise.all(
      claimed.map((row) =>
        this.look(row, now).catch((error: unknown) =>
          log.error(error, `${this.what} ${row.id}: look failed; looked at again after its lease`),
        ),
      ),
    );
    return claimed.length;
  }

  /**
   * A provider's callback named this reference: the statement that makes this table's row holding it, while it
   * still waits for looks, due on the next round (a callback's body is never believed). hintAll runs it.
   */
  hintStatement(reference: string): SQL {
    const table = this.table;
    return sql`update ${table} set ${sql.identifier(table.nextCheckAt.name)} = now()
      where ${table.reference} = ${reference} and ${table.nextCheckAt} is not null returning 1`;
  }

  /** One look at a claimed row. */
  abstract look(row: Row, now: Date): Promise<void>;

  start(): void {
    this.watcher.start();
  }

  /** Runs a round now, or right after the one running. */
  wake(): void {
    this.watcher.wake();
  }

  async stop(): Promise<void> {
    await this.watcher.stop();
  }

  /** Started with the app's jobs (RUN_JOBS), stopped when the app closes. */
  runWith(app: FastifyInstance, runJobs: boolean): void {
    if (runJobs) app.addHook('onReady', async () => this.start());
    app.addHook('onClose', async () => this.stop());
  }
}

/**
 * A callback's reference may be a payment's, a refund's or a payout's: each watcher's row holding it made due in
 * ONE statement (a round trip per callback, not one per table), and each watcher that holds it woken. Answers
 * whether any did.
 */
export async function hintAll(
  db: Db,
  watchers: ReadonlyArray<DueRowsWatcher<{ id: number; checks: number }>>,
  reference: string,
): Promise<boolean> {
  const name = (i: number) => sql.identifier(`hinted_${i}`);
  const updates = watchers.map((watcher, i) => sql`${name(i)} as (${watcher.hintStatement(reference)})`);
  const counts = watchers.map((_, i) => sql`(select count(*) from ${name(i)})::int`);
  const [row] = await rowsOf<{ found: number[] }>(
    db,
    sql`with ${sql.join(updates, sql`, `)} select array[${sql.join(counts, sql`, `)}] as found`,
  );
  const found = row?.found ?? [];
  watchers.forEach((watcher, i) => {
    if ((found[i] ?? 0) > 0) watcher.wake();
  });
  return found.some((n) => n > 0);
}
