import { TIME_ZONE, type Role } from '@ikaze/domain';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: TIME_ZONE });

/** A date as "21 November 2025" in Kigali time; the raw text when it is not a date. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** How a role reads on screen; the spec calls a `user` a guest or client. */
export function roleLabel(role: Role): string {
  switch (role) {
    case 'admin':
      return 'Admin';
    case 'host':
      return 'Host';
    case 'user':
      return 'Guest';
  }
}
