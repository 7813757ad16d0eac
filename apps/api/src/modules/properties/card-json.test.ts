// Cards written from their listing's remembered JSON give exactly JSON.stringify's text (card-json.ts).
import { describe, expect, it } from 'vitest';
import type { PropertyCard } from '@ikaze/domain';
import { rememberCardJson, stringifySearchAnswer } from './card-json.ts';

function card(id: number, name: string, stay: PropertyCard['stay']): PropertyCard {
  return {
    id,
    name,
    pictures: ['/media/pictures/a-1280.webp'],
    pictureSet: [],
    rating: 4.5,
    reviewCount: 2,
    accommodationType: 'hotel',
    location: {
      address: 'KN 5 Rd, "Kiyovu"',
      city: 'Kigali',
      country: 'Rwanda',
      markerPosition: { lat: -1.95, lng: 30.06 },
    },
    stay,
    roomTypes: [{ id: id * 10, title: 'Double ,"stay":null, room', price: 40_000, discount: 5 }],
  };
}

describe('stringifySearchAnswer', () => {
  it('writes a page of cards as JSON.stringify does, whatever their names hold and whatever the stay', () => {
    const row = {};
    const first = card(1, 'Inzu ,"stay":null, "Nziza" \\ ü', {
      nightlyAverage: 1,
      total: 2,
      nights: 2,
      roomTypeId: 10,
    });
    rememberCardJson(first, row);
    // The same listing row for another stay: only the stay differs.
    const again = card(1, 'Inzu ,"stay":null, "Nziza" \\ ü', null);
    rememberCardJson(again, row);
    const other = card(2, 'Lake view', { nightlyAverage: 30_000, total: 90_000, nights: 3, roomTypeId: 20 });
    rememberCardJson(other, {});
    const unknown = card(3, 'Not remembered', null);
    for (const page of [[first], [again, other], [first, unknown, other]])
      expect(stringifySearchAnswer(page)).toBe(JSON.stringify(page));
  });

  it('leaves anything that is not a page of cards to JSON.stringify', () => {
    for (const data of [[], [{ id: 1 }], { a: 1 }, 'text', null])
      expect(stringifySearchAnswer(data)).toBe(JSON.stringify(data));
  });
});
