// The platform's monthly commission invoices to hosts (docs/commission-invoices.md): issued for a Kigali month
// from the ledger's `commission` entries written in it on each host's stays, numbered from a gap-free counter
// locked in the issuing transaction, at most one per host and month (a unique index), never changed after.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  COMMISSION_INVOICE_MESSAGES,
  formatInvoiceNumber,
  parseInvoiceNumber,
  todayInKigali,
  vatIncluded,
  type CommissionInvoice,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { addMonths, startOfKigaliMonth } from '../../db/kigali-time.ts';
import { commissionInvoiceCounter, commissionInvoices, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Account } from '../../db/accounts.ts';
import type { TaxSettings } from './settings.ts';

type InvoiceSettings = Pick<TaxSettings, 'vatPercent' | 'platformVatRegistered' | 'platformTin'>;

export interface StoredInvoice extends CommissionInvoice {
  platformTin: string | null;
}

/** The month before `today`'s (Kigali): the one the 1st's run issues. */
export const lastMonth = (today = todayInKigali()) => addMonths(today.slice(0, 7), -1);

/**
 * Each host's commission in the month: the `commission` account's entries, tagged with a stay, written in the
 * Kigali month (a refund's give-back counts in the month it was written, so an issued invoice never changes).
 */
function commissionByHost(month: string): SQL {
  return sql`select pr.host_id as "hostId", -sum(e.amount)::float8 as commission
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join bookings b on b.id = t.booking_id
    join properties pr on pr.id = b.property_id
    where e.account = 'commission'
      and t.created_at >= ${startOfKigaliMonth(month)} and t.created_at < ${startOfKigaliMonth(addMonths(month, 1))}
    group by pr.host_id
    having sum(e.amount) <> 0
    order by pr.host_id`;
}

/**
 * Issues the month's invoices not yet issued, and answers them (none when every host's was). The counter's row is
 * locked first: a second run waits there, and its next statement (a fresh snapshot) sees the first's invoices.
 */
export async function issueCommissionInvoices(
  db: Db,
  month: string,
  settings: InvoiceSettings,
  today = todayInKigali(),
): Promise<StoredInvoice[]> {
  if (month >= today.slice(0, 7))
    throw badRequest(COMMISSION_INVOICE_MESSAGES.monthNotOver, { code: 'VALIDATION_FAILED', field: 'month' });
  const percent = settings.platformVatRegistered ? settings.vatPercent : 0;
  const numbers = await db.transaction(async (tx) => {
    const [counter] = await tx
      .update(commissionInvoiceCounter)
      .set({ last: sql`${commissionInvoiceCounter.last}` })
      .returning({ last: commissionInvoiceCounter.last });
    const due = (await tx.execute(sql`select d.* from (${commissionByHost(month)}) d
      where not exists (select 1 from commission_invoices i where i.host_id = d."hostId" and i.month = ${month})`)) as {
      rows: Array<{ hostId: number; commission: number }>;
    };
    if (due.rows.length === 0) return [];
    const rows = due.rows.map((row, i) => ({
      number: counter!.last + i + 1,
      hostId: row.hostId,
      month,
      commission: Number(row.commission),
      vat: vatIncluded(Number(row.commission), percent),
      vatPercent: percent,
      platformTin: settings.platformTin,
    }));
    await tx.insert(commissionInvoices).values(rows);
    await tx.update(commissionInvoiceCounter).set({ last: counter!.last + rows.length });
    return rows.map((row) => row.number);
  });
  if (numbers.length === 0) return [];
  return readInvoices(db, sql`${commissionInvoices.number} in ${numbers}`);
}

async function readInvoices(db: Db, where: SQL | undefined): Promise<StoredInvoice[]> {
  const rows = await db
    .select({
      number: commissionInvoices.number,
      hostId: commissionInvoices.hostId,
      first: users.firstName,
      last: users.lastName,
      month: commissionInvoices.month,
      commission: commissionInvoices.commission,
      vat: commissionInvoices.vat,
      vatPercent: commissionInvoices.vatPercent,
      platformTin: commissionInvoices.platformTin,
      issuedAt: commissionInvoices.issuedAt,
    })
    .from(commissionInvoices)
    .innerJoin(users, eq(users.id, commissionInvoices.hostId))
    .where(where)
    .orderBy(desc(commissionInvoices.month), desc(commissionInvoices.number));
  return rows.map((row) => ({
    number: formatInvoiceNumber(row.number),
    hostId: row.hostId,
    hostName: `${row.first} ${row.last}`.trim(),
    month: row.month,
    commission: row.commission,
    net: row.commission - row.vat,
    vat: row.vat,
    vatPercent: row.vatPercent,
    platformTin: row.platformTin,
    issuedAt: row.issuedAt.toISOString(),
  }));
}

/** A host's own invoices; an admin's: every host's, or one host's. Newest month first. */
export function listInvoices(db: Db, viewer: Account, hostId?: number): Promise<StoredInvoice[]> {
  const host = viewer.role === 'admin' ? hostId : viewer.id;
  return readInvoices(db, host === undefined ? undefined : eq(commissionInvoices.hostId, host));
}

/** One invoice for its host or an admin; 404 for anyone else, as for a number never given. */
export async function invoiceFor(db: Db, viewer: Account, number: string): Promise<StoredInvoice> {
  const n = parseInvoiceNumber(number);
  const [invoice] =
    n === null
      ? []
      : await readInvoices(
          db,
          and(
            eq(commissionInvoices.number, n),
            viewer.role === 'admin' ? undefined : eq(commissionInvoices.hostId, viewer.id),
          ),
        );
  if (!invoice) throw notFound(COMMISSION_INVOICE_MESSAGES.notFound, { code: 'NOT_FOUND' });
  return invoice;
}
