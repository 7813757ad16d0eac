// The review window and the review forms' bounds, as the web's forms and the API check them
// (docs/product.md#reviews).
import { describe, expect, it } from 'vitest';
import {
  REVIEW_MESSAGES,
  replyEditable,
  reviewInputSchema,
  reviewStatusUpdateSchema,
  reviewWindowClosesOn,
  reviewWindowOf,
} from './review.ts';

describe('reviewWindowOf', () => {
  it('opens the day after check-out and closes after the 14th day, across months and years', () => {
    const checkOut = '2026-12-25';
    expect(reviewWindowOf(checkOut, '2026-12-20')).toBe('not_open');
    expect(reviewWindowOf(checkOut, '2026-12-25')).toBe('not_open');
    expect(reviewWindowOf(checkOut, '2026-12-26')).toBe('open');
    expect(reviewWindowOf(checkOut, '2027-01-08')).toBe('open');
    expect(reviewWindowOf(checkOut, '2027-01-09')).toBe('closed');
    expect(reviewWindowClosesOn(checkOut)).toBe('2027-01-08');
  });
});

describe('replyEditable', () => {
  it('for 7 days after the reply was first written', () => {
    const written = new Date('2026-11-01T10:00:00Z');
    expect(replyEditable(written, new Date('2026-11-08T09:59:59Z'))).toBe(true);
    expect(replyEditable(written, new Date('2026-11-08T10:00:00Z'))).toBe(false);
  });
});

describe('reviewInputSchema', () => {
  const valid = { overall: 5, cleanliness: 4, location: 5, value: 3, welcome: 5, text: 'a'.repeat(20) };

  it('takes scores 1 to 5 and a trimmed text of 20 to 2,000 characters', () => {
    expect(reviewInputSchema.parse({ ...valid, text: `  ${'Murakoze cyane! '.repeat(2)} ` }).text).toBe(
      'Murakoze cyane! Murakoze cyane!',
    );
    expect(reviewInputSchema.safeParse({ ...valid, text: '🦍'.repeat(2000) }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ ...valid, text: '🦍'.repeat(2001) }).success).toBe(false);
  });

  it('names the first rule broken', () => {
    const short = reviewInputSchema.safeParse({ ...valid, text: `   ${'a'.repeat(19)}   ` });
    expect(short.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.textLength({ min: 20, max: 2000 }));
    for (const overall of [0, 6, 4.5, '5'])
      expect(reviewInputSchema.safeParse({ ...valid, overall }).error?.issues[0]?.message).toBe(
        REVIEW_MESSAGES.score({ min: 1, max: 5 }),
      );
  });
});

describe('reviewStatusUpdateSchema', () => {
  it('needs a reason of 5 to 500 characters to hide, none to publish', () => {
    expect(reviewStatusUpdateSchema.safeParse({ status: 'hidden' }).success).toBe(false);
    expect(reviewStatusUpdateSchema.safeParse({ status: 'hidden', reason: '  ok  ' }).success).toBe(false);
    expect(reviewStatusUpdateSchema.parse({ status: 'hidden', reason: '  Spam link.  ' })).toEqual({
      status: 'hidden',
      reason: 'Spam link.',
    });
    expect(reviewStatusUpdateSchema.parse({ status: 'published' })).toEqual({
      status: 'published',
      reason: undefined,
    });
    expect(reviewStatusUpdateSchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});
