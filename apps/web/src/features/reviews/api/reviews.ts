// The reviews API behind the forms and the dashboards (docs/product.md#reviews): one review, the host's and the
// admin's lists, the guest's review of a booking, the host's reply, reports and moderation, typed by the API's
// contract; every change refetches the reviews, the bookings (their review buttons) and the properties (their
// rating and count).
import type { ReviewInput } from '@ikaze/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody } from '@/lib/api-client';
import { reviewKeys } from './keys';
import type { AdminReviewFilter } from './types';

/** The body of PUT /api/reviews/{id}/status: a reason to hide, none needed to publish again. */
type ReviewStatusChange = ApiBody<'/api/reviews/{id}/status', 'put'>;

export function reviewQueryOptions(reviewId: number) {
  return queryOptions({
    queryKey: reviewKeys.one(reviewId),
    queryFn: ({ signal }) => api.get('/api/reviews/{id}', { params: { id: reviewId }, signal }),
  });
}

export function hostReviewsQueryOptions(page: number) {
  return queryOptions({
    queryKey: reviewKeys.host(page),
    queryFn: ({ signal }) => api.get('/api/host/reviews', { query: { page }, signal }),
  });
}

export function adminReviewsQueryOptions(status: AdminReviewFilter, page: number) {
  return queryOptions({
    queryKey: reviewKeys.admin(status, page),
    queryFn: ({ signal }) => api.get('/api/admin/reviews', { query: { status, page }, signal }),
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
    mutationFn: (review: ReviewInput) => {
      const request = { params: { id: bookingId }, body: review };
      return editing
        ? api.put('/api/bookings/{id}/review', request)
        : api.post('/api/bookings/{id}/review', request);
    },
    onSuccess: refresh,
  });
}

/** PUT /api/reviews/{id}/reply: writes or edits the host's reply. */
export function useSaveReply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: number; text: string }) =>
      api.put('/api/reviews/{id}/reply', { params: { id: reviewId }, body: { text } }),
    onSuccess: refresh,
  });
}

/** POST /api/reviews/{id}/reports. */
export function useReportReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: number; reason: string }) =>
      api.post('/api/reviews/{id}/reports', { params: { id: reviewId }, body: { reason } }),
    onSuccess: refresh,
  });
}

/** PUT /api/reviews/{id}/status: hides (a reason required) or publishes again. */
export function useSetReviewStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ reviewId, ...change }: ReviewStatusChange & { reviewId: number }) =>
      api.put('/api/reviews/{id}/status', { params: { id: reviewId }, body: change }),
    onSuccess: refresh,
  });
}

/** POST /api/reviews/{id}/reports/dismiss: the review stays published. */
export function useDismissReports() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reviewId: number) =>
      api.post('/api/reviews/{id}/reports/dismiss', { params: { id: reviewId } }),
    onSuccess: refresh,
  });
}
