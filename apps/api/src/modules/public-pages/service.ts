// What the public pages' heads and the sitemap read: public properties only, approved and their host active
// (docs/product.md#visibility). A property that is pending, rejected (hidden again) or whose host is deactivated
// is never named in a page's tags or in the sitemap (docs/decisions/0029-public-pages-and-help.md).
import { and, asc, eq, getTableColumns, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { properties, roomTypes, users, type StoredPicture } from '../../db/schema.ts';

const isPublic = and(sql`${properties.reviewStatus} = 'approved'`, eq(users.isActive, true))!;

/** The review count kept on the property, when this build has reviews (docs/decisions/0025); else none. */
const reviewCountColumn = (getTableColumns(properties) as Record<string, unknown>).reviewCount
  ? sql<number | null>`${sql.identifier('properties')}.${sql.identifier('review_count')}`
  : sql<number | null>`null::int`;

export interface PropertyPreview {
  id: number;
  name: string;
  description: string;
  descriptionTranslations: Partial<Record<'fr' | 'rw', string>>;
  accommodationType: string;
  address: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  rating: number;
  reviewCount: number | null;
  pictures: StoredPicture[];
  /** The lowest and highest base price of its room types (null without room types). */
  lowestPrice: number | null;
  highestPrice: number | null;
  checkInTime: string;
  checkOutTime: string;
}

/** A public property's preview, or null when there is none or it is not public. */
export async function publicPropertyPreview(db: Db, id: number): Promise<PropertyPreview | null> {
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      description: properties.description,
      descriptionTranslations: properties.descriptionTranslations,
      accommodationType: properties.accommodationType,
      address: properties.address,
      city: properties.city,
      country: properties.country,
      latitude: properties.latitude,
      longitude: properties.longitude,
      rating: properties.rating,
      reviewCount: reviewCountColumn,
      pictures: properties.pictures,
      rules: properties.rules,
      lowestPrice: sql<
        number | null
      >`(select min(${roomTypes.price}) from ${roomTypes} where ${roomTypes.propertyId} = ${properties.id})`,
      highestPrice: sql<
        number | null
      >`(select max(${roomTypes.price}) from ${roomTypes} where ${roomTypes.propertyId} = ${properties.id})`,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(and(eq(properties.id, id), isPublic));
  if (!row) return null;
  const { rules, ...preview } = row;
  return {
    ...preview,
    reviewCount: preview.reviewCount === null ? null : Number(preview.reviewCount),
    lowestPrice: preview.lowestPrice === null ? null : Number(preview.lowestPrice),
    highestPrice: preview.highestPrice === null ? null : Number(preview.highestPrice),
    checkInTime: rules.checkInTime,
    checkOutTime: rules.checkOutTime,
  };
}

/** Whether a stored picture key belongs to a public property (its link preview may be made). */
export async function isPublicPictureKey(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(and(isPublic, sql`${properties.pictures} @> ${JSON.stringify([{ key }])}::jsonb`))
    .limit(1);
  return row !== undefined;
}

export const countPublicProperties = async (db: Db): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(isPublic);
  return Number(row?.n ?? 0);
};

export interface SitemapProperty {
  id: number;
  updatedAt: Date;
}

/** Page `page` (from 1) of the public properties in id order, `pageSize` a page. */
export async function publicPropertiesPage(
  db: Db,
  page: number,
  pageSize: number,
): Promise<SitemapProperty[]> {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(isPublic)
    .orderBy(asc(properties.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** The latest change among the public properties of each page, for the sitemap index's lastmod. */
export async function publicPropertyPagesLastChange(db: Db, pageSize: number): Promise<Date[]> {
  const numbered = db
    .select({
      page: sql<number>`((row_number() over (order by ${properties.id})) - 1) / ${pageSize}`.as('page'),
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(isPublic)
    .as('numbered');
  const rows = await db
    .select({ page: numbered.page, last: max(numbered.updatedAt) })
    .from(numbered)
    .groupBy(numbered.page)
    .orderBy(numbered.page);
  return rows.map((row) => new Date(row.last ?? 0));
}

/** The latest change among all public properties (the home page's lastmod), or null without any. */
export async function lastPublicChange(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ last: max(properties.updatedAt) })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(isPublic);
  return row?.last ? new Date(row.last) : null;
}
