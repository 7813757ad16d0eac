// Accounts as the server hands them around (who is asking, what services are given) and as the API shows them,
// read from the users table; every module takes them from here.
import type { User } from '@ikaze/domain';
import { getTableColumns } from 'drizzle-orm';
import { users } from './schema.ts';

/** A users row as stored, password hash included: only signing in reads the hash. */
export type UserRow = typeof users.$inferSelect;

/**
 * An account without its password hash: who is asking (request.currentUser, kept between requests by
 * modules/auth/session-users.ts, which must not hold thousands of hashes) and what services are handed.
 */
export type Account = Omit<UserRow, 'passwordHash'>;

/** The columns of an Account, for selects. */
export const accountColumns = (() => {
  const { passwordHash, ...columns } = getTableColumns(users);
  void passwordHash;
  return columns;
})();

/** The API's user shape (docs/product.md#entities) from a row. The password hash never leaves this module. */
export function toUser(row: Account): User {
  return {
    UserID: row.id,
    Username: row.username,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    PhoneNumber: row.phoneNumber,
    Role: row.role,
    DateJoined: row.createdAt.toISOString(),
    Status: row.isActive,
    MomoCode: row.momoCode,
    BankAccountNumber: row.bankAccountNumber,
    ShortDescription: row.shortDescription,
  };
}

/** A user as another person may see them: a host's payout details are for that host and admins alone (0013). */
export function withoutPayout(user: User): User {
  return { ...user, MomoCode: null, BankAccountNumber: null };
}
