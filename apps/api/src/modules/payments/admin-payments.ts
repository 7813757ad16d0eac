// The admins' view of the money (docs/decisions/0045-who-sees-payment-details.md): every payment filtered, sorted
// and paged in the database like the other admin lists (docs/decisions/0009-list-filters.md), its CSV, one
// payment with its bookings, ledger and the providers' answers, and the counts that should stay at 0.
import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  addDays,
  normalizedMobileNumber,
  type AdminPayment,
  type AdminPaymentDetail,
  type AdminPaymentFilter,
  type AdminPaymentListQuery,
  type AdminPaymentSummary,
  type PaymentFailureReason,
  type PaymentStatus,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { startOfKigaliDay } from '../../db/kigali-time.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  bookings,
  ledgerEntries,
  ledgerTransactions,
  paymentEvents,
  payments,
  properties,
  refunds,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { toCsvHeader, toCsvLine } from '../../lib/csv.ts';
import { containing, escapeLike } from '../../lib/like.ts';
import { usersNamed } from '../users/index.ts';

/** A pending payment this long past its window counts as stuck: the watcher ends one within seconds. */
export const PAST_WINDOW_GRACE_MS = 60_000;
const CSV_BATCH = 1000;

/**
 * The ids of the payments of bookings of a property named like `pattern`, with the earlier tries they replaced
 * (a booking points at its latest try; the tries before it are reached through previous_id, the primary key).
 */
const paymentsOfPropertiesNamed = (pattern: string) => sql`(
  with recursive tries(id, previous_id) as (
    select p.id, p.previous_id from ${payments} p
    where p.id = any(array(
      select b.payment_id from ${bookings} b
      where b.payment_id is not null and b.property_id = any(array(
        select pr.id from ${properties} pr where lower(pr.name) like ${pattern}))))
    union
    select p.id, p.previous_id from ${payments} p join tries on p.id = tries.previous_id
  )
  select id from tries)`;

