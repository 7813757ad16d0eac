// GET /api/properties/{id}/reviews for the property page's section. No zod here (like the other guest pages'
// queries, lib/queries/properties.ts): the server validates every answer with propertyReviewsSchema, and a
// light shape check guards against a body that is not ours.
import type { PropertyReviews } from '@ikaze/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR } from '@/lib/api';
import { api } from '@/lib/api-client';
import { reviewKeys, type ReviewPageQuery } from './keys';

function isPropertyReviews(value: unknown): value is PropertyReviews {
  if (!value || typeof value !== 'object') return false;
  const answer = value as Record<string, unknown>;
  return (
    typeof answer.count === 'number' &&
    Array.isArray(answer.reviews) &&
    typeof answer.distribution === 'object' &&
    typeof answer.subscores === 'object'
  );
}

export function propertyReviewsQueryOptions(propertyId: number, query: ReviewPageQuery) {
  return queryOptions({
    queryKey: reviewKeys.property(propertyId, query),
    queryFn: async ({ signal }) => {
      const answer: unknown = await api.get('/api/properties/{id}/reviews', {
        params: { id: propertyId },
        query,
        signal,
      });
      if (!isPropertyReviews(answer)) throw new ApiError(200, GENERIC_ERROR, undefined, false);
      return answer;
    },
  });
}
