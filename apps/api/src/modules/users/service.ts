// Users: creation, lookup, listing and profile edits, with uniqueness checked case-insensitively.
import { and, asc, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  PAYOUT_MESSAGES,
  isLocale,
  type Locale,
  REGISTER_MESSAGES,
  USER_MESSAGES,
  type PageQuery,
  type RegisterInput,
  todayInKigali,
  type Role,
  type User,
  type UserListQuery,
  type UserUpdate,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { bookings, properties, users } from '../../db/schema.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  uniqueViolation,
  type AppError,
} from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { notify } from '../notifications/index.ts';
import { assertNewPasswordAllowed } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { containing } from '../../lib/like.ts';
import { endAllSessions } from '../../db/sessions.ts';
import { recordAudit } from '../audit-log/index.ts';
import { toUser, withoutPayout, type Account, type UserRow } from '../../db/accounts.ts';

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

/**
 * `created`, when given, runs in the insert's transaction (after the password is hashed): what the new account
 * is owed, such as its welcome email, is committed with it (docs/decisions/0026-jobs-outbox-and-email.md).
 */
export async function createUser(
  db: Db,
  input: RegisterInput,
  role: Role = 'user',
  created?: (tx: Db, row: UserRow) => Promise<void>,
): Promise<UserRow> {
  // Username and email come before the password in the fields' order, so a taken name is answered first.
  await assertAvailable(db, input.username, input.email);
  // Every account made through here (sign-up, create-admin) gets a password the policy accepts.
  await assertNewPasswordAllowed(input.password, input);
  const passwordHash = await hashPassword(input.password);
  const insert = async (tx: Db) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        role,
        passwordHash,
        // The language the site showed at sign-up: its emails are written in it (decision 0051).
        locale: input.locale ?? null,
      })
      .returning();
    if (created) await created(tx, row!);
    return row!;
  };
  try {
    return created ? await db.transaction((tx) => insert(tx)) : await insert(db);
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, and the loser gets the same message.
    const duplicate = duplicateError(error);
    if (duplicate) throw duplicate;
    throw error;
  }
}

/** The ids of the accounts whose full name or username matches a LIKE pattern (lib/like.ts `containing`). */
export function usersNamed(db: Pick<Db, 'select'>, pattern: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
        sql`lower(${users.username}) like ${pattern}`,
      ),
    );
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

/**
 * What `viewer` may see of `targetId`'s profile (docs/decisions/0013-who-sees-whom.md): all of it (themselves,
 * admins); their identity and contact details but never their payout details (the other side of a booking that
 * is not over: the guest of a confirmed one, the host of a pending or confirmed one); or nothing.
 */
export async function profileAccess(
  db: Db,
  viewer: Account,
  targetId: number,
): Promise<'all' | 'contact' | 'none'> {
  if (viewer.id === targetId || viewer.role === 'admin') return 'all';
  // Over once its check-out day (in Kigali) has passed: the check-out day itself still counts.
  const notOver = gte(bookings.checkOut, todayInKigali());
  const [link] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      or(
        // The host, of a guest who asked for or holds rooms at their property.
        and(
          eq(properties.hostId, viewer.id),
          eq(bookings.userId, targetId),
          inArray(bookings.status, ['pending', 'confirmed']),
          notOver,
        ),
        // The guest, of the host who confirmed their stay.
        and(
          eq(properties.hostId, targetId),
          eq(bookings.userId, viewer.id),
          eq(bookings.status, 'confirmed'),
          notOver,
        ),
      ),
    )
    .limit(1);
  return link ? 'contact' : 'none';
}

export async function getProfile(db: Db, viewer: Account, targetId: number): Promise<User> {
  const access = await profileAccess(db, viewer, targetId);
  // Someone who may not see a profile learns nothing, not even whether it exists.
  if (access === 'none') throw forbidden(USER_MESSAGES.notShared, { code: 'PROFILE_NOT_SHARED' });
  const target = await findUserById(db, targetId);
  if (!target) throw notFound(USER_MESSAGES.notFound);
  return access === 'all' ? toUser(target) : withoutPayout(toUser(target));
}

export async function updateUser(db: Db, actor: Account, targetId: number, update: UserUpdate) {
  const isAdmin = actor.role === 'admin';
  if (actor.id !== targetId && !isAdmin) throw forbidden(AUTH_MESSAGES.forbidden);
  if (update.Status !== undefined && !isAdmin) throw forbidden(USER_MESSAGES.onlyAdminActivates);
  if (update.Status === false && actor.id === targetId) throw conflict(USER_MESSAGES.cannotDeactivateSelf);
  const target = await findUserById(db, targetId);
  // A deleted account is gone for good: nothing brings its person back (docs/decisions/0031-your-data.md).
  if (!target || target.deletedAt) throw notFound(USER_MESSAGES.notFound);
  await assertAvailable(db, update.Username, update.Email, targetId);
  const payoutChange = changesPayoutDetails(target, update);
  if (payoutChange && actor.id === targetId) await assertCurrentPassword(target, update.CurrentPassword);
  try {
    const row = await db.transaction(async (tx) => {
      // Told before the change, so the email goes to the address the account had (docs/money.md#payouts).
      if (payoutChange) await tellPayoutDetailsChanged(tx, target, isAdmin && actor.id !== targetId);
      const [row] = await tx
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
          ...(payoutChange ? { payoutDetailsChangedAt: new Date() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, targetId))
        .returning();
      // A deactivated account's sessions end at once (docs/product.md#accounts).
      if (update.Status === false) await endAllSessions(tx, targetId);
      // An admin's change to someone else's account is kept in the audit log (docs/decisions/0031-your-data.md).
      if (isAdmin && actor.id !== targetId) await auditAccountEdit(tx, actor.id, target, update);
      return row!;
    });
    return toUser(row);
  } catch (error) {
    const duplicate = duplicateError(error);
    if (duplicate) throw duplicate;
    throw error;
  }
}

