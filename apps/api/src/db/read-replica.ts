// Public reads on a streaming replica (DATABASE_READ_URL; docs/decisions/0059-pgbouncer-and-read-replica.md).
// Anonymous visitors' reads (search, a property's page and reviews, the sitemap) are sent to the replica, one
// statement at a time, only while it has replayed every change this process has heard of. The change feed
// (lib/change-feed.ts) clears the in-memory caches the moment a change is heard; a cache filled again from a
// replica that has not replayed that change yet would keep the old answer until the next change. So after each
// change heard, reads go to the primary until the replica has replayed past the primary's WAL position taken
// after hearing it; and never to a replica more than a moment behind, nor to one that does not answer.

/** The primary's position is asked again when older than this, while reads come… */
const PRIMARY_POSITION_REFRESH_MS = 250;
/** …and reads never go to the replica on a position older than this: nothing read there is staler. */
const PRIMARY_POSITION_MAX_AGE_MS = 1_000;
/** A replica that failed is left alone this long before it is asked again. */
const REPLICA_RETRY_MS = 2_000;

/** Where the positions are read: the primary's WAL and what the replica replayed (database positions as numbers). */
export interface ReplicaPositions {
  /** pg_current_wal_lsn() on the primary. */
  primary(): Promise<bigint>;
  /** pg_last_wal_replay_lsn() on the replica; `standby: false` when it is no standby (it holds everything). */
  replica(): Promise<{ standby: boolean; replayed: bigint }>;
}

/** The change feed as the gate needs it: whether it is heard, and each change. */
export interface HeardChanges {
  readonly live: boolean;
  subscribe(subscriber: (change: { kind: string }) => void): () => void;
}

/** Decides, statement by statement, whether a public read may go to the replica. */
export class ReplicaGate {
  private changes: HeardChanges | undefined;
  private heard = 0;
  /** The number of changes heard that `needed` covers, and when it was read. */
  private covered = -1;
  private needed = 0n;
  private neededAt = Number.NEGATIVE_INFINITY;
  private replayed = -1n;
  private standby = true;
  private failedUntil = 0;
  private askingPrimary = false;
  private askingReplica = false;
  /**
   * Statements sent to the replica, those sent to the primary instead, and those that failed on the replica as an
   * unreachable server does and were run again on the primary (the metrics, docs/operations.md#metrics).
   */
  readonly stats = { replica: 0, primary: 0, retried: 0 };

  constructor(
    private readonly positions: ReplicaPositions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Until it follows a change feed, every read goes to the primary. */
  follow(changes: HeardChanges): () => void {
    this.changes = changes;
    this.askPrimary();
    return changes.subscribe((change) => {
      if (change.kind === 'marker') return;
      this.heard++;
      // Asked at once, not at the next read: the replica is usable again as soon as it has replayed the change.
      this.askPrimary();
    });
  }

  /** Whether this statement may go to the replica; asks for the positions it lacks, for the next ones. */
  useReplica(): boolean {
    const now = this.now();
    if (!this.changes?.live || now < this.failedUntil) return false;
    const age = now - this.neededAt;
    if (this.covered < this.heard || age > PRIMARY_POSITION_REFRESH_MS) this.askPrimary();
    if (this.covered < this.heard || age > PRIMARY_POSITION_MAX_AGE_MS) return false;
    if (!this.standby || this.replayed >= this.needed) return true;
    this.askReplica();
    return false;
  }

  /** A statement failed on the replica as an unreachable server does: reads go to the primary for a while. */
  replicaFailed(): void {
    this.failedUntil = this.now() + REPLICA_RETRY_MS;
  }

  /** Whether reads would go to the replica now (without asking anything). */
  get usable(): boolean {
    return (
      (this.changes?.live ?? false) &&
      this.now() >= this.failedUntil &&
      this.covered >= this.heard &&
      this.now() - this.neededAt <= PRIMARY_POSITION_MAX_AGE_MS &&
      (!this.standby || this.replayed >= this.needed)
    );
  }

  private askPrimary(): void {
    if (this.askingPrimary) return;
    this.askingPrimary = true;
    // Asked after the changes counted here were heard, so the position is past each one's commit.
    const heard = this.heard;
    const at = this.now();
    this.positions.primary().then(
      (position) => {
        this.askingPrimary = false;
        if (position > this.needed) this.needed = position;
        this.covered = Math.max(this.covered, heard);
        this.neededAt = Math.max(this.neededAt, at);
        // Changes heard while it was asked need a later position: one question at a time, as long as they come.
        if (this.covered < this.heard) this.askPrimary();
        else if (this.standby && this.replayed < this.needed) this.askReplica();
      },
      () => {
        this.askingPrimary = false;
      },
    );
  }

  private askReplica(): void {
    if (this.askingReplica) return;
    this.askingReplica = true;
    this.positions.replica().then(
      ({ standby, replayed }) => {
        this.askingReplica = false;
        this.standby = standby;
        if (replayed > this.replayed) this.replayed = replayed;
      },
      () => {
        this.askingReplica = false;
        this.replicaFailed();
      },
    );
  }
}

/** A WAL position as PostgreSQL writes it ('16/B374D848') as a number. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/**
 * Whether a statement's failure on the replica says the replica cannot serve it now (it is down, starting,
 * stopping, unreachable, or cancelled the statement for a conflict with recovery), so that the primary may run it
 * instead. A failure of the statement itself (a SQLSTATE of another class) would fail there too.
 */
export function replicaCannotServe(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
  if (!sqlState) return true; // no SQLSTATE: the connection itself failed (refused, reset, timed out)
  return (
    sqlState.startsWith('08') || // connection exception
    sqlState.startsWith('57P') || // admin shutdown, crash shutdown, cannot connect now
    sqlState === '53300' || // too many connections
    sqlState === '40001' // canceled on a hot standby: conflict with recovery
  );
}
