// The daily reconciliation (docs/money.md#reconciliation, docs/decisions/0055-reconciliation.md): every money
// movement of a Kigali day that went through a provider is looked up by its reference and compared with our row
// and with the ledger; where the provider's own list can be read (the sandbox), its records of the day under
// references we never made are listed too. The run is stored with all it found; nothing is ever changed.
import { desc, eq, sql } from 'drizzle-orm';
import type { Disagreement, ReconciliationRun } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { endOfKigaliDay, startOfKigaliDay } from '../../db/kigali-time.ts';
import { reconciliationRuns } from '../../db/schema.ts';
import { Semaphore } from '../../lib/semaphore.ts';
import type { TransactionState, WalletClients } from '../payments/index.ts';
import { compareMovement } from './compare.ts';
import { movementsOfDay, type OurMovement, type Wallet } from './movements.ts';
import {
  ProviderList,
  recordsBetween,
  unknownRecords,
  type ReadProviderRecords,
} from './provider-records.ts';

const WALLETS: readonly Wallet[] = ['mtn_momo', 'airtel_money'];
/** Lookups at once: the providers' rate limits are for payments first. */
const LOOKUPS_AT_ONCE = 4;
/** Runs the admins' view lists. */
export const RUNS_LISTED = 10;

export interface ReconcileDeps {
  db: Db;
  /** The providers' clients (the payments' own, with their tokens). */
  payments: WalletClients;
  readProviderRecords: ReadProviderRecords;
  log: { error(object: unknown, message: string): void };
}

/** The provider's state of one of our movements; a client's error is no answer (listed as such, not thrown). */
async function lookUp(payments: WalletClients, ours: OurMovement): Promise<TransactionState> {
  const provider = payments.providerFor(ours.method);
  try {
    if (ours.movement === 'payment') return await provider.paymentStatus(ours.reference);
    if (ours.movement === 'refund' && ours.via === 'refund')
      return await provider.refundStatus({
        reference: ours.reference,
        paymentReference: ours.paymentReference ?? '',
      });
    return await provider.transferStatus(ours.reference);
  } catch (error) {
    return { status: 'unknown', cause: error instanceof Error ? error.message : String(error) };
  }
}

async function dayBounds(db: Db, day: string): Promise<{ from: Date; to: Date }> {
  const result: unknown = await db.execute(
    sql`select ${startOfKigaliDay(day)} as "from", ${endOfKigaliDay(day)} as "to"`,
  );
  const [row] = (result as { rows: Array<{ from: Date | string; to: Date | string }> }).rows;
  return { from: new Date(row!.from), to: new Date(row!.to) };
}

/** Each wallet's list of the day, where one can be read; a list that cannot be read is logged and skipped. */
async function providerLists(deps: ReconcileDeps, from: Date, to: Date) {
  const lists = new Map<Wallet, ProviderList>();
  for (const method of WALLETS) {
    try {
      const records = await deps.readProviderRecords(method);
      if (records) lists.set(method, new ProviderList(recordsBetween(records, from, to)));
    } catch (error) {
      deps.log.error(error, `reconciliation: the ${method} list could not be read`);
    }
  }
  return lists;
}

/** Checks one Kigali day and stores the run; returns it. */
export async function reconcileDay(deps: ReconcileDeps, day: string): Promise<ReconciliationRun> {
  const { db } = deps;
  const [run] = await db.insert(reconciliationRuns).values({ day }).returning();
  const { from, to } = await dayBounds(db, day);
  const [ours, lists] = await Promise.all([movementsOfDay(db, day), providerLists(deps, from, to)]);
  const slots = new Semaphore(LOOKUPS_AT_ONCE, Number.POSITIVE_INFINITY);
  const found: Disagreement[][] = await Promise.all(
    ours.map((movement) =>
      slots.run(async () => {
        const state = await lookUp(deps.payments, movement);
        const listed = lists.get(movement.method)?.of(movement);
        return compareMovement(movement, {
          state,
          ...(listed ? { listedAmount: listed.amount } : {}),
        });
      }),
    ),
  );
  let checked = ours.length;
  for (const [method, list] of lists) {
    checked += list.records.length;
    found.push(await unknownRecords(db, method, list.records));
  }
  const [finished] = await db
    .update(reconciliationRuns)
    .set({ checked, disagreements: found.flat(), finishedAt: new Date() })
    .where(eq(reconciliationRuns.id, run!.id))
    .returning();
  return runView(finished!);
}

function runView(row: typeof reconciliationRuns.$inferSelect): ReconciliationRun {
  return {
    id: row.id,
    day: row.day,
    checked: row.checked,
    disagreements: row.disagreements as Disagreement[],
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The latest runs, newest first. */
export async function latestRuns(db: Db, limit = RUNS_LISTED): Promise<ReconciliationRun[]> {
  const rows = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(limit);
  return rows.map(runView);
}
