import { TIME_ZONE, type Role } from '@ikaze/domain';

// Built on first use, not when the module loads: building an Intl formatter is the expensive part.
let dateFormat: Intl.DateTimeFormat | undefined;

/** A date as "21 November 2025" in Kigali time; the raw text when it is not a date. */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  dateFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: TIME_ZONE });
  return dateFormat.format(date);
}

/** How a role reads on screen; the product calls a `user` a guest or client. */
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
