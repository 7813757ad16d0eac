// Reviews of finished stays, hosts' replies, reports and moderation (docs/product.md#reviews,
// docs/decisions/0025-reviews.md): the rules of the review window, what the API takes and answers, and the
// messages of its refusals. Shared by the API and the web's forms.
import { z } from 'zod';
import { template } from '../i18n/translate.ts';
import { addDays } from '../rules.ts';
import { boundedInt, idParamSchema, pageParamSchema, pageSizeParamSchema } from './common.ts';

/** A review may be written and edited from the day after check-out until this many days after it. */
export const REVIEW_WINDOW_DAYS = 14;
/** A host's reply may be edited for this many days after it was first written. */
export const REPLY_EDIT_DAYS = 7;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REPLY_TEXT_MAX = 2000;
export const REPORT_REASON_MIN = 5;
export const REPORT_REASON_MAX = 500;
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;
/** The public list's page size: 10 by default, at most 50. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;

export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** The admin's list: reviews with open reports, hidden ones, or every review. */
export const ADMIN_REVIEW_FILTERS = ['reported', 'hidden', 'all'] as const;
export const REVIEW_SUBSCORES = ['cleanliness', 'location', 'value', 'welcome'] as const;
export type ReviewSubscore = (typeof REVIEW_SUBSCORES)[number];

export const REVIEW_MESSAGES = {
  score: template('Each score must be a whole number from {min} to {max}.'),
  textLength: template('A review is {min} to {max} characters long.'),
  replyLength: template('A reply is 1 to {max} characters long.'),
  reasonLength: template('A reason is {min} to {max} characters long.'),
  status: 'The status must be published or hidden.',
  sort: 'Sort by newest, highest or lowest.',
  filter: 'Show reported, hidden or all reviews.',
  hideReason: template('Say why the review is hidden ({min} to {max} characters).'),
  notFound: 'Review not found.',
  bookingNotFound: 'Booking not found.',
  notYourStay: 'You can only review your own stays.',
  notConfirmed: 'Only a confirmed stay can be reviewed.',
  windowNotOpen: 'You can review this stay from the day after check-out.',
  windowClosed: 'Reviews can be written and edited until 14 days after check-out: this time has passed.',
  exists: 'You have already reviewed this stay.',
  noReviewYet: 'This stay has no review yet.',
  onlyHostReplies: 'Only the host of this property can reply to its reviews.',
  replyWindowClosed: 'A reply can be edited for 7 days after it was first written: this time has passed.',
  ownReport: 'You cannot report your own review.',
  reportExists: 'You have already reported this review. An admin will look at it.',
  reported: 'Thank you. An admin will look at this review.',
} as const;
const M = REVIEW_MESSAGES;

/** Where today (a Kigali date) falls in a stay's review window: check-out + 1 .. check-out + 14, both included. */
export function reviewWindowOf(checkOut: string, today: string): 'not_open' | 'open' | 'closed' {
  if (today <= checkOut) return 'not_open';
  return today <= addDays(checkOut, REVIEW_WINDOW_DAYS) ? 'open' : 'closed';
}

/** The last day a review of this stay can be written or edited. */
export const reviewWindowClosesOn = (checkOut: string) => addDays(checkOut, REVIEW_WINDOW_DAYS);

/** Whether a reply first written at `createdAt` may still be edited at `now`. */
export const replyEditable = (createdAt: Date, now: Date) =>
  now.getTime() < createdAt.getTime() + REPLY_EDIT_DAYS * 86_400_000;

/** Characters as people count them (code points), as PostgreSQL's char_length does. */
const characters = (text: string) => Array.from(text).length;

/** A text, trimmed, of min..max characters. */
const boundedText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => characters(text) >= min && characters(text) <= max, { error: message });

const score = boundedInt(
  REVIEW_SCORE_MIN,
  REVIEW_SCORE_MAX,
  M.score({ min: REVIEW_SCORE_MIN, max: REVIEW_SCORE_MAX }),
);

