// A process's watcher of a table's rows due a look (refunds, payouts; docs/payments.md#exactly-once): each round
// claims the rows due (db/claim-due.ts: SKIP LOCKED and a lease) and looks at each; a look that throws is logged
// and the row is looked at again once its lease is over. Subclasses say what a look does.
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