function filterConditions(db: Db, filter: AdminPaymentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.method) conditions.push(eq(payments.method, filter.method));
  if (filter.from) conditions.push(sql`${payments.createdAt} >= ${startOfKigaliDay(filter.from)}`);
  if (filter.to) conditions.push(sql`${payments.createdAt} < ${startOfKigaliDay(addDays(filter.to, 1))}`);
  if (filter.search) {
    const text = filter.search.toLowerCase();
    const pattern = containing(text);
    const phone = `%${escapeLike(normalizedMobileNumber(text))}%`;
    conditions.push(
      or(
        sql`${payments.reference}::text like ${pattern}`,
        sql`lower(${payments.providerTransactionId}) like ${pattern}`,
        sql`${payments.phone} like ${phone}`,
        sql`${payments.userId} = any(array(${usersNamed(db, pattern)}))`,
        sql`${payments.id} in ${paymentsOfPropertiesNamed(pattern)}`,
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const paymentWithGuest = (db: Db) =>
  db
    .select({
      payment: payments,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      deletedAt: users.deletedAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId));

type PaymentWithGuest = Awaited<ReturnType<ReturnType<typeof paymentWithGuest>['where']>>[number];

interface PaidBooking {
  id: number;
  propertyId: number;
  propertyName: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  totalPrice: number;
  status: string;
}

/**
 * The bookings each payment pays, by payment id: a booking points at the latest try of its reservation, so an
 * earlier try's bookings are found by walking forward to that try. Another try is made later by the same guest
 * (retry.ts), so it is looked for among that guest's later payments (payments_user_id_idx), not in the whole
 * table (previous_id has no index of its own).
 */
async function bookingsOfPayments(db: Db, ids: number[]): Promise<Map<number, PaidBooking[]>> {
  const found = new Map<number, PaidBooking[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return found;
  const rows = await rowsOf<{
    payment_id: number;
    id: number;
    property_id: number;
    property_name: string;
    check_in: string;
    check_out: string;
    rooms: number;
    total_price: string;
    status: string;
  }>(
    db,
    sql`
      with recursive tries(start_id, id, user_id, status) as (
        select p.id, p.id, p.user_id, p.status from ${payments} p
        where p.id = any(${sql.raw(`'{${ids.join(',')}}'::int[]`)})
        union
        -- Only a failed try is replaced (retry.ts; it may have expired since). A lateral probe per try (at most
        -- one replaces it): the planner cannot size the work table and would hash all payments at each step.
        select tries.start_id, next.id, next.user_id, next.status from tries
        cross join lateral (
          select p.id, p.user_id, p.status from ${payments} p
          where p.user_id = tries.user_id and p.id > tries.id and p.previous_id = tries.id
          limit 1
        ) next
        where tries.status in ('failed', 'expired')
      )
      select tries.start_id as payment_id, b.id, b.property_id, pr.name as property_name,
        b.check_in::text as check_in, b.check_out::text as check_out, b.rooms, b.total_price::text as total_price,
        b.status::text as status
      from tries
      join ${bookings} b on b.payment_id = tries.id
      join ${properties} pr on pr.id = b.property_id
      order by b.id`,
  );
  for (const row of rows)
    found.get(Number(row.payment_id))?.push({
      id: row.id,
      propertyId: row.property_id,
      propertyName: row.property_name,
      checkIn: row.check_in,
      checkOut: row.check_out,
      rooms: row.rooms,
      totalPrice: Number(row.total_price),
      status: row.status,
    });
  return found;
}

function toAdminPayment(row: PaymentWithGuest, paid: PaidBooking[], now: number): AdminPayment {
  const { payment } = row;
  const properties = new Map<number, string>();
  for (const booking of paid) properties.set(booking.propertyId, booking.propertyName);
  return {
    id: payment.id,
    status: payment.status,
    method: payment.method,
    amount: payment.amount,
    currency: 'RWF',
    reason: (payment.reason as PaymentFailureReason | null) ?? null,
    // A deleted account's placeholder names are no names: the screen shows 'Deleted account'.
    guest: {
      id: payment.userId,
      name: row.deletedAt ? null : `${row.firstName} ${row.lastName}`.trim(),
      username: row.deletedAt ? null : row.username,
    },
    properties: [...properties].map(([id, name]) => ({ id, name })),
    bookingIds: paid.map((booking) => booking.id),
    reference: payment.reference,
    providerTransactionId: payment.providerTransactionId,
    phone: payment.phone,
    createdAt: payment.createdAt.toISOString(),
    ageSeconds: Math.max(0, Math.floor((now - payment.createdAt.getTime()) / 1000)),
    expiresAt: payment.expiresAt?.toISOString() ?? null,
    paidAt: payment.paidAt?.toISOString() ?? null,
    receiptNumber: payment.receiptNumber,
  };
}

async function withBookings(db: Db, rows: PaymentWithGuest[]): Promise<AdminPayment[]> {
  const paid = await bookingsOfPayments(
    db,
    rows.map((row) => row.payment.id),
  );
  const now = Date.now();
  return rows.map((row) => toAdminPayment(row, paid.get(row.payment.id) ?? [], now));
}

const SORTS = { created_at: payments.createdAt, amount: payments.amount } as const;

/** GET /api/admin/payments: a page of payments and the total (counted only when the page does not tell it). */
export async function listAdminPayments(db: Db, query: AdminPaymentListQuery) {
  const where = filterConditions(db, query);
  const order = query.order === 'asc' ? asc : desc;
  const offset = (query.page - 1) * query.pageSize;
  const rows = await paymentWithGuest(db)
    .where(where)
    .orderBy(order(SORTS[query.sort]), order(payments.id))
    .limit(query.pageSize)
    .offset(offset);
  let total = offset + rows.length;
  if (rows.length === query.pageSize || (rows.length === 0 && offset > 0)) {
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(where);
    total = count?.n ?? 0;
  }
  return { items: await withBookings(db, rows), total, page: query.page, pageSize: query.pageSize };
}

export const ADMIN_PAYMENTS_CSV_HEADER = [
  'id',
  'status',
  'method',
  'amount',
  'currency',
  'reason',
  'guest_id',
  'guest_name',
  'properties',
  'booking_ids',
  'reference',
  'provider_transaction_id',
  'phone',
  'created_at',
  'age_seconds',
  'expires_at',
  'paid_at',
  'receipt_number',
] as const;

/** GET /api/admin/payments.csv: every payment the filters keep, newest first, in batches by id. */
export async function* adminPaymentsCsv(db: Db, filter: AdminPaymentFilter): AsyncGenerator<string> {
  yield toCsvHeader(ADMIN_PAYMENTS_CSV_HEADER);
  const where = filterConditions(db, filter);
  let beforeId: number | undefined;
  for (;;) {
    const rows = await paymentWithGuest(db)
      .where(and(where, beforeId === undefined ? undefined : lt(payments.id, beforeId)))
      .orderBy(desc(payments.id))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    const batch = await withBookings(db, rows);
    yield batch
      .map((p) =>
        toCsvLine([
          p.id,
          p.status,
          p.method,
          p.amount,
          p.currency,
          p.reason,
          p.guest.id,
          p.guest.name,
          p.properties.map((property) => property.name).join('; '),
          p.bookingIds.join(' '),
          p.reference,
          p.providerTransactionId,
          p.phone,
          p.createdAt,
          p.ageSeconds,
          p.expiresAt,
          p.paidAt,
          p.receiptNumber,
        ]),
      )
      .join('');
    if (rows.length < CSV_BATCH) return;
    beforeId = rows[rows.length - 1]!.payment.id;
  }
}

/** GET /api/admin/payments/{id}: the payment, what it pays, its ledger, the providers' answers, earlier tries. */
export async function adminPaymentDetail(db: Db, id: number): Promise<AdminPaymentDetail> {
  const [row] = await paymentWithGuest(db).where(eq(payments.id, id));
  if (!row) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  const earlierIds = (
    await rowsOf<{ id: number }>(
      db,
      sql`
        with recursive tries(id, previous_id, depth) as (
          select p.id, p.previous_id, 0 from ${payments} p where p.id = ${row.payment.previousId}
          union all
          select p.id, p.previous_id, tries.depth + 1 from ${payments} p join tries on p.id = tries.previous_id
          where tries.depth < 100
        )
        select id from tries order by depth`,
    )
  ).map((r) => Number(r.id));
  const [paid, earlierRows, next, transactions, events] = await Promise.all([
    bookingsOfPayments(db, [id]),
    earlierIds.length ? paymentWithGuest(db).where(inArray(payments.id, earlierIds)) : Promise.resolve([]),
    // The next try: the same guest's, made later (as bookingsOfPayments looks for it).
    db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, row.payment.userId), gt(payments.id, id), eq(payments.previousId, id)))
      .limit(1),
    db
      .select({ transaction: ledgerTransactions, entry: ledgerEntries })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .where(eq(ledgerTransactions.paymentId, id))
      .orderBy(asc(ledgerTransactions.id), asc(ledgerEntries.id)),
    db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id)).orderBy(asc(paymentEvents.id)),
  ]);
  const ledger = new Map<number, AdminPaymentDetail['ledger'][number]>();
  for (const { transaction, entry } of transactions) {
    let item = ledger.get(transaction.id);
    if (!item) {
      item = {
        id: transaction.id,
        kind: transaction.kind,
        createdAt: transaction.createdAt.toISOString(),
        entries: [],
      };
      ledger.set(transaction.id, item);
    }
    item.entries.push({ id: entry.id, account: entry.account, amount: entry.amount });
  }
  const earlier = await withBookings(
    db,
    earlierIds.map((earlierId) => earlierRows.find((r) => r.payment.id === earlierId)!).filter(Boolean),
  );
  const bookingsPaid = paid.get(id) ?? [];
  const { payment } = row;
  return {
    payment: {
      ...toAdminPayment(row, bookingsPaid, Date.now()),
      requestedAt: payment.requestedAt?.toISOString() ?? null,
      nextCheckAt: payment.nextCheckAt?.toISOString() ?? null,
      checks: payment.checks,
      previousId: payment.previousId,
      nextId: next[0]?.id ?? null,
    },
    bookings: bookingsPaid,
    ledger: [...ledger.values()],
    events: events.map((event) => ({
      id: event.id,
      source: event.source,
      outcome: event.outcome,
      body: event.body ?? null,
      createdAt: event.createdAt.toISOString(),
    })),
    earlierTries: earlier,
  };
}

/** GET /api/admin/payments/summary: counts by status, and what should be 0 or watched. */
export async function adminPaymentSummary(db: Db): Promise<AdminPaymentSummary> {
  const pastWindow = new Date(Date.now() - PAST_WINDOW_GRACE_MS);
  const [statuses, [stuck], [late], [owed]] = await Promise.all([
    db
      .select({ status: payments.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .groupBy(payments.status),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lt(payments.expiresAt, pastWindow))),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'payment_received_late')),
    // Late payments go back by themselves (docs/money.md#refunds): what is still on its way, or waiting for a hand.
    db
      .select({ balance: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
      .from(refunds)
      .where(and(eq(refunds.cause, 'late_payment'), inArray(refunds.status, ['pending', 'needs_hand']))),
  ]);
  const byStatus = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, 0])) as Record<
    PaymentStatus,
    number
  >;
  for (const row of statuses) byStatus[row.status] = row.n;
  return {
    byStatus,
    pendingPastWindow: stuck?.n ?? 0,
    lateSuccesses: { count: late?.n ?? 0, amountOwed: owed?.balance ?? 0 },
  };
}
