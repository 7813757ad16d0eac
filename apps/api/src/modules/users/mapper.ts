import type { User } from '@ikaze/domain';
import type { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The API's user shape (spec §3) from a row. The password hash never leaves this module. */
export function toUser(row: UserRow): User {
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
