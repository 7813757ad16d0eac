// A valid listing, its room types and pictures, and the multipart body a browser's FormData sends: what the
// listing tests submit (POST /api/properties).
import sharp from 'sharp';
import type { ListingInput, RoomTypeInput } from '@ikaze/domain';

export const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
export const png = (width = 400, height = 300) => image(width, height).png().toBuffer();
export const jpeg = (width = 400, height = 300) => image(width, height).jpeg().toBuffer();

export const roomType = (overrides: Partial<RoomTypeInput> = {}): RoomTypeInput => ({
  title: 'double',
  price: 45_000,
  discount: 10,
  facilities: ['wifi', 'tv'],
  remainingRoomCount: 4,
  bedInformation: '1 queen bed',
  queenBed: 1,
  ...overrides,
});

export const validListing = (overrides: Partial<ListingInput> = {}): ListingInput => ({
  name: 'Lake Kivu Lodge',
  description: 'Rooms above the lake with a garden and breakfast on the terrace.',
  accommodationType: 'guest_house',
  location: {
    address: 'Avenue de la Production, Rubavu',
    city: 'Rubavu',
    country: 'Rwanda',
    markerPosition: { lat: -1.6792, lng: 29.2582 },
  },
  amenities: ['wifi', 'parking'],
  services: { roomService: false, laundry: true, breakfast: true, customService: false },
  languages: { english: true, french: true, swahili: false, kinyarwanda: true },
  rules: {
    noSmoking: true,
    noPets: false,
    childrenAllowed: true,
    partiesAllowed: false,
    checkInTime: '14:00',
    checkOutTime: '11:00',
    quietHours: { start: '22:00', end: '07:00' },
    ecoFriendlyPractices: true,
    maxGuests: 6,
  },
  rate_plan: 'flexible',
  hostInfo: {
    hostName: 'Aline Uwase',
    hostPhone: '0788123456',
    momoCode: '123456',
    bankAccountNumber: '4001-2233-4455',
    hostShortDescription: 'Born in Gisenyi, happy to show you the lake.',
  },
  rating: 0,
  roomTypes: [roomType()],
  ...overrides,
});

export type Upload = { name: string; data: Buffer; type?: string };

/** A multipart body as a browser's FormData sends it: `data` first, then the `images`. */
export async function multipart(data: unknown, files: Upload[] = [], dataField = 'data') {
  const form = new FormData();
  if (data !== undefined) form.append(dataField, typeof data === 'string' ? data : JSON.stringify(data));
  for (const file of files)
    form.append('images', new Blob([file.data], { type: file.type ?? 'image/jpeg' }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}
