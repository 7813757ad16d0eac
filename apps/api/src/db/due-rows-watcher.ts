// A process's watcher of a table's rows due a look (payments, refunds, payouts; docs/payments.md#exactly-once):
// each round claims the rows due (db/claim-due.ts: SKIP LOCKED and a lease) and looks at each; a look that throws
// is logged and the row is looked at again once its lease is over. Subclasses say what a look does.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DueWatcher, type DueWatcherLog } from '../lib/due-watcher.ts';
import { claimDue, claimLeaseMs, type Watched } from './claim-due.ts';
import type { Db } from './client.ts';

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
      () => this.checkDue(),
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
   * A provider's callback named this reference: the row, while it still waits for looks, is looked at on the next
   * round (a callback's body is never believed). Answers whether a row of this table holds the reference.
   */
  async hint(reference: string): Promise<boolean> {
    const updated = await this.options.db
      .update(this.table)
      .set({ nextCheckAt: sql`now()` })
      .where(and(eq(this.table.reference, reference), isNotNull(this.table.nextCheckAt)))
      .returning({ id: this.table.id });
    if (updated.length > 0) this.wake();
    return updated.length > 0;
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
