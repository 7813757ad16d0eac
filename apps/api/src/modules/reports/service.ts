// Admin reports, computed from the database (docs/product.md#screen-admin; definitions in
// docs/decisions/0004-reports.md): the 'Manage Reports' cards, one report's paged items, its CSV, and charts.
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ACCOMMODATION_TYPE_LABELS,
  BOOKING_STATUSES,
  GENERIC_MESSAGES,
  REPORT_CARD_ITEMS,
  REPORT_TITLES,
  REPORT_TYPES,
  TIME_ZONE,
  addDays,
  labelOf,
  reportTypeSchema,
  todayInKigali,
  type ReportCard,
  type ReportCharts,
  type ReportDetail,
  type ReportDetailQuery,
  type ReportItem,
  type Locale,
  type ReportType,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { bookings, properties, roomTypes, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { toCsvHeader, toCsvLine, type CsvCell } from '../../lib/csv.ts';
import { StaleWhileRevalidateCache } from '../../lib/stale-while-revalidate-cache.ts';
import { reportWords, type ReportWords } from './words.ts';

export { CSV_HEADERS } from './words.ts';

const hosts = alias(users, 'host');
/** The time zone as a literal, not a parameter: GROUP BY must see the same expression as the SELECT. */
const KIGALI = sql.raw(`'${TIME_ZONE}'`);
const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`${table.firstName} || ' ' || ${table.lastName}`;
/** A timestamp as Kigali wall-clock time, for the CSV files. */
const kigaliTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone ${KIGALI}, 'YYYY-MM-DD HH24:MI:SS')`;

/** A report type from a path, or 404 'Report not found' (docs/product.md#screen-admin and #messages). */
export function parseReportType(value: string): ReportType {
  const parsed = reportTypeSchema.safeParse(value);
  if (!parsed.success) throw notFound(GENERIC_MESSAGES.reportNotFound);
  return parsed.data;
}

/** Which users each people report lists. */
const ROLE_OF = { hosts: 'host', clients: 'user' } as const;

/** How many rows a report has: what its card, its detail and its CSV count. */
async function reportCount(db: Db, type: ReportType): Promise<number> {
  switch (type) {
    case 'properties': {
      const [row] = await db.select({ n: count() }).from(properties);
      return row?.n ?? 0;
    }
    case 'hosts':
    case 'clients': {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, ROLE_OF[type]));
      return row?.n ?? 0;
    }
    case 'bookings': {
      const [row] = await db.select({ n: count() }).from(bookings);
      return row?.n ?? 0;
    }
  }
}

/**
 * The ids of one page of a table's rows, most recent first, read from that table alone in the order of its
 * (created_at, id) index: the joins for names are then made for the page's rows only, not for every row
 * before the offset. host_id, property_id and user_id are NOT NULL foreign keys, so the inner joins drop none.
 */
const newestIds = (db: Db, table: typeof properties | typeof bookings, limit: number, offset: number) =>
  db
    .select({ id: table.id })
    .from(table)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
    .offset(offset);

/** One page of a report's items, most recent first. */
async function reportItems(
  db: Db,
  type: ReportType,
  limit: number,
  offset: number,
  w: ReportWords,
): Promise<ReportItem[]> {
  switch (type) {
    case 'properties': {
      const rows = await db
        .select({
          id: properties.id,
          name: properties.name,
          accommodationType: properties.accommodationType,
          address: properties.address,
          host: fullName(hosts),
          status: properties.reviewStatus,
          createdAt: properties.createdAt,
        })
        .from(properties)
        .innerJoin(hosts, eq(hosts.id, properties.hostId))
        .where(inArray(properties.id, newestIds(db, properties, limit, offset)))
        .orderBy(desc(properties.createdAt), desc(properties.id));
      return rows.map((r) => ({
        id: r.id,
        label: r.name,
        detail: [
          w.say(labelOf(ACCOMMODATION_TYPE_LABELS, r.accommodationType)),
          r.address,
          w.hostNamed(w.person(r.host)),
          w.reviewStatus(r.status),
        ].join(' · '),
        createdAt: r.createdAt.toISOString(),
      }));
    }
    case 'hosts':
    case 'clients': {
      const rows = await db
        .select()
        .from(users)
        .where(eq(users.role, ROLE_OF[type]))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        label: w.person(`${r.firstName} ${r.lastName}`),
        detail: [r.username, r.email, w.active(r.isActive)].join(' · '),
        createdAt: r.createdAt.toISOString(),
      }));
    }
    case 'bookings': {
      const rows = await db
        .select({
          id: bookings.id,
          property: properties.name,
          status: bookings.status,
          guest: fullName(users),
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
          rooms: bookings.rooms,
          totalPrice: bookings.totalPrice,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(inArray(bookings.id, newestIds(db, bookings, limit, offset)))
        .orderBy(desc(bookings.createdAt), desc(bookings.id));
      return rows.map((r) => ({
        id: r.id,
        label: w.bookingItem(r.id, r.property, r.status),
        detail: [
          w.person(r.guest),
          w.stay(r.checkIn, r.checkOut),
          w.rooms(r.rooms),
          w.money(r.totalPrice),
        ].join(' · '),
        createdAt: r.createdAt.toISOString(),
      }));
    }
  }
}

/** GET /api/reports: the 'Manage Reports' cards, each with its count and its 3 most recent items. */
export async function reportCards(db: Db, locale: Locale = 'en'): Promise<ReportCard[]> {
  const w = reportWords(locale);
  return Promise.all(
    REPORT_TYPES.map(async (reportType) => {
      const [total, items] = await Promise.all([
        reportCount(db, reportType),
        reportItems(db, reportType, REPORT_CARD_ITEMS, 0, w),
      ]);
      return { reportType, title: REPORT_TITLES[reportType], count: total, items: items.map((i) => i.label) };
    }),
  );
}

/** GET /api/reports/{reportType}: the report's total and one page of its items, most recent first. */
export async function reportDetail(
  db: Db,
  reportType: ReportType,
  query: ReportDetailQuery,
  locale: Locale = 'en',
): Promise<ReportDetail> {
  const [total, items] = await Promise.all([
    reportCount(db, reportType),
    reportItems(db, reportType, query.pageSize, (query.page - 1) * query.pageSize, reportWords(locale)),
  ]);
  return {
    reportType,
    title: REPORT_TITLES[reportType],
    count: total,
    items,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Rows are read in keyset-paged batches, so memory stays flat however large the table. */
const CSV_BATCH = 2000;

/** The rows after `afterId`, by id, as CSV cells. */
async function csvBatch(
  db: Db,
  type: ReportType,
  afterId: number,
  w: ReportWords,
): Promise<Array<[number, CsvCell[]]>> {
  switch (type) {
    case 'properties': {
      const rows = await db
        .select({
          id: properties.id,
          name: properties.name,
          host: fullName(hosts),
          address: properties.address,
          accommodationType: properties.accommodationType,
          rating: properties.rating,
          status: properties.reviewStatus,
          createdAt: kigaliTime(properties.createdAt),
        })
        .from(properties)
        .innerJoin(hosts, eq(hosts.id, properties.hostId))
        .where(gt(properties.id, afterId))
        .orderBy(asc(properties.id))
        .limit(CSV_BATCH);
      return rows.map((r) => [
        r.id,
        [
          r.id,
          r.name,
          r.host,
          r.address,
          w.say(labelOf(ACCOMMODATION_TYPE_LABELS, r.accommodationType)),
          r.rating,
          w.reviewStatus(r.status),
          r.createdAt,
        ],
      ]);
    }
    case 'hosts':
    case 'clients': {
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phoneNumber: users.phoneNumber,
          isActive: users.isActive,
          createdAt: kigaliTime(users.createdAt),
        })
        .from(users)
        .where(and(eq(users.role, ROLE_OF[type]), gt(users.id, afterId)))
        .orderBy(asc(users.id))
        .limit(CSV_BATCH);
      return rows.map((r) => [
        r.id,
        [
          r.id,
          r.username,
          r.firstName,
          r.lastName,
          r.email,
          r.phoneNumber,
          w.active(r.isActive),
          r.createdAt,
        ],
      ]);
    }
    case 'bookings': {
      const rows = await db
        .select({
          id: bookings.id,
          guest: fullName(users),
          host: fullName(hosts),
          property: properties.name,
          roomType: roomTypes.title,
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
          rooms: bookings.rooms,
          totalPrice: bookings.totalPrice,
          ratePlan: bookings.ratePlan,
          status: bookings.status,
          createdAt: kigaliTime(bookings.createdAt),
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(hosts, eq(hosts.id, properties.hostId))
        .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
        .where(gt(bookings.id, afterId))
        .orderBy(asc(bookings.id))
        .limit(CSV_BATCH);
      return rows.map((r) => [
        r.id,
        [
          r.id,
          w.person(r.guest),
          w.person(r.host),
          r.property,
          w.roomType(r.roomType),
          r.checkIn,
          r.checkOut,
          r.rooms,
          r.totalPrice,
          w.ratePlan(r.ratePlan),
          w.bookingStatus(r.status),
          r.createdAt,
        ],
      ]);
    }
  }
}

/**
 * GET /api/reports/{reportType}/csv: the header row, then every row by id, as CSV text in chunks (one per
 * batch). It starts with a byte-order mark so that spreadsheet programs read it as UTF-8.
 */
export async function* reportCsv(db: Db, type: ReportType, locale: Locale = 'en'): AsyncGenerator<string> {
  const w = reportWords(locale);
  yield toCsvHeader(w.header(type));
  let afterId = 0;
  for (;;) {
    const batch = await csvBatch(db, type, afterId, w);
    if (batch.length === 0) return;
    yield batch.map(([, cells]) => toCsvLine(cells)).join('');
    afterId = batch[batch.length - 1]![0];
    if (batch.length < CSV_BATCH) return;
  }
}

/** The Monday that starts the week of a calendar date. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** A 'YYYY-MM' month moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [year, monthIndex] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months];
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return date.toISOString().slice(0, 7);
}

export const CHART_WEEKS = 12;
export const CHART_MONTHS = 12;

/** Midnight at the start of a Kigali calendar day, as a timestamptz the created_at indexes can use. */
const startOfKigaliDay = (date: string) => sql`(${date}::date::timestamp at time zone ${KIGALI})`;

/** GET /api/reports/charts; see docs/decisions/0004-reports.md for the definitions. */
export async function reportCharts(db: Db, now: Date = new Date()): Promise<ReportCharts> {
  const today = todayInKigali(now);
  const thisWeek = mondayOf(today);
  const weeks = Array.from({ length: CHART_WEEKS }, (_, i) => addDays(thisWeek, 7 * (i - CHART_WEEKS + 1)));
  const thisMonth = today.slice(0, 7);
  const months = Array.from({ length: CHART_MONTHS }, (_, i) => addMonths(thisMonth, i - CHART_MONTHS + 1));

  const week = sql<string>`to_char(date_trunc('week', ${bookings.createdAt} at time zone ${KIGALI}), 'YYYY-MM-DD')`;
  const perStatus = Object.fromEntries(
    BOOKING_STATUSES.map((status) => [
      status,
      sql<number>`(count(*) filter (where ${bookings.status} = ${status}))::int`,
    ]),
  ) as Record<(typeof BOOKING_STATUSES)[number], SQL<number>>;
  const month = sql<string>`to_char(${bookings.checkIn}, 'YYYY-MM')`;
  const destination = sql<string>`coalesce(nullif(initcap(trim(${properties.city})), ''), 'Other')`;

  const [weekRows, monthRows, destinationRows] = await Promise.all([
    db
      .select({ week, ...perStatus })
      .from(bookings)
      .where(
        and(
          gte(bookings.createdAt, startOfKigaliDay(weeks[0]!)),
          lt(bookings.createdAt, startOfKigaliDay(addDays(thisWeek, 7))),
        ),
      )
      .groupBy(week),
    db
      .select({ month, revenue: sql<number>`coalesce(sum(${bookings.totalPrice}), 0)::float8` })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          gte(bookings.checkIn, `${months[0]!}-01`),
          lt(bookings.checkIn, `${addMonths(thisMonth, 1)}-01`),
        ),
      )
      .groupBy(month),
    db
      .select({ destination, count: sql<number>`count(*)::int` })
      .from(properties)
      .where(eq(properties.reviewStatus, 'approved'))
      .groupBy(destination)
      .orderBy(desc(sql`count(*)`), asc(destination)),
  ]);

  const byWeek = new Map(weekRows.map((r) => [r.week, r]));
  const byMonth = new Map(monthRows.map((r) => [r.month, Number(r.revenue)]));
  return {
    bookingsPerWeek: weeks.map((w) => {
      const row = byWeek.get(w);
      return {
        week: w,
        pending: row?.pending ?? 0,
        confirmed: row?.confirmed ?? 0,
        cancelled: row?.cancelled ?? 0,
        refunded: row?.refunded ?? 0,
        expired: row?.expired ?? 0,
      };
    }),
    revenueByMonth: months.map((m) => ({ month: m, revenue: Math.round(byMonth.get(m) ?? 0) })),
    propertiesByDestination: destinationRows.map((r) => ({ destination: r.destination, count: r.count })),
  };
}

/** How long charts are answered from memory before they are computed again (0004-reports.md, "Charts"). */
export const CHARTS_TTL_MS = 10_000;

/**
 * The charts, kept in memory a few seconds (one per app): computing them groups every booking of the last 12
 * weeks and months, about a second of database time at 1M bookings, for an admin overview where a few
 * seconds of staleness do not matter. Requests that arrive while the charts are computed share that
 * computation. Charts younger than the TTL are reused; older ones, up to three times the TTL, are still
 * answered while newer ones are computed in the background; past that, or on another Kigali day (the weeks
 * and months move), they are computed anew and waited for.
 */
export class ChartsCache {
  private readonly cache: StaleWhileRevalidateCache<string, ReportCharts>;

  constructor(
    ttlMs = CHARTS_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    // Keyed by the Kigali day, one entry: a new day computes anew and drops the old one.
    this.cache = new StaleWhileRevalidateCache({ freshMs: ttlMs, staleMs: 3 * ttlMs, maxEntries: 1, now });
  }

  get(db: Db): Promise<ReportCharts> {
    const at = new Date(this.now());
    return this.cache.get(todayInKigali(at), () => reportCharts(db, at));
  }
}
