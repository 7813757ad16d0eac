// The taxes collected per Kigali month across all hosts (docs/commission-invoices.md#taxes-collected): the room
// charge, VAT and tourism tax of the stays paid through us, by the month their payment reached the ledger, less
// what refunds gave back of each, by the month of the refund (its try that stands: failed tries are superseded).
// Sums are read as float8: whole francs are exact in a JS number up to 2^53.
import { sql } from 'drizzle-orm';
import type { FinanceSummaryQuery, TaxMonth, TaxSummary } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { addMonths, kigaliMonthOf, startOfKigaliMonth } from '../../db/kigali-time.ts';
import { toCsvHeader, toCsvLine } from '../../lib/csv.ts';
import { summaryMonths } from '../finance/index.ts';

type Sums = Omit<TaxMonth, 'month'>;

/** A stay taxed with VAT: one of its parts has a VAT rate (its property was registered when it was booked). */
const vatRegistered = sql`exists (select 1 from jsonb_array_elements(b.tax_parts) part
  where (part->>'vatPercent')::int > 0)`;

export async function taxSummary(db: Db, query: FinanceSummaryQuery): Promise<TaxSummary> {
  const months = summaryMonths(query);
  const from = startOfKigaliMonth(months[0]!);
  const end = startOfKigaliMonth(addMonths(months.at(-1)!, 1));
  // Each stay paid through us once, at its payment's first ledger transaction.
  const result: unknown = await db.execute(sql`
    with paid as (
      select t.booking_id, min(t.created_at) as at from ledger_transactions t
      where t.kind in ('payment_received', 'payment_assigned') and t.booking_id is not null
      group by t.booking_id
    ), moves as (
      select p.at, b.room_charge as room_charge, b.vat, b.tourism_tax, 0 as vat_back, 0 as tourism_back,
        ${vatRegistered} as registered
      from paid p join bookings b on b.id = p.booking_id
      union all
      select r.created_at, -(r.amount - r.vat - r.tourism_tax), -r.vat, -r.tourism_tax, r.vat, r.tourism_tax,
        ${vatRegistered}
      from refunds r join paid p on p.booking_id = r.booking_id join bookings b on b.id = r.booking_id
      where r.status <> 'failed'
    )
    select ${kigaliMonthOf(sql`m.at`)} as month,
      sum(m.room_charge)::float8 as "roomCharge", sum(m.vat)::float8 as vat,
      sum(m.tourism_tax)::float8 as "tourismTax", sum(m.vat_back)::float8 as "vatRefunded",
      sum(m.tourism_back)::float8 as "tourismTaxRefunded",
      coalesce(sum(m.room_charge) filter (where m.registered), 0)::float8 as "roomChargeVatRegistered"
    from moves m
    where m.at >= ${from} and m.at < ${end}
    group by 1`);
  const rows = new Map((result as { rows: Array<Sums & { month: string }> }).rows.map((r) => [r.month, r]));
  return {
    months: months.map((month) => {
      const row = rows.get(month);
      return {
        month,
        roomCharge: Number(row?.roomCharge ?? 0),
        vat: Number(row?.vat ?? 0),
        tourismTax: Number(row?.tourismTax ?? 0),
        vatRefunded: Number(row?.vatRefunded ?? 0),
        tourismTaxRefunded: Number(row?.tourismTaxRefunded ?? 0),
        roomChargeVatRegistered: Number(row?.roomChargeVatRegistered ?? 0),
      };
    }),
  };
}

/** The CSV (at most 36 rows): a header row in the finance summary's style, then one row per month. */
export function taxSummaryCsv(summary: TaxSummary): string {
  const header = toCsvHeader([
    'month',
    'room_charge',
    'vat',
    'tourism_tax',
    'vat_refunded',
    'tourism_tax_refunded',
    'room_charge_vat_registered',
    'currency',
  ]);
  const rows = summary.months.map((m) =>
    toCsvLine([
      m.month,
      m.roomCharge,
      m.vat,
      m.tourismTax,
      m.vatRefunded,
      m.tourismTaxRefunded,
      m.roomChargeVatRegistered,
      'RWF',
    ]),
  );
  return header + rows.join('');
}
