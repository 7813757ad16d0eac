// A paid stay's host share becomes payable (docs/money.md#payouts): PAYOUT_DELAY_HOURS after its check-in, the
// share and taxes held for it (the host's held entries tagged with the booking) move to the host's payable balance in one
// `stay_payable` transaction. The booking row is locked, as every refund locks it, so a refund and the release
// never both take the same francs; the database allows one stay_payable per booking.
import { sql, type SQL } from 'drizzle-orm';
import { todayInKigali } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ACCOUNTS, recordLedgerTransaction } from '../payments/index.ts';
import { stayReleasedSql } from '../refunds/index.ts';
import { payableFromSql } from './payable-from.ts';

/** Stays released per call: the job runs every few minutes and takes the rest next time. */
const PER_RUN = 500;

/**
 * Confirmed stays (and cancelled ones whose guest left a fee the host keeps) whose share is still held and whose
 * payable time has come. Answers how many were released. A stay is payable at the earliest from the start of its
 * check-in day in Kigali, so stays checking in after today are never looked at (the check-in index): without that
 * bound the held-money sum below ran for every paid stay, future ones included, on every run.
 */
export async function releasePayableStays(db: Db, delayHours: number, now = new Date()): Promise<number> {
  const due = await rowsOf<{ id: number }>(
    db,
    sql`select b.id from bookings b join properties pr on pr.id = b.property_id
      where b.status in ('confirmed', 'cancelled') and b.payment_id is not null
        and b.check_in <= ${todayInKigali(now)}::date
        and ${payableFromSql(delayHours)} <= ${now.toISOString()}::timestamptz
        and not ${stayReleasedSql}
        and (select coalesce(sum(e.amount), 0) from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          where t.booking_id = b.id and e.account like 'host:%held') <> 0
      order by b.id limit ${PER_RUN}`,
  );
  let released = 0;
  for (const { id } of due) if (await releaseStay(db, id, delayHours, now)) released += 1;
  return released;
}

/** One stay, in its own transaction with the booking locked; false when it is not (or no longer) due. */
export async function releaseStay(
  db: Db,
  bookingId: number,
  delayHours: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [stay] = await rowsOf<{ hostId: number; due: boolean; status: string }>(
      tx,
      sql`select pr.host_id as "hostId", b.status, ${payableFromSql(delayHours)} <= ${now.toISOString()}::timestamptz as due
        from bookings b join properties pr on pr.id = b.property_id where b.id = ${bookingId} for update of b`,
    );
    if (!stay?.due || !['confirmed', 'cancelled'].includes(stay.status)) return false;
    const heldAccounts = ACCOUNTS.hostHeldAll(stay.hostId);
    const [state] = await rowsOf<{ released: boolean; held: number[] }>(
      tx,
      sql`select ${stayReleasedSql} as released, array[${sql.join(
        heldAccounts.map((account) => sql`${heldOfBooking(sql`b.id`, sql`${account}`)}::float8`),
        sql`, `,
      )}] as held
        from bookings b where b.id = ${bookingId}`,
    );
    const total = state?.held.reduce((a, b) => a + b, 0) ?? 0;
    if (!state || state.released || total === 0) return false;
    // Held accounts are credited (negative) with what the host is owed: the share and the taxes kept apart for
    // them move to payable as they are (docs/taxes.md#ledger).
    await recordLedgerTransaction(tx, 'stay_payable', { bookingId }, [
      ...heldAccounts.map((account, i) => ({ account, amount: -state.held[i]! })),
      { account: ACCOUNTS.hostPayable(stay.hostId), amount: total },
    ]);
    return true;
  });
}

/** The balance of a host's held account over the transactions tagged with one booking (debits minus credits). */
function heldOfBooking(bookingId: SQL, account: SQL) {
  return sql`coalesce((select sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    where t.booking_id = ${bookingId} and e.account = ${account}), 0)`;
}
