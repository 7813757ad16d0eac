// Users: creation, lookup, listing and profile edits, with uniqueness checked case-insensitively.
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  REGISTER_MESSAGES,
  USER_MESSAGES,
  type PageQuery,
  type RegisterInput,
  type Role,
  type UserListQuery,
  type UserUpdate,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { bookings, properties, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound, uniqueViolation, type AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { toUser, type Account, type UserRow } from './mapper.ts';

const usernameTaken = () =>
  conflict(REGISTER_MESSAGES.usernameTaken, { code: 'USERNAME_TAKEN', field: 'username' });
const emailTaken = () => conflict(REGISTER_MESSAGES.emailTaken, { code: 'EMAIL_TAKEN', field: 'email' });

/** Maps a unique-index violation to its error (docs/product.md#accounts). */
function duplicateError(error: unknown) {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  return constraint.includes('email') ? emailTaken() : usernameTaken();
}

async function assertAvailable(
  db: Db,
  username: string | undefined,
  email: string | undefined,
  exceptId?: number,
) {
  const checks: Array<[string | undefined, SQL, () => AppError]> = [
    [username, sql`lower(${users.username}) = lower(${username ?? ''})`, usernameTaken],
    [email, sql`lower(${users.email}) = lower(${email ?? ''})`, emailTaken],
  ];
  for (const [value, condition, taken] of checks) {
    if (value === undefined) continue;
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(exceptId === undefined ? condition : and(condition, sql`${users.id} <> ${exceptId}`))
      .limit(1);
    if (existing) throw taken();
  }
}

export async function createUser(db: Db, input: RegisterInput, role: Role = 'user'): Promise<UserRow> {
  await assertAvailable(db, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        role,
        passwordHash,
      })
      .returning();
    return row!;
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, and the loser gets the same message.
    const duplicate = duplicateError(error);
    if (duplicate) throw duplicate;
    throw error;
  }
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`))
    .limit(1);
  return row;
}

/** Whether `viewer` may read `target`'s profile: themselves, an admin, or the other side of a booking. */
export async function canViewProfile(db: Db, viewer: Account, targetId: number): Promise<boolean> {
  if (viewer.id === targetId || viewer.role === 'admin') return true;
  const [link] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      or(
        and(eq(properties.hostId, viewer.id), eq(bookings.userId, targetId)),
        and(eq(properties.hostId, targetId), eq(bookings.userId, viewer.id)),
      ),
    )
    .limit(1);
  return Boolean(link);
}

export async function getProfile(db: Db, viewer: Account, targetId: number) {
  const target = await findUserById(db, targetId);
  // Someone who may not see a profile learns nothing, not even whether it exists.
  if (!(await canViewProfile(db, viewer, targetId))) throw forbidden(AUTH_MESSAGES.forbidden);
  if (!target) throw notFound(USER_MESSAGES.notFound);
  return toUser(target);
}

export async function updateUser(db: Db, actor: Account, targetId: number, update: UserUpdate) {
  const isAdmin = actor.role === 'admin';
  if (actor.id !== targetId && !isAdmin) throw forbidden(AUTH_MESSAGES.forbidden);
  if (update.Status !== undefined && !isAdmin)
    throw forbidden('Only an admin can activate or deactivate accounts.');
  if (update.Status === false && actor.id === targetId)
    throw conflict('You cannot deactivate your own account.');
  const target = await findUserById(db, targetId);
  if (!target) throw notFound(USER_MESSAGES.notFound);
  await assertAvailable(db, update.Username, update.Email, targetId);
  try {
    const [row] = await db
      .update(users)
      .set({
        firstName: update.FirstName,
        lastName: update.LastName,
        email: update.Email,
        username: update.Username,
        phoneNumber: update.PhoneNumber,
        momoCode: update.MomoCode,
        bankAccountNumber: update.BankAccountNumber,
        shortDescription: update.ShortDescription,
        isActive: update.Status,
        updatedAt: new Date(),
      })
      .where(eq(users.id, targetId))
      .returning();
    // A deactivated account's sessions end at once (decisions.md).
    if (update.Status === false) await endAllSessions(db, targetId);
    return toUser(row!);
  } catch (error) {
    const duplicate = duplicateError(error);
    if (duplicate) throw duplicate;
    throw error;
  }
}

const SORT_COLUMNS = { id: users.id, username: users.username, dateJoined: users.createdAt } as const;

/** The admin lists of clients and hosts, filtered, sorted and paged in the database. */
export async function listUsers(db: Db, role: Role, query: UserListQuery & PageQuery) {
  const conditions: SQL[] = [eq(users.role, role)];
  // Substrings, case-insensitive, wildcards literal: `lower(…) like` so that the trigram indexes on
  // lower(username) and lower(first_name || ' ' || last_name) serve them (users_*_trgm_idx).
  if (query.search) {
    const asId = /^\d+$/.test(query.search) ? Number(query.search) : undefined;
    const byName = sql`lower(${users.username}) like ${`%${escapeLike(query.search.toLowerCase())}%`}`;
    conditions.push(asId !== undefined && asId <= 2_147_483_647 ? or(eq(users.id, asId), byName)! : byName);
  }
  if (query.id !== undefined) conditions.push(eq(users.id, query.id));
  // The first name, the last name or the full name: each is a substring of the full name (both are NOT NULL),
  // so matching the full name alone gives the same rows.
  if (query.name)
    conditions.push(
      sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${`%${escapeLike(query.name.toLowerCase())}%`}`,
    );
  if (query.status !== 'all') conditions.push(eq(users.isActive, query.status === 'active'));
  const where = and(...conditions);
  const order = query.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { items: rows.map(toUser), total: count?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Escapes LIKE's wildcards so that a search for '50%' means the text '50%'. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
