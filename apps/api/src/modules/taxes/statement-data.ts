// A host's monthly statement as data (docs/statements.md): the stays paid through us that checked out in the Kigali
// month (a cancelled one too when the guest paid a fee we kept), each with what the guest paid, what went back, and
// what was kept divided as the booking's taxes less those its refunds gave back; the commission the ledger holds for
// it now; the month's successful payouts; and the taxes to declare by the 15th of the next month.
import { and, eq, sql } from 'drizzle-orm';
import {
  STATEMENT_MESSAGES as M,
  maskPhone,
  nextMonth,
  taxFilingDeadline,
  uniformPercent,
  type TaxPart,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';
import { users } from '../../db/schema.ts';
import { stayCommissionSql, stayGivenBackSql, stayPaidSql } from '../refunds/index.ts';

export interface StatementStay {
  bookingId: number;
  propertyName: string;
  roomTypeTitle: string;
  checkIn: string;
  checkOut: string;
  status: string;
  paid: number;
  refunded: number;
  roomCharge: number;
  vat: number;
  tourismTax: number;
  commission: number;
  /** What the host is owed for the stay: what the guest kept paid less the commission (taxes included). */
  net: number;
  /** The rates its nights share (null when they differ), to name them. */
  vatPercent: number | null;
  tourismPercent: number | null;
}

export type StatementTotals = Pick<
  StatementStay,
  'paid' | 'refunded' | 'roomCharge' | 'vat' | 'tourismTax' | 'commission' | 'net'
>;

export interface StatementPayout {
  day: string;
  amount: number;
  method: string;
  /** The number or account paid, all but its last 3 digits hidden (as receipts show a payer). */
  destination: string;
}

export interface Statement {
  month: string;
  host: { id: number; name: string };
  /** The TINs of the host's VAT-registered properties. */
  tins: string[];
  stays: StatementStay[];
  totals: StatementTotals;
  /** The taxes the host declares and pays for the month, and by when (YYYY-MM-DD). */
  due: { tourismTax: number; vat: number; deadline: string };
  payouts: StatementPayout[];
  paidOut: number;
}

type StayRow = Omit<StatementStay, 'net' | 'vatPercent' | 'tourismPercent'> & { taxParts: TaxPart[] | null };

const TOTALLED = ['paid', 'refunded', 'roomCharge', 'vat', 'tourismTax', 'commission', 'net'] as const;

/** The host (404 for anyone who is not one: an admin asking about a guest's id hears the same as a wrong id). */
async function hostOf(db: Db, hostId: number) {
  const [host] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, hostId), eq(users.role, 'host')));
  if (!host) throw notFound(M.hostNotFound);
  return { id: host.id, name: `${host.firstName} ${host.lastName}`.trim() };
}

/**
 * The stays a month's statements show, of one host or of all: paid through us, checked out in the month, confirmed,
 * or cancelled with something kept. The monthly emails go to the hosts this finds (statement-emails.ts).
 */
export const monthStaysSql = (month: string, hostId?: number) => sql`select * from (
    select b.id as "bookingId", pr.host_id as "hostId", pr.name as "propertyName", rt.title as "roomTypeTitle",
      b.check_in::text as "checkIn", b.check_out::text as "checkOut", b.status::text as status,
      ${stayPaidSql}::float8 as paid, ${stayGivenBackSql('amount')}::float8 as refunded,
      (b.room_charge - ${stayGivenBackSql('amount')} + ${stayGivenBackSql('vat')}
        + ${stayGivenBackSql('tourism_tax')})::float8 as "roomCharge",
      (b.vat - ${stayGivenBackSql('vat')})::float8 as vat,
      (b.tourism_tax - ${stayGivenBackSql('tourism_tax')})::float8 as "tourismTax",
      ${stayCommissionSql}::float8 as commission, b.tax_parts as "taxParts"
    from bookings b join properties pr on pr.id = b.property_id join room_types rt on rt.id = b.room_type_id
    where b.check_out >= ${`${month}-01`}::date and b.check_out < ${`${nextMonth(month)}-01`}::date
      and b.status in ('confirmed', 'cancelled', 'refunded')
      ${hostId === undefined ? sql`` : sql`and pr.host_id = ${hostId}`}) s
  where s.paid > 0 and (s.status = 'confirmed' or s.paid > s.refunded)`;

/** The stays of a host's month, by check-out then booking. */
async function statementStays(db: Db, hostId: number, month: string): Promise<StatementStay[]> {
  const rows = await rowsOf<StayRow & { hostId: number }>(
    db,
    sql`${monthStaysSql(month, hostId)} order by s."checkOut", s."bookingId"`,
  );
  return rows.map(({ taxParts, hostId: _host, ...stay }) => ({
    ...stay,
    net: stay.paid - stay.refunded - stay.commission,
    vatPercent: taxParts ? uniformPercent(taxParts, 'vatPercent') : null,
    tourismPercent: taxParts ? uniformPercent(taxParts, 'tourismPercent') : null,
  }));
}

export async function hostStatement(db: Db, hostId: number, month: string): Promise<Statement> {
  const host = await hostOf(db, hostId);
  const [stays, payouts, tins] = await Promise.all([
    statementStays(db, hostId, month),
    rowsOf<StatementPayout>(
      db,
      sql`select day::text as day, amount::float8 as amount, method, destination from payouts
        where host_id = ${hostId} and status = 'successful' and day >= ${`${month}-01`}::date and day < ${`${nextMonth(month)}-01`}::date
        order by day, id`,
    ),
    rowsOf<{ tin: string }>(
      db,
      sql`select distinct tin from properties where host_id = ${hostId} and vat_registered and tin is not null
        order by tin`,
    ),
  ]);
  const totals = Object.fromEntries(
    TOTALLED.map((key) => [key, stays.reduce((sum, stay) => sum + stay[key], 0)]),
  ) as StatementTotals;
  return {
    month,
    host,
    tins: tins.map((row) => row.tin),
    stays,
    totals,
    due: { tourismTax: totals.tourismTax, vat: totals.vat, deadline: taxFilingDeadline(month) },
    payouts: payouts.map((payout) => ({ ...payout, destination: maskPhone(payout.destination) })),
    paidOut: payouts.reduce((sum, payout) => sum + payout.amount, 0),
  };
}
