// The cache keys of the reviews' queries: every change invalidates `reviewKeys.all`.
import type { AdminReviewFilter, ReviewSort } from './types';

export interface ReviewPageQuery {
  page: number;
  pageSize: number;
  sort: ReviewSort;
}

export const reviewKeys = {
  all: ['reviews'] as const,
  property: (propertyId: number, query: ReviewPageQuery) =>
    [...reviewKeys.all, 'property', propertyId, query] as const,
  one: (reviewId: number) => [...reviewKeys.all, 'one', reviewId] as const,
  host: (page: number) => [...reviewKeys.all, 'host', page] as const,
  admin: (status: AdminReviewFilter, page: number) => [...reviewKeys.all, 'admin', status, page] as const,
};
