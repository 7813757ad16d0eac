// People's rights over their data (docs/decisions/0031-your-data.md): downloading what is held about an account,
// deleting it, and the admins' audit log of what they did to accounts, listings and reviews.
import { z } from 'zod';
import { template } from '../i18n/translate.ts';
import { pageQuerySchema } from './common.ts';

/** How many of a host's upcoming bookings the refusal to delete names (the count says how many in all). */
export const BLOCKING_BOOKINGS_SHOWN = 5;

export const ACCOUNT_DATA_MESSAGES = {
  passwordRequired: 'Please enter your password to delete your account.',
  wrongPassword: 'That password is not right. Your account was not deleted.',
  lastAdmin:
    'You are the last active admin. Make another account an admin before you delete yours, so that someone can still run Ikaze.',
  hostHasBookings: template(
    'Your properties have {n} upcoming bookings (pending or confirmed). Decline or resolve them with your guests before you delete your account: {bookings}.',
  ),
  deleted: 'Your account was deleted. Thank you for using Ikaze.',
  // The downloaded file's first words.
  exportAbout:
    'Everything Ikaze holds about your account (Law No. 058/2021 relating to the protection of personal data and privacy). See /help/privacy for what is kept, why and for how long.',
  // The bookings file's columns that the reports do not have.
  nights: 'Nights',
  pricePerNight: 'Price per Night (RWF)',
  discount: 'Discount (%)',
  planDiscount: 'Rate Plan Discount (%)',
  cancellationFee: 'Cancellation Fee (RWF)',
  // The audit log's filters.
  badAction: 'Choose one of the actions in the list.',
  badTargetType: "The target must be 'user', 'application' or 'review'.",
} as const;
const M = ACCOUNT_DATA_MESSAGES;

/** DELETE /api/me: the account's password, asked again. */
export const accountDeleteSchema = z.object({
  password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }).max(128),
});
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

/** The file names of the downloads, with the day (in Kigali) they were made. */
export const accountExportFileName = (date: string) => `ikaze-my-data-${date}.json`;
export const accountBookingsFileName = (date: string) => `ikaze-my-bookings-${date}.csv`;

/** What the audit log records (migration 0027); `account.delete` is a person deleting their own account. */
export const AUDIT_ACTIONS = [
  'user.deactivate',
  'user.activate',
  'user.edit',
  'application.approve',
  'application.reject',
  'application.recommend',
  'review.hide',
  'review.republish',
  'review.reports_dismissed',
  'account.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['user', 'application', 'review'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Query strings from forms carry empty fields as `field=`: they mean "no filter". */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /api/admin/audit-log: newest first, filtered by action, actor or target. */
export const auditLogQuerySchema = z
  .object({
    action: optionalQuery(z.enum(AUDIT_ACTIONS, { error: M.badAction })),
    actorId: optionalQuery(z.coerce.number().int().min(1).max(2_147_483_647)),
    targetType: optionalQuery(z.enum(AUDIT_TARGET_TYPES, { error: M.badTargetType })),
    targetId: optionalQuery(z.coerce.number().int().min(1).max(2_147_483_647)),
  })
  .extend(pageQuerySchema.shape);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.number().int().nullable(),
  /** The actor's username; null when the account was deleted (the web shows 'Deleted account'). */
  actorName: z.string().nullable(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.number().int(),
  /** Ids and states only (a status before and after, the fields an admin changed), never personal data. */
  details: z.record(z.string(), z.unknown()),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
