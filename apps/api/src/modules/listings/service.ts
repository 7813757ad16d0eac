// The write side of listings (docs/product.md#screen-listing; POST /api/room_types and POST /api/properties
// in #calls): room types created before their property, then the property submitted with its pictures
// in one transaction. A user who submits a listing becomes a host (docs/product.md#accounts); the listing
// stays pending until its listing application is approved (docs/product.md#visibility).
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  LISTING_MESSAGES as M,
  firstIssueMessage,
  isWholeProperty,
  listingInputSchema,
  storableInput,
  type ListingData,
  type Property,
  type RoomType,
  type RoomTypeData,
  propertySchema,
  roomTypeSchema,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { properties, roomTypes, users, type StoredPicture } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { claimKey, fingerprint, onceWithKey, storeAnswer, storedAnswer } from '../../lib/idempotency.ts';
import { getProperty, toRoomType } from '../properties/index.ts';
import { detectImageType, PICTURE_MESSAGES, type PictureStore } from '../uploads/index.ts';
import type { Account } from '../../db/accounts.ts';

/** Room types a user may keep unattached at once: enough for any form, not a storage service. */
export const MAX_DRAFT_ROOM_TYPES = 100;

const roomTypeValues = (createdBy: number, propertyId: number | null, input: RoomTypeData) => ({
  propertyId,
  createdBy,
  title: input.title,
  bedInformation: input.bedInformation,
  price: input.price,
  discount: input.discount,
  roomCount: input.remainingRoomCount,
  facilities: input.facilities,
  kingBed: input.kingBed,
  queenBed: input.queenBed,
  twinBed: input.twinBed,
});

const isDraftOf = (userId: number) => and(eq(roomTypes.createdBy, userId), isNull(roomTypes.propertyId));

/** An answer of POST /api/room_types or /api/properties, `replayed` when it is the first answer to this key. */
export type KeyedAnswer<T> = { value: T; replayed: boolean };

/** The Idempotency-Key's fingerprint of a room type: the route's name and the checked input. */
export const roomTypeFingerprint = (input: RoomTypeData) =>
  fingerprint('POST /api/room_types\n', JSON.stringify(input));

const storedRoomType = async (db: Db, user: Account, key: string, hash: string) => {
  const stored = await storedAnswer(db, user.id, key, hash, M.idempotencyMismatch);
  return stored && { value: roomTypeSchema.parse(stored.response), replayed: true };
};

/**
 * POST /api/room_types: a room type waiting, unattached, for the listing that names its id. With an
 * Idempotency-Key, a retry answers the room type first created (lib/idempotency.ts).
 */
export async function createRoomType(
  db: Db,
  user: Account,
  input: RoomTypeData,
  idempotencyKey?: string,
): Promise<KeyedAnswer<RoomType>> {
  const hash = roomTypeFingerprint(input);
  if (idempotencyKey !== undefined) {
    const stored = await storedRoomType(db, user, idempotencyKey, hash);
    if (stored) return stored;
  }
  const create = () =>
    db.transaction(async (tx) => {
      if (idempotencyKey !== undefined) await claimKey(tx, user.id, idempotencyKey, hash);
      const [drafts] = await tx.select({ n: count() }).from(roomTypes).where(isDraftOf(user.id));
      if ((drafts?.n ?? 0) >= MAX_DRAFT_ROOM_TYPES) throw conflict(M.tooManyDrafts);
      const [row] = await tx
        .insert(roomTypes)
        .values(roomTypeValues(user.id, null, input))
        .returning();
      // Nobody can book a room type without a property: all its rooms are free.
      const roomType = toRoomType(row!, row!.roomCount);
      if (idempotencyKey !== undefined)
        await storeAnswer(tx, user.id, idempotencyKey, { statusCode: 201, response: roomType });
      return { value: roomType, replayed: false };
    });
  if (idempotencyKey === undefined) return create();
  return onceWithKey(create, () => storedRoomType(db, user, idempotencyKey, hash));
}

