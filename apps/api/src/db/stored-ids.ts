// The CHECKs that keep stored values on their ids (migration 0016, docs/decisions/0022-stored-ids.md): the API
// turns the spec's words into ids before it writes, so a word that reaches a column is a bug.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ACCOMMODATION_TYPES,
  AMENITIES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  DEFAULT_BOOKING_RATE_PLAN,
  RATE_PLANS,
  ROOM_FACILITIES,
  ROOM_TYPE_TITLES,
  WHOLE_PROPERTY_CODE,
} from '@ikaze/domain';

/** Ids as SQL literals: DDL takes no parameters, and ids are lower-case words without quotes. */
const literals = (ids: readonly string[]) => sql.raw(ids.map((id) => `'${id}'`).join(', '));
const oneOf =
  (ids: readonly string[]) =>
  (column: AnyPgColumn): SQL =>
    sql`${column} in (${literals(ids)})`;
const subsetOf =
  (ids: readonly string[]) =>
  (column: AnyPgColumn): SQL =>
    sql`${column} <@ array[${literals(ids)}]::text[]`;

export const isAccommodationType = oneOf(ACCOMMODATION_TYPES);
export const isRatePlan = oneOf(RATE_PLANS);
export const isBookingRatePlan = oneOf([...RATE_PLANS, DEFAULT_BOOKING_RATE_PLAN]);
export const areAmenities = subsetOf(AMENITIES);
export const isRoomTypeTitle = oneOf([...ROOM_TYPE_TITLES, WHOLE_PROPERTY_CODE]);
export const areRoomFacilities = subsetOf(ROOM_FACILITIES);

/** The audit log's actions and targets (migration 0027, docs/decisions/0031-your-data.md). */
export const isAuditAction = oneOf(AUDIT_ACTIONS);
export const isAuditTargetType = oneOf(AUDIT_TARGET_TYPES);
