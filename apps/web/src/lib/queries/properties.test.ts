import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { completeStay, propertyListQuery } from './properties';

describe('property queries and guest URLs', () => {
  it('drops empty values and sorts lists, so equal searches share one cache entry', () => {
    expect(
      propertyListQuery({
        destination: 'Kigali',
        checkIn: undefined,
        services: ['wifi', 'breakfast'],
        beds: [],
        page: 1,
        pageSize: 20,
      }),
    ).toEqual({ destination: 'Kigali', services: 'breakfast,wifi', page: 1, pageSize: 20 });
  });

  it('asks for a stay only with both dates (tonight otherwise)', () => {
    expect(completeStay({ checkIn: '2099-01-01' })).toEqual({});
    expect(completeStay({ checkIn: '2099-01-01', checkOut: '2099-01-03' })).toEqual({
      checkIn: '2099-01-01',
      checkOut: '2099-01-03',
    });
  });

  it('keeps the whole search in the URL, defaults left out', () => {
    expect(paths.searchResults({ destination: 'Musanze', adults: 1, children: 0, rooms: 1, page: 1 })).toBe(
      '/search-results?destination=Musanze',
    );
    expect(
      paths.searchResults({
        destination: 'Musanze',
        checkIn: '2099-01-01',
        checkOut: '2099-01-03',
        adults: 2,
        children: 1,
        rooms: 2,
        minRating: 4,
        services: ['wifi', 'laundry'],
        beds: ['king'],
        page: 3,
      }),
    ).toBe(
      '/search-results?destination=Musanze&checkIn=2099-01-01&checkOut=2099-01-03&adults=2&children=1&rooms=2&minRating=4&services=wifi%2Claundry&beds=king&page=3',
    );
    expect(paths.accommodationDetail(7, { checkIn: '2099-01-01', checkOut: '2099-01-03', rooms: 2 })).toBe(
      '/accommodation-detail/7?checkIn=2099-01-01&checkOut=2099-01-03&rooms=2',
    );
    expect(paths.accommodationDetail(7)).toBe('/accommodation-detail/7');
  });
});