/** GET /api/room_types/drafts: the user's room types that no listing uses yet, oldest first. */
export async function listDraftRoomTypes(db: Db, user: Account): Promise<RoomType[]> {
  const rows = await db.select().from(roomTypes).where(isDraftOf(user.id)).orderBy(asc(roomTypes.id));
  return rows.map((row) => toRoomType(row, row.roomCount));
}

/** DELETE /api/room_types/{id}: only the user's own, unattached room types (a listed one belongs to its property). */
export async function deleteDraftRoomType(db: Db, user: Account, id: number): Promise<void> {
  const deleted = await db
    .delete(roomTypes)
    .where(and(eq(roomTypes.id, id), isDraftOf(user.id)))
    .returning({ id: roomTypes.id });
  if (deleted.length === 0) throw notFound(M.roomTypeNotFound);
}

/** The listing from its JSON text (the `data` field, or a JSON body), checked with the form's own schema. */
export function parseListingData(text: string | undefined): ListingData {
  if (text === undefined) throw badRequest(M.dataMissing);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(M.invalidJson);
  }
  const result = storableInput(listingInputSchema).safeParse(json);
  if (!result.success) {
    const field = result.error.issues[0]?.path.join('.');
    throw badRequest(firstIssueMessage(result.error), {
      code: 'VALIDATION_FAILED',
      field: field || undefined,
    });
  }
  return result.data;
}

/** A file name fit to quote in a message: printable, short. */
export const quoted = (fileName: string) =>
  fileName
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .slice(0, 80)
    .trim();

/**
 * Re-encodes one uploaded picture into the store. Its type comes from its first bytes, never its name or the
 * type the browser claimed (docs/product.md#pictures). Problems are 400s naming the file.
 */
export async function savePicture(
  store: PictureStore,
  data: Buffer,
  fileName: string,
): Promise<StoredPicture> {
  const name = quoted(fileName);
  const withName = (message: string) => (name ? `${name}: ${message}` : message);
  if (!detectImageType(data)) throw badRequest(withName(PICTURE_MESSAGES.unsupportedType));
  try {
    return await store.save(data);
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500)
      throw new AppError(error.statusCode, withName(error.message));
    throw error;
  }
}

/** Removes stored pictures that no listing will use; a failure here must not hide the original error. */
export async function discardPictures(
  store: PictureStore,
  pictures: readonly StoredPicture[],
): Promise<void> {
  await Promise.all(pictures.map((picture) => store.remove(picture.key).catch(() => undefined)));
}

/**
 * POST /api/properties, after the pictures are stored: in one transaction, the property (host = the signed-in
 * user, pending, rating 0), its room types (the user's own unattached drafts by id, and inline ones), and the
 * user's upgrade to host. If anything fails, the stored pictures are removed. With an Idempotency-Key (and the
 * request's fingerprint, listingFingerprint), the key is claimed in the same transaction, and a request whose key
 * another committed first answers that one's property (its own pictures removed).
 */
export async function submitListing(
  db: Db,
  store: PictureStore,
  user: Account,
  listing: ListingData,
  pictures: StoredPicture[],
  keyed?: { key: string; hash: string },
): Promise<KeyedAnswer<Property>> {
  if (keyed === undefined)
    return { value: await insertListing(db, store, user, listing, pictures), replayed: false };
  const { key, hash } = keyed;
  return onceWithKey(
    async () => {
      const property = await insertListing(db, store, user, listing, pictures, keyed);
      await storeAnswer(db, user.id, key, { statusCode: 201, response: property });
      return { value: property, replayed: false };
    },
    () => storedListing(db, user, key, hash),
    // One attempt: a request that lost the key has had its pictures removed; if the other rolled back,
    // 409 REQUEST_IN_PROGRESS asks the client to send again.
    1,
  );
}

/**
 * The answer first given to this key: the property as it was sent (stored once read, after the commit), or, if
 * the process stopped between the two, the property as it is now.
 */
