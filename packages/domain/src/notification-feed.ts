// The bell's list (docs/decisions/0027-notifications-in-the-app.md): a user's notifications newest first, paged
// by the id of the last one shown, with how many are unread; and marking some or all of them read.
import { z } from 'zod';
import { notificationKindSchema } from './notifications.ts';
import { boundedInt, boundedIntParam } from './schemas/common.ts';
import { template } from './i18n/translate.ts';

/** Notification ids are bigserial: far past int4, still exact in JavaScript. */
const MAX_NOTIFICATION_ID = Number.MAX_SAFE_INTEGER;
export const NOTIFICATION_FEED_MAX_LIMIT = 50;
export const NOTIFICATION_FEED_DEFAULT_LIMIT = 20;
/** Ids one request may mark read (a page of the menu holds fewer). */
export const NOTIFICATIONS_READ_MAX_IDS = 100;

/** Messages of these requests (translated in i18n/catalogs: docs/decisions/0021-domain-messages.md). */
export const NOTIFICATION_FEED_MESSAGES = {
  id: 'A notification id is a whole number from 1.',
  limit: template('The limit is a whole number from 1 to {max}.'),
  noIds: 'Name at least one notification.',
  tooManyIds: template('At most {max} notifications at a time.'),
} as const;
const ID_MESSAGE = NOTIFICATION_FEED_MESSAGES.id;

/** GET /api/notifications?before=&limit= */
export const notificationFeedQuerySchema = z.object({
  before: boundedIntParam(1, MAX_NOTIFICATION_ID, ID_MESSAGE).optional(),
  limit: boundedIntParam(
    1,
    NOTIFICATION_FEED_MAX_LIMIT,
    NOTIFICATION_FEED_MESSAGES.limit({ max: NOTIFICATION_FEED_MAX_LIMIT }),
  ).default(NOTIFICATION_FEED_DEFAULT_LIMIT),
});
export type NotificationFeedQuery = z.infer<typeof notificationFeedQuerySchema>;

export const notificationItemSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  /** The kind's params (NOTIFICATION_PARAMS) as stored. */
  params: z.record(z.string(), z.unknown()),
  /** A path of the site: the screen the notification is about. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationFeedSchema = z.object({
  items: z.array(notificationItemSchema),
  /** The user's unread notifications, all pages together. */
  unread: z.number().int(),
});
export type NotificationFeed = z.infer<typeof notificationFeedSchema>;

/** POST /api/notifications/read: these (the user's own; others' are ignored), or all of them. */
export const notificationsReadSchema = z.union([
  z
    .object({
      ids: z
        .array(boundedInt(1, MAX_NOTIFICATION_ID, ID_MESSAGE))
        .min(1, { error: NOTIFICATION_FEED_MESSAGES.noIds })
        .max(NOTIFICATIONS_READ_MAX_IDS, {
          error: NOTIFICATION_FEED_MESSAGES.tooManyIds({ max: NOTIFICATIONS_READ_MAX_IDS }),
        }),
    })
    .strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;

export const notificationsReadAnswerSchema = z.object({ unread: z.number().int() });
