// Labels shared by the charts and their tables.
const weekFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2025-11-03' (a Monday) → 'Week of 3 Nov'. */
export function weekLabel(week: string): string {
  const date = new Date(`${week.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? week : `Week of ${weekFormat.format(date)}`;
}

/** '3 Nov', for a chart's axis. */
export function shortWeekLabel(week: string): string {
  const date = new Date(`${week.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? week : weekFormat.format(date);
}

/** '2025-11' → 'Nov 2025'. */
export function monthLabel(month: string): string {
  const date = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}

/** RWF for an axis: 'RWF 1.2M', 'RWF 450K'. */
export function compactRwf(amount: number): string {
  if (Math.abs(amount) >= 1_000_000)
    return `RWF ${(amount / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })}M`;
  if (Math.abs(amount) >= 1_000)
    return `RWF ${(amount / 1_000).toLocaleString('en-US', { maximumFractionDigits: 1 })}K`;
  return `RWF ${amount}`;
}

export const STATUS_COLOURS = {
  pending: '#d97706',
  confirmed: '#2f8a57',
  cancelled: '#94a3b8',
  refunded: '#7c3aed',
} as const;
