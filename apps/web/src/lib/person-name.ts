// A person's name on any screen (bookings, admin lists, reviews, conversations): a deleted account's name is
// erased, and it reads 'Deleted account' in the page's language (docs/decisions/0031-your-data.md).
import { t } from '@lingui/core/macro';

export function personName(name: string | null | undefined): string {
  const shown = name?.trim();
  return shown ? shown : t`Deleted account`;
}

/** Whether a user is a deleted account: names are required at sign-up, so only a deleted account has none. */
export function isDeletedAccount(user: { FirstName: string; LastName: string }): boolean {
  return !user.FirstName.trim() && !user.LastName.trim();
}
