// The reviews API's answers and bodies as the screens read them: the shared schemas' types
// (packages/domain/src/schemas/review.ts). Type-only imports and literal lists here: the property page's
// reviews section must not pull the schemas (and zod) into its chunk.
import type { AdminReviewListQuery, PublicReview, ReviewSort, ReviewSubscore } from '@ikaze/domain';

export type {
  AdminReviewList,
  HostReviewList,
  ModeratedReview,
  PropertyReviews,
  PublicReview,
  Review,
  ReviewInput,
  ReviewSort,
  ReviewStatusUpdate,
} from '@ikaze/domain';

export type AdminReviewFilter = AdminReviewListQuery['status'];

/** The sorts of the list, in the order the select offers them. */
export const SORTS = ['newest', 'highest', 'lowest'] as const satisfies readonly ReviewSort[];
export const SUBSCORES = [
  'cleanliness',
  'location',
  'value',
  'welcome',
] as const satisfies readonly ReviewSubscore[];
/** The overall score first, then the four sub-scores, as the form and the summary show them. */
export const SCORE_FIELDS = ['overall', ...SUBSCORES] as const satisfies ReadonlyArray<keyof PublicReview>;
export type ScoreField = (typeof SCORE_FIELDS)[number];