export async function storedListing(
  db: Db,
  user: Account,
  key: string,
  hash: string,
): Promise<KeyedAnswer<Property> | undefined> {
  const stored = await storedAnswer(db, user.id, key, hash, M.idempotencyMismatch);
  if (!stored) return undefined;
  const full = propertySchema.safeParse(stored.response);
  if (full.success) return { value: full.data, replayed: true };
  const { id } = z.object({ id: z.number().int() }).parse(stored.response);
  return { value: await getProperty(db, user, id, {}), replayed: true };
}

/**
 * The Idempotency-Key's fingerprint of a listing: the route's name, the checked listing, and each picture's size
 * and SHA-256 in order (the bytes as sent, before they are stored).
 */
export function listingFingerprint(listing: ListingData, pictureDigests: readonly string[]): string {
  return fingerprint('POST /api/properties\n', JSON.stringify(listing), '\n', pictureDigests.join('\n'));
}

async function insertListing(
  db: Db,
  store: PictureStore,
  user: Account,
  listing: ListingData,
  pictures: StoredPicture[],
  keyed?: { key: string; hash: string },
): Promise<Property> {
  let propertyId: number;
  try {
    propertyId = await db.transaction(async (tx) => {
      if (keyed) await claimKey(tx, user.id, keyed.key, keyed.hash);
      const [property] = await tx
        .insert(properties)
        .values({
          hostId: user.id,
          name: listing.name,
          description: listing.description,
          accommodationType: listing.accommodationType,
          address: listing.location.address,
          city: listing.location.city,
          country: listing.location.country,
          latitude: listing.location.markerPosition.lat,
          longitude: listing.location.markerPosition.lng,
          amenities: listing.amenities,
          services: listing.services,
          languages: listing.languages,
          rules: listing.rules,
          ratePlan: listing.rate_plan,
          rating: 0,
          hostInfo: listing.hostInfo,
          pictures,
          reviewStatus: 'pending',
        })
        .returning({ id: properties.id });
      const id = property!.id;

      const ids = listing.roomTypes.filter((item) => typeof item === 'number');
      const inline = listing.roomTypes.filter((item) => typeof item !== 'number');
      const titles: string[] = [];
      if (ids.length > 0) {
        // Attaching and checking in one statement: a room type used by another listing, or someone else's, is
        // not updated, and two submissions racing for one draft cannot both take it.
        const attached = await tx
          .update(roomTypes)
          .set({ propertyId: id })
          .where(and(inArray(roomTypes.id, ids), isDraftOf(user.id)))
          .returning({ title: roomTypes.title });
        if (attached.length !== ids.length) throw badRequest(M.roomTypeInvalid);
        titles.push(...attached.map((row) => row.title));
      }
      if (inline.length > 0) {
        await tx.insert(roomTypes).values(inline.map((input) => roomTypeValues(user.id, id, input)));
        titles.push(...inline.map((input) => input.title));
      }
      // The schema saw only the inline titles; a draft attached by id may be the whole property.
      if (titles.length > 1 && titles.some(isWholeProperty)) throw badRequest(M.wholePropertyAlone);

      await tx
        .update(users)
        .set({
          // Admins stay admins; hosts stay hosts.
          role: sql`case when ${users.role} = 'user' then 'host'::role else ${users.role} end`,
          // The host profile shows these (docs/product.md#entities); the listing fills them when the profile
          // has none.
          momoCode: sql`coalesce(${users.momoCode}, ${listing.hostInfo.momoCode})`,
          bankAccountNumber: sql`coalesce(${users.bankAccountNumber}, ${listing.hostInfo.bankAccountNumber})`,
          shortDescription: sql`coalesce(${users.shortDescription}, ${listing.hostInfo.hostShortDescription})`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      if (keyed) await storeAnswer(tx, user.id, keyed.key, { statusCode: 201, response: { id } });
      return id;
    });
  } catch (error) {
    await discardPictures(store, pictures);
    throw error;
  }
  return getProperty(db, user, propertyId, {});
}