/**
 * Whether an edit changes where payouts go (the MoMo code or the bank account): such a change needs its owner's
 * password and keeps payouts back for 48 hours unless an admin approves it (docs/money.md#payouts).
 */
function changesPayoutDetails(before: UserRow, update: UserUpdate): boolean {
  const differs = (sent: string | null | undefined, stored: string | null) =>
    sent !== undefined && (sent ?? null) !== (stored ?? null);
  return (
    differs(update.MomoCode, before.momoCode) || differs(update.BankAccountNumber, before.bankAccountNumber)
  );
}

async function assertCurrentPassword(target: UserRow, password: string | undefined) {
  if (!password)
    throw badRequest(PAYOUT_MESSAGES.passwordRequired, {
      code: 'PASSWORD_REQUIRED',
      field: 'CurrentPassword',
    });
  if (!(await verifyPassword(target.passwordHash, password)))
    throw forbidden(PAYOUT_MESSAGES.wrongPassword, { code: 'WRONG_PASSWORD', field: 'CurrentPassword' });
}

async function tellPayoutDetailsChanged(tx: Db, target: UserRow, byAdmin: boolean) {
  await notify(tx, {
    userId: target.id,
    kind: 'payout_details_changed',
    params: { byAdmin },
    link: '/dashboard/host/profile',
  });
}

/** The audit rows of an admin's edit: activation apart, and the other fields by name only (no values). */
async function auditAccountEdit(tx: Db, actorId: number, before: UserRow, update: UserUpdate) {
  if (update.Status !== undefined && update.Status !== before.isActive)
    await recordAudit(tx, {
      actorId,
      action: update.Status ? 'user.activate' : 'user.deactivate',
      targetType: 'user',
      targetId: before.id,
      details: { role: before.role },
    });
  const stored: Record<Exclude<keyof UserUpdate, 'Status' | 'CurrentPassword'>, string | null> = {
    FirstName: before.firstName,
    LastName: before.lastName,
    Email: before.email,
    Username: before.username,
    PhoneNumber: before.phoneNumber,
    MomoCode: before.momoCode,
    BankAccountNumber: before.bankAccountNumber,
    ShortDescription: before.shortDescription,
  };
  const changed = Object.entries(stored)
    .filter(([name, value]) => {
      const sent = update[name as keyof typeof stored];
      return sent !== undefined && sent !== value;
    })
    .map(([name]) => name);
  if (changed.length)
    await recordAudit(tx, {
      actorId,
      action: 'user.edit',
      targetType: 'user',
      targetId: before.id,
      details: { fields: changed },
    });
}

const SORT_COLUMNS = { id: users.id, username: users.username, dateJoined: users.createdAt } as const;

/** The admin lists of clients and hosts, filtered, sorted and paged in the database. */
export async function listUsers(db: Db, role: Role, query: UserListQuery & PageQuery) {
  const conditions: SQL[] = [eq(users.role, role)];
  // Substrings, case-insensitive, wildcards literal: `lower(…) like` so that the trigram indexes on
  // lower(username) and lower(first_name || ' ' || last_name) serve them (users_*_trgm_idx).
  if (query.search) {
    const asId = /^\d+$/.test(query.search) ? Number(query.search) : undefined;
    const byName = sql`lower(${users.username}) like ${containing(query.search)}`;
    conditions.push(asId !== undefined && asId <= 2_147_483_647 ? or(eq(users.id, asId), byName)! : byName);
  }
  if (query.id !== undefined) conditions.push(eq(users.id, query.id));
  // The first name, the last name or the full name: each is a substring of the full name (both are NOT NULL),
  // so matching the full name alone gives the same rows.
  if (query.name)
    conditions.push(
      sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${containing(query.name)}`,
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
/** Saves the language the account chose with the language switch (docs/decisions/0020-languages.md). */
export async function saveLocale(db: Db, actor: Account, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, actor.id));
}

/**
 * At sign-in the account's saved language wins over this browser's cookie, so a choice made on one device holds
 * on the next; an account that never chose takes the cookie's. Answers the language for the cookie, if any.
 */
export async function settleLocaleAtSignIn(
  db: Db,
  account: Account,
  cookie: string | undefined,
): Promise<Locale | undefined> {
  if (account.locale) return account.locale;
  if (isLocale(cookie)) await saveLocale(db, account, cookie);
  return undefined;
}
