// Failed sign-ins, counted in the database so that the limits hold across API processes. Failures count
// against what the typed name resolves to (the account, whichever of its username or email was typed), and
// lock the pair account × address hard while only slowing the account down everywhere else, so that a
// stranger's bad guesses cannot lock the owner out. See docs/decisions/0014-sign-in-limits-and-passwords.md.
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures of one account from one address, after which that address may not try that account. */
export const MAX_FAILURES_PER_PAIR = 10;
/** Failures of one account from all addresses, after which only addresses that never failed for it may try. */
export const MAX_FAILURES_PER_ACCOUNT = 50;
/** Failures from one address over all accounts (credential stuffing from one machine). */
export const MAX_FAILURES_PER_ADDRESS = 100;

// The namespace of the per-account advisory locks (two-int form, apart from the migration lock's bigint).
const SIGN_IN_LOCK_SPACE = 0x51_67_14;

/**
 * What failures count against: the account the typed name resolves to, else the typed name itself (lower
 * case), so that probing unknown names meets the same limits, and the answers do not tell them apart.
 */
export function failureKey(accountId: number | undefined, typedName: string): string {
  return accountId === undefined ? `name:${typedName.trim().toLowerCase()}` : `user:${accountId}`;
}

export interface FailureCounts {
  pair: number;
  account: number;
  address: number;
}

/** Whether an attempt with these earlier failures may be checked at all. */
export function attemptRefused(counts: FailureCounts): boolean {
  return (
    counts.pair >= MAX_FAILURES_PER_PAIR ||
    counts.address >= MAX_FAILURES_PER_ADDRESS ||
    (counts.account >= MAX_FAILURES_PER_ACCOUNT && counts.pair > 0)
  );
}

export type Attempt = { id: number } | { refused: true };

/**
 * Counts the recent failures and, when the attempt may go on, writes it down as a failure before the password
 * is checked (a success removes it). The count and the write happen under a lock per account, so that
 * parallel guesses count against each other: a burst of 50 gets 10 checked, not 50.
 */
export async function beginAttempt(db: Db, key: string, address: string, now: Date): Promise<Attempt> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_SPACE}, hashtext(${key}))`);
    const [counts] = await tx
      .select({
        pair: sql<number>`count(*) filter (where ${loginFailures.account} = ${key} and ${loginFailures.address} = ${address})::int`,
        account: sql<number>`count(*) filter (where ${loginFailures.account} = ${key})::int`,
        address: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})::int`,
      })
      .from(loginFailures)
      .where(
        and(
          or(eq(loginFailures.account, key), eq(loginFailures.address, address)),
          gt(loginFailures.createdAt, since),
        ),
      );
    if (attemptRefused(counts ?? { pair: 0, account: 0, address: 0 })) return { refused: true };
    const [row] = await tx
      .insert(loginFailures)
      .values({ account: key, address, createdAt: now })
      .returning({ id: loginFailures.id });
    return { id: row!.id };
  });
}

/** A correct password: this address's failures for this account are forgiven (other addresses' stay). */
export async function forgiveFailures(db: Db, key: string, address: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.account, key), eq(loginFailures.address, address)));
}

/** Failures older than the window no longer count: the housekeeping drops them. */
export async function purgeOldFailures(db: Db, now: Date): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}
