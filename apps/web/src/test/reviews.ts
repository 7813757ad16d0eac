// Answers of the reviews API for the screens' tests, shaped by the shared schemas.
import type { ModeratedReview, PropertyReviews, PublicReview, Review } from '@ikaze/domain';

export function publicReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: 1,
    overall: 5,
    cleanliness: 5,
    location: 4,
    value: 4,
    welcome: 5,
    text: 'Amazing view of Lake Kivu.\nThe staff welcomed us with tea.',
    authorFirstName: 'Aline',
    stayMonth: '2026-10',
    roomTypeName: 'double',
    createdAt: '2026-10-20T08:00:00.000Z',
    updatedAt: '2026-10-20T08:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

export function review(overrides: Partial<Review> = {}): Review {
  return {
    ...publicReview(),
    bookingId: 12,
    propertyId: 5,
    propertyName: 'Kivu Sunset Villa',
    status: 'published',
    hiddenReason: null,
    editableUntil: '2026-10-30',
    canEdit: false,
    canReply: false,
    ...overrides,
  };
}

export function moderatedReview(overrides: Partial<ModeratedReview> = {}): ModeratedReview {
  return { ...review(), reportCount: 0, reports: [], ...overrides };
}

export function propertyReviews(overrides: Partial<PropertyReviews> = {}): PropertyReviews {
  const reviews = overrides.reviews ?? [publicReview()];
  return {
    average: 4.6,
    count: 12,
    distribution: { '1': 0, '2': 1, '3': 0, '4': 2, '5': 9 },
    subscores: { cleanliness: 4.8, location: 4.5, value: 4, welcome: 5 },
    page: 1,
    pageSize: 3,
    total: 12,
    ...overrides,
    reviews,
  };
}
