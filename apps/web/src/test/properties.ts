// Test data for the guest journey: properties that pass propertySchema, and a fetch stub that routes on the
// method, path and query (the list answers carry X-Total-Count like the API).
import type { Property, RoomType } from '@ikaze/domain';
import { vi } from 'vitest';

export function makeRoomType(overrides: Partial<RoomType> = {}): RoomType {
  return {
    id: 11,
    title: 'double',
    bedInformation: '1 king bed',
    price: 100_000,
    discount: 10,
    roomCount: 3,
    remainingRoomCount: 3,
    facilities: ['wifi', 'tv'],
    kingBed: 1,
    queenBed: 0,
    twinBed: 0,
    weekendPrice: null,
    minStay: 1,
    maxStay: null,
    ...overrides,
  };
}

export function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: 5,
    name: 'Kivu Sunset Villa',
    description: 'A villa on the lake.',
    pictures: ['/media/pictures/a-1280.webp', '/media/pictures/b-1280.webp', '/media/pictures/c-1280.webp'],
    pictureSet: ['a', 'b', 'c'].map((key) => ({
      url: `/media/pictures/${key}-1280.webp`,
      srcset: `/media/pictures/${key}-320.webp 320w, /media/pictures/${key}-1280.webp 1280w`,
      width: 1280,
      height: 853,
    })),
    rating: 4.6,
    reviewCount: 12,
    accommodationType: 'hotel',
    location: {
      address: 'Lake Kivu Beach Road, Rubavu (Gisenyi)',
      city: 'Rubavu',
      country: 'Rwanda',
      markerPosition: { lat: -1.7, lng: 29.25 },
    },
    amenities: ['wifi', 'parking'],
    services: { roomService: true, laundry: true, breakfast: true, customService: false },
    languages: { english: true, french: true, swahili: false, kinyarwanda: true },
    rules: {
      noSmoking: true,
      noPets: true,
      childrenAllowed: true,
      partiesAllowed: false,
      checkInTime: '14:00',
      checkOutTime: '11:00',
      quietHours: { start: '22:00', end: '07:00' },
      ecoFriendlyPractices: true,
      maxGuests: 4,
      payAtProperty: true,
    },
    rate_plan: 'non_refundable',
    ratePlans: [{ plan: 'non_refundable', discount: 10, freeCancellationDays: null, minNights: 1 }],
    roomTypes: [makeRoomType()],
    importantFacilities: ['wifi', 'tv'],
    stay: null,
    hostId: 2,
    host_id: 2,
    hostInfo: {
      hostName: 'Jean Habimana',
      hostPhone: null,
      momoCode: null,
      bankAccountNumber: null,
      hostShortDescription: 'Jean hosts guests.',
    },
    tax: null,
    status: true,
    isActive: true,
    reviewStatus: 'approved',
    created_at: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface StubRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}
export interface StubAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Stubs fetch with one router function; returns the requests seen. Unanswered requests get 404. */
export function stubFetch(route: (request: StubRequest) => StubAnswer | undefined) {
  const requests: StubRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const request: StubRequest = {
        method: init?.method ?? 'GET',
        url: new URL(href, 'http://localhost'),
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const answer = route(request) ?? { status: 404, body: { message: 'Not found.' } };
      return Promise.resolve(
        new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'content-type': 'application/json', ...answer.headers },
        }),
      );
    }),
  );
  return requests;
}