/** POST and PUT /api/bookings/{id}/review. */
export const reviewInputSchema = z.object({
  overall: score,
  cleanliness: score,
  location: score,
  value: score,
  welcome: score,
  text: boundedText(
    REVIEW_TEXT_MIN,
    REVIEW_TEXT_MAX,
    M.textLength({ min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX }),
  ),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** PUT /api/reviews/{id}/reply. */
export const replyInputSchema = z.object({
  text: boundedText(1, REPLY_TEXT_MAX, M.replyLength({ max: REPLY_TEXT_MAX })),
});
export type ReplyInput = z.infer<typeof replyInputSchema>;

const reason = boundedText(
  REPORT_REASON_MIN,
  REPORT_REASON_MAX,
  M.reasonLength({ min: REPORT_REASON_MIN, max: REPORT_REASON_MAX }),
);

/** POST /api/reviews/{id}/reports. */
export const reportInputSchema = z.object({ reason });
export type ReportInput = z.infer<typeof reportInputSchema>;

/** PUT /api/reviews/{id}/status: a reason is required to hide (shown to the author), optional to republish. */
export const reviewStatusUpdateSchema = z
  .object({
    status: z.enum(REVIEW_STATUSES, { error: M.status }),
    reason: z.string({ error: M.hideReason({ min: REPORT_REASON_MIN, max: REPORT_REASON_MAX }) }).optional(),
  })
  .superRefine((update, ctx) => {
    if (update.status !== 'hidden' && update.reason === undefined) return;
    if (!reason.safeParse(update.reason).success)
      ctx.addIssue({
        code: 'custom',
        message: M.hideReason({ min: REPORT_REASON_MIN, max: REPORT_REASON_MAX }),
        path: ['reason'],
      });
  })
  .transform((update) => ({ status: update.status, reason: update.reason?.trim() }));
export type ReviewStatusUpdate = z.infer<typeof reviewStatusUpdateSchema>;

export const reviewIdParamsSchema = z.object({ id: idParamSchema });

const pageSize = pageSizeParamSchema(REVIEW_PAGE_SIZE_MAX, REVIEW_PAGE_SIZE);

/** GET /api/properties/{id}/reviews. */
export const reviewListQuerySchema = z.object({
  page: pageParamSchema,
  pageSize,
  sort: z.enum(REVIEW_SORTS, { error: M.sort }).default('newest'),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** GET /api/admin/reviews. */
export const adminReviewListQuerySchema = z.object({
  status: z.enum(ADMIN_REVIEW_FILTERS, { error: M.filter }).default('reported'),
  page: pageParamSchema,
  pageSize,
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

/** GET /api/host/reviews. */
export const hostReviewListQuerySchema = z.object({ page: pageParamSchema, pageSize });
export type HostReviewListQuery = z.infer<typeof hostReviewListQuerySchema>;

export const reviewReplySchema = z.object({ text: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A review as everyone may read it. `roomTypeName` is the room type's stored title id (labels.ts). */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  overall: z.number().int(),
  cleanliness: z.number().int(),
  location: z.number().int(),
  value: z.number().int(),
  welcome: z.number().int(),
  text: z.string(),
  authorFirstName: z.string(),
  /** YYYY-MM, the month of check-in. */
  stayMonth: z.string(),
  roomTypeName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/**
 * One review as its author, the property's host or an admin reads it (and anyone, for a published review of a
 * public property): its property, status, why it was hidden, and what the reader may still do with it.
 */
export const reviewSchema = publicReviewSchema.extend({
  bookingId: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Why an admin hid it: for its author, the host and admins only (null for others). */
  hiddenReason: z.string().nullable(),
  /** The last day the author may edit it (YYYY-MM-DD, Kigali). */
  editableUntil: z.string(),
  /** The reader is the author and the window is open. */
  canEdit: z.boolean(),
  /** The reader is the property's host and may write or edit the reply. */
  canReply: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

const subscores = z.object({
  cleanliness: z.number().nullable(),
  location: z.number().nullable(),
  value: z.number().nullable(),
  welcome: z.number().nullable(),
});

/** GET /api/properties/{id}/reviews: the summary of every published review, then one page of them. */
export const propertyReviewsSchema = z.object({
  /** The average overall score, one decimal (the property's rating); null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many reviews gave each overall score. */
  distribution: z.object({
    '1': z.number().int(),
    '2': z.number().int(),
    '3': z.number().int(),
    '4': z.number().int(),
    '5': z.number().int(),
  }),
  /** Each sub-score's average, one decimal; null without reviews. */
  subscores,
  reviews: z.array(publicReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type PropertyReviews = z.infer<typeof propertyReviewsSchema>;

const paged = { page: z.number().int(), pageSize: z.number().int(), total: z.number().int() };

/** GET /api/host/reviews: reviews of the host's properties, newest first. */
export const hostReviewListSchema = z.object({ reviews: z.array(reviewSchema), ...paged });
export type HostReviewList = z.infer<typeof hostReviewListSchema>;

/** A review on the admin's moderation list, with its open reports. */
export const moderatedReviewSchema = reviewSchema.extend({
  reportCount: z.number().int(),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

export const adminReviewListSchema = z.object({ reviews: z.array(moderatedReviewSchema), ...paged });
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/** 201 of POST /api/reviews/{id}/reports. */
export const reportCreatedSchema = z.object({ message: z.string() });

/** What a booking answer says of its review: the review's id and whether its guest may still edit it. */
export const bookingReviewStateSchema = z.object({ id: z.number().int(), canEdit: z.boolean() });
export type BookingReviewState = z.infer<typeof bookingReviewStateSchema>;
