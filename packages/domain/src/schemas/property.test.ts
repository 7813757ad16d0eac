// The search query's price filters (docs/decisions/0023-calendar-and-rates.md).
import { describe, expect, it } from 'vitest';
import { PROPERTY_LIST_MESSAGES, propertySearchQuerySchema } from './property.ts';

const parse = (query: Record<string, string>) => propertySearchQuerySchema.safeParse(query);

describe('propertySearchQuerySchema: minPrice and maxPrice', () => {
  it('takes whole RWF from 0, both or either, equal bounds included; an empty field is no filter', () => {
    expect(parse({ minPrice: '0', maxPrice: '25000' }).data).toMatchObject({ minPrice: 0, maxPrice: 25_000 });
    expect(parse({ minPrice: '25000', maxPrice: '25000' }).success).toBe(true);
    const blank = parse({ minPrice: '', maxPrice: '' });
    expect(blank.success).toBe(true);
    expect(blank.data?.minPrice).toBeUndefined();
    expect(blank.data?.maxPrice).toBeUndefined();
  });

  it('refuses negative, fractional, non-numeric and too large prices, and a minimum above the maximum', () => {
    for (const value of ['-1', '1.5', 'cheap', '100000001']) {
      const result = parse({ maxPrice: value });
      expect(result.error?.issues[0]?.message, value).toBe(PROPERTY_LIST_MESSAGES.price);
    }
    const reversed = parse({ minPrice: '5000', maxPrice: '4000' });
    expect(reversed.error?.issues[0]).toMatchObject({
      message: PROPERTY_LIST_MESSAGES.priceOrder,
      path: ['maxPrice'],
    });
  });
});
