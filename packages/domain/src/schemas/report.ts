// Admin reports (docs/product.md#screen-admin): computed from the database.
import { z } from 'zod';
import { pageQuerySchema } from './common.ts';

export const REPORT_TYPES = ['properties', 'hosts', 'clients', 'bookings'] as const;
export const reportTypeSchema = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof reportTypeSchema>;

export const REPORT_TITLES = {
  properties: 'Properties',
  hosts: 'Hosts',
  clients: 'Clients',
  bookings: 'Bookings',
} as const satisfies Record<ReportType, string>;

/** How many of the most recent items a 'Manage Reports' card shows (docs/product.md#constants). */
export const REPORT_CARD_ITEMS = 3;

/** GET /api/reports answers one card per report type, in REPORT_TYPES order. */
export const reportCardSchema = z.object({
  reportType: reportTypeSchema,
  title: z.string(),
  count: z.number().int(),
  /** The 3 most recent: property names, host or client full names, 'Booking #id · property · status'. */
  items: z.array(z.string()),
});
export type ReportCard = z.infer<typeof reportCardSchema>;
export const reportCardsSchema = z.array(reportCardSchema);

export const reportItemSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  detail: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

/** GET /api/reports/{reportType}?page&pageSize: most recent first. */
export const reportDetailQuerySchema = pageQuerySchema;
export type ReportDetailQuery = z.infer<typeof reportDetailQuerySchema>;

export const reportDetailSchema = z.object({
  reportType: reportTypeSchema,
  title: z.string(),
  count: z.number().int(),
  items: z.array(reportItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** GET /api/reports/charts; definitions in docs/decisions/0004-reports.md. */
export const reportChartsSchema = z.object({
  /** The last 12 weeks (Monday-start, Kigali), oldest first, by booking creation date. */
  bookingsPerWeek: z.array(
    z.object({
      week: z.string(),
      pending: z.number().int(),
      confirmed: z.number().int(),
      cancelled: z.number().int(),
      refunded: z.number().int(),
      expired: z.number().int(),
    }),
  ),
  /** The last 12 months (YYYY-MM), oldest first: total price of confirmed bookings by check-in month, RWF. */
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: z.number().int() })),
  /** Approved properties per city ('Other' when none is given), most first. */
  propertiesByDestination: z.array(z.object({ destination: z.string(), count: z.number().int() })),
});
export type ReportCharts = z.infer<typeof reportChartsSchema>;

/** `ikaze-{type}-{YYYY-MM-DD}.csv`, the CSV download's file name. */
export function reportCsvFileName(type: ReportType, date: string): string {
  return `ikaze-${type}-${date}.csv`;
}
