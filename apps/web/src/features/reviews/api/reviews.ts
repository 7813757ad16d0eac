// The reviews API behind the forms and the dashboards (docs/product.md#reviews): one review, the host's and the
// admin's lists, the guest's review of a booking, the host's reply, reports and moderation. Every answer is
// checked with the shared schema; every change refetches the reviews, the bookings (their review buttons) and
// the properties (their rating and count).
import {
  adminReviewListSchema,
  hostReviewListSchema,
  reportCreatedSchema,
  reviewSchema,
  type ReviewInput,
  type reviewStatusUpdateSchema,
} from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { reviewKeys } from './keys';
import type { AdminReviewFilter } from './types';

/** The body of PUT /api/reviews/{id}/status: a reason to hide, none needed to publish again. */
type ReviewStatusChange = z.input<typeof reviewStatusUpdateSchema>;

export function reviewQueryOptions(reviewId: number) {
  return queryOptions({
    queryKey: reviewKeys.one(reviewId),
    queryFn: ({ signal }) => apiRequest(apiPaths.review(reviewId), { signal, schema: reviewSchema }),
  });
}

export function hostReviewsQueryOptions(page: number) {
  return queryOptions({
    queryKey: reviewKeys.host(page),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.hostReviews({ page }), { signal, schema: hostReviewListSchema }),
  });
}

export function adminReviewsQueryOptions(status: AdminReviewFilter, page: number) {
  return queryOptions({
    queryKey: reviewKeys.admin(status, page),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.adminReviews({ status, page }), { signal, schema: adminReviewListSchema }),
  });
}

/** After any change: every reviews list, the bookings (Write/Edit review) and the properties (rating, count). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [reviewKeys.all, ['bookings'], ['properties']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST (a new review) or PUT (an edit) /api/bookings/{id}/review. */
export function useSaveReview(bookingId: number, editing: boolean) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (review: ReviewInput) =>
      apiRequest(apiPaths.bookingReview(bookingId), {
        method: editing ? 'PUT' : 'POST',
        body: review,
        schema: reviewSchema,
      }),
    onSuccess: refresh,
  });
}

/** PUT /api/reviews/{id}/reply: writes or edits the host's reply. */
export function useSaveReply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: number; text: string }) =>
      apiRequest(apiPaths.reviewReply(reviewId), { method: 'PUT', body: { text }, schema: reviewSchema }),
    onSuccess: refresh,
  });
}

/** POST /api/reviews/{id}/reports. */
export function useReportReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: number; reason: string }) =>
      apiRequest(apiPaths.reviewReports(reviewId), {
        method: 'POST',
        body: { reason },
        schema: reportCreatedSchema,
      }),
    onSuccess: refresh,
  });
}

/** PUT /api/reviews/{id}/status: hides (a reason required) or publishes again. */
export function useSetReviewStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ reviewId, ...change }: ReviewStatusChange & { reviewId: number }) =>
      apiRequest(apiPaths.reviewStatus(reviewId), { method: 'PUT', body: change, schema: reviewSchema }),
    onSuccess: refresh,
  });
}

/** POST /api/reviews/{id}/reports/dismiss: the review stays published. */
export function useDismissReports() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reviewId: number) =>
      apiRequest(apiPaths.reviewReportsDismiss(reviewId), { method: 'POST', schema: reviewSchema }),
    onSuccess: refresh,
  });
}
