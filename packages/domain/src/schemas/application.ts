// Listing applications (docs/product.md#entities and #screen-admin) as the API takes and
// answers them. The admin screen's own failure messages are APPLICATION_MESSAGES; these are the server's.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants.ts';
import { PROPERTY_MESSAGES } from '../messages.ts';
import { calendarDateSchema, entityIdSchema, pageQuerySchema } from './common.ts';

/** A recommendation is free text written by an admin; long enough for a paragraph or two. */
export const RECOMMENDATION_MAX = 2000;

export const LISTING_APPLICATION_MESSAGES = {
  submitted: PROPERTY_MESSAGES.applicationSubmitted,
  approved: 'Application approved.',
  rejected: 'Application rejected.',
  recommendationSaved: 'Recommendation saved.',
  notFound: 'Listing application not found.',
  propertyNotFound: PROPERTY_MESSAGES.notFound,
  alreadyExists: 'This property already has a listing application.',
  notYourself: 'You can only submit a listing application in your own name.',
  notYourProperty: 'You can only submit a listing application for your own property.',
  statusOrRecommendation: 'Send either a status (approved or rejected) or a recommendation.',
  notBoth: 'Send either a status or a recommendation, not both.',
  // A rejection says why: the host reads it with the decision (docs/product.md#screen-admin).
  reasonRequired: 'Say why the listing is not approved: the host reads it.',
  invalidStatus: "Status must be 'approved' or 'rejected'.",
  recommendationText: 'The recommendation must be text.',
  recommendationTooLong: `A recommendation can be at most ${RECOMMENDATION_MAX} characters.`,
  invalidStatusFilter: "Status must be 'pending', 'approved', 'rejected' or 'all'.",
  dateOrder: 'The start date must be on or before the end date.',
  searchTooLong: 'Search text can be at most 100 characters.',
} as const;
const M = LISTING_APPLICATION_MESSAGES;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** One listing application, with the host's full name and the property's name (docs/product.md#entities). */
export const applicationSchema = z.object({
  id: z.number().int(),
  hostId: z.number().int(),
  hostName: z.string(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  status: applicationStatusSchema,
  recommendation: z.string().nullable(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationIdParamsSchema = z.object({ id: entityIdSchema('application') });

/**
 * POST /api/listing_applications (docs/product.md#calls): the host is the signed-in user, the property
 * theirs.
 */
export const applicationCreateSchema = z.object({
  hostId: entityIdSchema('host'),
  propertyId: entityIdSchema('property'),
});
export type ApplicationCreate = z.infer<typeof applicationCreateSchema>;

/** Query strings from forms carry empty fields as `field=`: they mean "no filter". */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const APPLICATION_STATUS_FILTERS = [...APPLICATION_STATUSES, 'all'] as const;
export const APPLICATION_SORTS = ['id', 'createdAt', 'status'] as const;

/**
 * GET /api/listing_applications. `status` omitted (or 'all') lists every status; the screen's default filter
 * is 'pending' (docs/product.md#filters). startDate and endDate are calendar days in Kigali, both inclusive.
 */
export const applicationListQuerySchema = z
  .object({
    status: optionalQuery(z.enum(APPLICATION_STATUS_FILTERS, { error: M.invalidStatusFilter })),
    startDate: optionalQuery(calendarDateSchema),
    endDate: optionalQuery(calendarDateSchema),
    search: optionalQuery(z.string().trim().max(100, { error: M.searchTooLong })),
    sort: z.enum(APPLICATION_SORTS).default('id'),
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .extend(pageQuerySchema.shape)
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: M.dateOrder,
    path: ['endDate'],
  });
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/**
 * PUT /api/listing_applications/{id} (docs/product.md#calls): exactly one of `status` (accept or reject) or
 * `recommendation` (an empty text clears it); a rejection may also carry its reason as `recommendation`, and
 * needs one unless the application already has a recommendation.
 */
export const applicationUpdateSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: M.invalidStatus }).optional(),
    recommendation: z
      .string({ error: M.recommendationText })
      .trim()
      .max(RECOMMENDATION_MAX, { error: M.recommendationTooLong })
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    // A rejection may carry its reason, written as the recommendation the host reads.
    if (body.status === 'rejected') return;
    const sent = [body.status, body.recommendation].filter((v) => v !== undefined).length;
    if (sent !== 1)
      ctx.addIssue({ code: 'custom', message: sent === 0 ? M.statusOrRecommendation : M.notBoth });
  });
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

export const applicationListResponseSchema = z.object({
  applications: z.array(applicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;

/** The answer of POST (201) and PUT (200). */
export const applicationResponseSchema = z.object({ message: z.string(), application: applicationSchema });
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;
