// Small marks of a night's state and price source, beside the word they stand with (never colour alone).
import { Icon, type IconProps } from '@/components/ui/icons';

// The grid's marks are drawn a little bolder than the shared icons (they are small).
const bold = { strokeWidth: 2 } as const;

/** Closed by the host: a padlock. */
export const ClosedIcon = (p: IconProps) => (
  <Icon {...bold} {...p}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);

/** Every room held (bookings and other sites): a bed. */
export const FullIcon = (p: IconProps) => (
  <Icon {...bold} {...p}>
    <path d="M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5" />
    <circle cx="7" cy="11" r="1.5" />
  </Icon>
);

/** The season's price: a sun. */
export const SeasonIcon = (p: IconProps) => (
  <Icon {...bold} {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);

/** The host's own price for that night: a price tag. */
export const OverrideIcon = (p: IconProps) => (
  <Icon {...bold} {...p}>
    <path d="M20 12l-8 8-9-9V3h8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);
