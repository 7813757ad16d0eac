// A host's earnings (docs/money.md#payouts): balances from the ledger, a line per paid stay (what the guest paid,
// the commission, refunds, the host's net share and when it becomes payable), the payouts expected by day, and the
// payouts made. Each line's net is read from the ledger too, so the lines add up to the balances: the sum of every
// net is held + payable + in flight + paid.
import { and, desc, eq, sql } from 'drizzle-orm';
import { PAYOUT_MESSAGES as M, type EarningsLine, type HostEarnings, type Locale } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { payouts, users } from '../../db/schema.ts';
import { toCsvHeader, toCsvLine } from '../../lib/csv.ts';
import { say } from '../../lib/translations.ts';
import { ACCOUNTS } from '../payments/index.ts';
import { stayCommissionSql, stayPaidSql, stayReleasedSql, stayTaxesKeptSql } from '../refunds/index.ts';
import { hostBalances } from './host-balances.ts';
import { payableFromSql, payoutDayOf } from './payable-from.ts';
import { payoutDetailsHoldUntil, payoutTo } from './payout-to.ts';
import { toPayout } from './admin-payouts.ts';

/** Lines shown: the latest stays by check-in (a month's CSV has all of that month's). */
const LINES_SHOWN = 500;

interface LineRow extends Omit<EarningsLine, 'state' | 'payableFrom'> {
  released: boolean;
  payableFromMs: number;
}

async function earningsLines(
  db: Db,
  hostId: number,
  delayHours: number,
  month?: string,
): Promise<EarningsLine[]> {
  const shareAccounts = [...ACCOUNTS.hostHeldAll(hostId), ACCOUNTS.hostPayable(hostId)];
  const rows = await rowsOf<LineRow>(
    db,
    sql`select b.id as "bookingId", pr.name as "propertyName", rt.title as "roomTypeTitle",
      b.check_in::text as "checkIn", b.check_out::text as "checkOut", b.status::text as status,
      ${stayPaidSql}::float8 as paid, coalesce(b.commission_percent, 0)::int as "commissionPercent",
      ${stayCommissionSql}::float8 as commission, b.refunded::float8 as refunded,
      coalesce((select -sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where t.booking_id = b.id and e.account in (${sql.join(
          shareAccounts.map((account) => sql`${account}`),
          sql`, `,
        )})), 0)::float8 as net,
      ${stayTaxesKeptSql}::float8 as taxes,
      ${stayReleasedSql} as released,
      (extract(epoch from ${payableFromSql(delayHours)}) * 1000)::float8 as "payableFromMs"
    from bookings b join properties pr on pr.id = b.property_id join room_types rt on rt.id = b.room_type_id
    where pr.host_id = ${hostId}
      and exists (select 1 from ledger_transactions t where t.booking_id = b.id and t.kind in ('payment_received', 'payment_assigned'))
      ${month ? sql`and to_char(b.check_in, 'YYYY-MM') = ${month}` : sql``}
    order by b.check_in desc, b.id desc ${month ? sql`` : sql`limit ${LINES_SHOWN}`}`,
  );
  return rows.map(({ released, payableFromMs, ...line }) => ({
    ...line,
    state: released ? 'payable' : line.net === 0 && line.status !== 'confirmed' ? 'ended' : 'held',
    payableFrom: new Date(payableFromMs).toISOString(),
  }));
}

/** The payouts a host can expect, by the day of the run after each held share becomes payable. */
function upcomingPayouts(lines: EarningsLine[]): HostEarnings['upcoming'] {
  const byDay = new Map<string, number>();
  for (const line of lines)
    if (line.state === 'held' && line.net > 0) {
      const day = payoutDayOf(new Date(line.payableFrom));
      byDay.set(day, (byDay.get(day) ?? 0) + line.net);
    }
  return [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, amount]) => ({ day, amount }));
}

export async function hostEarnings(
  db: Db,
  hostId: number,
  settings: { delayHours: number; commissionPercent: number },
  now = new Date(),
): Promise<HostEarnings> {
  const [host] = await db.select().from(users).where(eq(users.id, hostId));
  const [lines, balances, made, [sums]] = await Promise.all([
    earningsLines(db, hostId, settings.delayHours),
    hostBalances(db, hostId),
    db.select().from(payouts).where(eq(payouts.hostId, hostId)).orderBy(desc(payouts.id)).limit(100),
    db
      .select({
        paid: sql<number>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'successful'), 0)::float8`,
        inFlight: sql<number>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'pending'), 0)::float8`,
      })
      .from(payouts)
      .where(and(eq(payouts.hostId, hostId))),
  ]);
  return {
    held: balances.held,
    payable: balances.payable,
    paid: sums?.paid ?? 0,
    inFlight: sums?.inFlight ?? 0,
    commissionPercent: host?.commissionPercent ?? settings.commissionPercent,
    payoutTo: host ? payoutTo(host) : null,
    payoutDetailsHoldUntil: (host && payoutDetailsHoldUntil(host, now)?.toISOString()) ?? null,
    payoutsHeld: host?.payoutsHeld ?? false,
    upcoming: upcomingPayouts(lines),
    lines,
    payouts: made.map(toPayout),
  };
}

/** A month's stays (by check-in) as CSV, its header in the asker's language. */
export async function earningsCsv(
  db: Db,
  hostId: number,
  delayHours: number,
  month: string,
  locale: Locale,
): Promise<string> {
  const header = [
    M.csvBooking,
    M.csvProperty,
    M.csvRoomType,
    M.csvCheckIn,
    M.csvCheckOut,
    M.csvStatus,
    M.csvPaid,
    M.csvCommissionPercent,
    M.csvCommission,
    M.csvTaxes,
    M.csvRefunded,
    M.csvNet,
    M.csvPayableFrom,
  ].map((word) => say(locale, word));
  const lines = await earningsLines(db, hostId, delayHours, month);
  return (
    toCsvHeader(header) +
    lines
      .map((line) =>
        toCsvLine([
          line.bookingId,
          line.propertyName,
          line.roomTypeTitle,
          line.checkIn,
          line.checkOut,
          line.status,
          line.paid,
          line.commissionPercent,
          line.commission,
          line.taxes,
          line.refunded,
          line.net,
          line.payableFrom,
        ]),
      )
      .join('')
  );
}
