// Listing applications (spec §3, §4, §7): a host applies for their property; admins list, accept, reject and
// recommend. The property's review_status mirrors the application's status (decisions.md, "Property
// visibility and listing review"), changed in the same transaction.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  LISTING_APPLICATION_MESSAGES as M,
  TIME_ZONE,
  addDays,
  type Application,
  type ApplicationCreate,
  type ApplicationListQuery,
  type ApplicationUpdate,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { listingApplications, properties, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors.ts';
import type { UserRow } from '../users/mapper.ts';
import { escapeLike } from '../users/service.ts';

const hostName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The columns of one application as the API answers it, joined to its host and property. */
const applicationColumns = {
  id: listingApplications.id,
  hostId: listingApplications.hostId,
  hostName,
  propertyId: listingApplications.propertyId,
  propertyName: properties.name,
  status: listingApplications.status,
  recommendation: listingApplications.recommendation,
  createdAt: listingApplications.createdAt,
};

type ApplicationRow = { createdAt: Date } & Omit<Application, 'createdAt'>;
const toApplication = (row: ApplicationRow): Application => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

function selectApplications(db: Db) {
  return db
    .select(applicationColumns)
    .from(listingApplications)
    .innerJoin(users, eq(users.id, listingApplications.hostId))
    .innerJoin(properties, eq(properties.id, listingApplications.propertyId));
}

async function findApplication(db: Db, id: number): Promise<Application | undefined> {
  const [row] = await selectApplications(db).where(eq(listingApplications.id, id)).limit(1);
  return row && toApplication(row);
}

/** POST /api/listing_applications: the signed-in host applies for one of their own properties, once. */
export async function createApplication(
  db: Db,
  actor: UserRow,
  input: ApplicationCreate,
): Promise<Application> {
  if (input.hostId !== actor.id) throw forbidden(M.notYourself);
  const [property] = await db
    .select({ id: properties.id, hostId: properties.hostId })
    .from(properties)
    .where(eq(properties.id, input.propertyId))
    .limit(1);
  if (!property) throw notFound(M.propertyNotFound);
  if (property.hostId !== actor.id) throw forbidden(M.notYourProperty);
  // The property keeps its review_status ('pending' for a new listing) until an admin decides.
  const [existing] = await db
    .select({ id: listingApplications.id })
    .from(listingApplications)
    .where(eq(listingApplications.propertyId, property.id))
    .limit(1);
  if (existing) throw conflict(M.alreadyExists);
  let id: number;
  try {
    const [row] = await db
      .insert(listingApplications)
      .values({ hostId: actor.id, propertyId: property.id })
      .returning({ id: listingApplications.id });
    id = row!.id;
  } catch (error) {
    // Two submissions racing for one property: the unique index decides, the loser gets the same answer.
    if (uniqueViolation(error) !== undefined) throw conflict(M.alreadyExists);
    throw error;
  }
  return (await findApplication(db, id))!;
}

const SORT_COLUMNS = {
  id: listingApplications.id,
  createdAt: listingApplications.createdAt,
  status: listingApplications.status,
} as const;

/** Midnight at the start of a Kigali calendar day, as a timestamptz the created_at index can use. */
const startOfKigaliDay = (date: string) => sql`(${date}::date::timestamp at time zone ${TIME_ZONE})`;

/** GET /api/listing_applications: the admin list, filtered, sorted and paged in the database (spec §5). */
export async function listApplications(db: Db, query: ApplicationListQuery) {
  const conditions: SQL[] = [];
  if (query.status && query.status !== 'all') conditions.push(eq(listingApplications.status, query.status));
  if (query.startDate)
    conditions.push(sql`${listingApplications.createdAt} >= ${startOfKigaliDay(query.startDate)}`);
  if (query.endDate)
    conditions.push(sql`${listingApplications.createdAt} < ${startOfKigaliDay(addDays(query.endDate, 1))}`);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(hostName, pattern), ilike(properties.name, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = query.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(listingApplications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(listingApplications)
      .innerJoin(users, eq(users.id, listingApplications.hostId))
      .innerJoin(properties, eq(properties.id, listingApplications.propertyId))
      .where(where),
  ]);
  return {
    applications: rows.map(toApplication),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * PUT /api/listing_applications/{id}: accept or reject from any status (spec §4), or write a recommendation.
 * Accepting makes the property public; rejecting hides it again, bookings stay (decisions.md).
 */
export async function updateApplication(
  db: Db,
  id: number,
  update: ApplicationUpdate,
): Promise<{ message: string; application: Application }> {
  const { status, recommendation } = update;
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(listingApplications)
      .set({
        ...(status !== undefined ? { status } : { recommendation: recommendation || null }),
        updatedAt: new Date(),
      })
      .where(eq(listingApplications.id, id))
      .returning({ propertyId: listingApplications.propertyId });
    if (!row) return false;
    if (status !== undefined)
      await tx
        .update(properties)
        .set({ reviewStatus: status, updatedAt: new Date() })
        .where(eq(properties.id, row.propertyId));
    return true;
  });
  if (!found) throw notFound(M.notFound);
  const message =
    status === 'approved' ? M.approved : status === 'rejected' ? M.rejected : M.recommendationSaved;
  return { message, application: (await findApplication(db, id))! };
}
