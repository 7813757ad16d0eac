// Listing applications (docs/product.md#entities and #screen-admin): a host applies for their property;
// admins list, accept, reject and recommend. The property's review_status mirrors the application's status
// (docs/product.md#visibility), changed in the same transaction.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LISTING_APPLICATION_MESSAGES as M,
  addDays,
  type Application,
  type ApplicationCreate,
  type ApplicationListQuery,
  type ApplicationUpdate,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { startOfKigaliDay } from '../../db/kigali-time.ts';
import { listingApplications, properties, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors.ts';
import type { Account } from '../../db/accounts.ts';
import { containing } from '../../lib/like.ts';
import { notify, type NotifyTx } from '../notifications/index.ts';
import { recordAudit } from '../audit-log/index.ts';

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
  actor: Account,
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
  if (existing) throw conflict(M.alreadyExists, { code: 'APPLICATION_EXISTS' });
  let id: number;
  try {
    const [row] = await db
      .insert(listingApplications)
      .values({ hostId: actor.id, propertyId: property.id })
      .returning({ id: listingApplications.id });
    id = row!.id;
  } catch (error) {
    // Two submissions racing for one property: the unique index decides, the loser gets the same answer.
    if (uniqueViolation(error) !== undefined) throw conflict(M.alreadyExists, { code: 'APPLICATION_EXISTS' });
    throw error;
  }
  return (await findApplication(db, id))!;
}

const SORT_COLUMNS = {
  id: listingApplications.id,
  createdAt: listingApplications.createdAt,
  status: listingApplications.status,
} as const;

/**
 * GET /api/listing_applications: the admin list, filtered, sorted and paged in the database
 * (docs/product.md#filters). The page's ids come from listing_applications alone, in the order of an index,
 * and only those rows are joined to their host and property. The total is counted on listing_applications
 * alone: host_id and property_id are NOT NULL foreign keys, so the inner joins of the page cannot change it;
 * the search reaches the names through `in (select …)` (trigram indexes on property names and host names). A
 * page that is not full tells the total.
 */
export async function listApplications(db: Db, query: ApplicationListQuery) {
  const conditions: SQL[] = [];
  if (query.status && query.status !== 'all') conditions.push(eq(listingApplications.status, query.status));
  if (query.startDate)
    conditions.push(sql`${listingApplications.createdAt} >= ${startOfKigaliDay(query.startDate)}`);
  if (query.endDate)
    conditions.push(sql`${listingApplications.createdAt} < ${startOfKigaliDay(addDays(query.endDate, 1))}`);
  if (query.search) {
    // The host's full name or the property's name, a substring, case-insensitive, wildcards literal.
    const pattern = containing(query.search);
    const matchingHosts = db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${hostName}) like ${pattern}`);
    const matchingProperties = db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`lower(${properties.name}) like ${pattern}`);
    // `= any(array(…))` is an index condition: the two sides combine in a bitmap of the host_id and
    // property_id indexes, instead of a filter on every application.
    conditions.push(
      sql`(${listingApplications.hostId} = any(array(${matchingHosts})) or ${listingApplications.propertyId} = any(array(${matchingProperties})))`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = query.order === 'asc' ? asc : desc;
  const ordering = [order(SORT_COLUMNS[query.sort]), order(listingApplications.id)];
  const offset = (query.page - 1) * query.pageSize;
  const pageIds = db
    .select({ id: listingApplications.id })
    .from(listingApplications)
    .where(where)
    .orderBy(...ordering)
    .limit(query.pageSize)
    .offset(offset);
  const rows = await selectApplications(db)
    .where(inArray(listingApplications.id, pageIds))
    .orderBy(...ordering);
  // A page that is not full (and not past the end) is the last one: it tells the total.
  let total = offset + rows.length;
  if (rows.length === query.pageSize || (rows.length === 0 && offset > 0)) {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(listingApplications)
      .where(where);
    total = count?.total ?? 0;
  }
  return {
    applications: rows.map(toApplication),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * PUT /api/listing_applications/{id}: accept or reject from any status (docs/product.md#screen-admin), or
 * write a recommendation. Accepting makes the property public; rejecting hides it again, bookings stay
 * (docs/product.md#visibility).
 */
export async function updateApplication(
  db: Db,
  id: number,
  update: ApplicationUpdate,
  /** The admin deciding, for the audit log (docs/decisions/0031-your-data.md). */
  actorId?: number,
): Promise<{ message: string; application: Application }> {
  const { status, recommendation } = update;
  // A rejection's reason, when it carries one: it becomes the recommendation the host reads.
  const reason = status === 'rejected' ? recommendation?.trim() || undefined : undefined;
  const found = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: listingApplications.status, recommendation: listingApplications.recommendation })
      .from(listingApplications)
      .where(eq(listingApplications.id, id))
      .for('update');
    if (before && status === 'rejected' && !reason && !before.recommendation?.trim())
      throw badRequest(M.reasonRequired, { code: 'REASON_REQUIRED', field: 'recommendation' });
    const [row] = await tx
      .update(listingApplications)
      .set({
        ...(status !== undefined
          ? { status, ...(reason ? { recommendation: reason } : {}) }
          : { recommendation: recommendation || null }),
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
    // The host hears a decision once, when it changes (docs/decisions/0026-jobs-outbox-and-email.md).
    if ((status === 'approved' || status === 'rejected') && before?.status !== status)
      await tellApplicationDecided(tx, id, status);
    if (actorId !== undefined)
      await recordAudit(tx, {
        actorId,
        action:
          status === 'approved'
            ? 'application.approve'
            : status === 'rejected'
              ? 'application.reject'
              : 'application.recommend',
        targetType: 'application',
        targetId: id,
        details: { propertyId: row.propertyId, ...(before ? { from: before.status } : {}) },
      });
    return true;
  });
  if (!found) throw notFound(M.notFound);
  const message =
    status === 'approved' ? M.approved : status === 'rejected' ? M.rejected : M.recommendationSaved;
  return { message, application: (await findApplication(db, id))! };
}

/** The host of an application hears the admin's decision, with the admin's recommendation when there is one. */
async function tellApplicationDecided(tx: NotifyTx, id: number, status: 'approved' | 'rejected') {
  const [row] = await tx
    .select({
      hostId: listingApplications.hostId,
      recommendation: listingApplications.recommendation,
      propertyName: properties.name,
    })
    .from(listingApplications)
    .innerJoin(properties, eq(properties.id, listingApplications.propertyId))
    .where(eq(listingApplications.id, id));
  if (!row) return;
  await notify(tx, {
    userId: row.hostId,
    kind: status === 'approved' ? 'application_approved' : 'application_rejected',
    params: {
      applicationId: id,
      propertyName: row.propertyName,
      ...(row.recommendation ? { recommendation: row.recommendation } : {}),
    },
    link: '/dashboard/host/properties',
  });
}
