// A person's name on any screen (bookings, admin lists, reviews, conversations): a deleted account's name is
// erased, and it reads 'Deleted account' in the page's language (docs/decisions/0031-your-data.md).
import { t } from '@lingui/core/macro';

export function personName(name: string | null | undefined): string {
  const shown = name?.trim();
  return shown ? shown : t`Deleted account`;
}
