// The listing wizard's values: the shape of listingFormSchema (packages/domain), with what a form needs while
// it is being filled in: selects that start empty, room types as the ids POST /api/room_types answered, the
// chosen File objects, and a checkbox that starts unticked.
import { LISTING_DEFAULTS, type ListingData, type User } from '@ikaze/domain';

/** The country the form starts with: a stored value the host may change, not screen text. */
const DEFAULT_COUNTRY = 'Rwanda';

export interface ListingFormValues {
  name: ListingData['name'];
  description: ListingData['description'];
  accommodationType: ListingData['accommodationType'] | '';
  location: ListingData['location'];
  rate_plan: ListingData['rate_plan'] | '';
  /** Ids of room types created through the room-type dialog. */
  roomTypes: number[];
  amenities: ListingData['amenities'];
  services: ListingData['services'];
  languages: ListingData['languages'];
  rules: ListingData['rules'];
  hostInfo: ListingData['hostInfo'];
  pictures: File[];
  confirmed: boolean;
}

/**
 * The listing's defaults (docs/product.md#constants): check-in 14:00, check-out 11:00, quiet hours 22:00 to
 * 07:00, marker at -1.9697, 30.0644.
 */
export function defaultListingValues(user?: User | null): ListingFormValues {
  return {
    name: '',
    description: '',
    accommodationType: '',
    location: {
      address: '',
      city: '',
      country: DEFAULT_COUNTRY,
      markerPosition: { ...LISTING_DEFAULTS.markerPosition },
    },
    rate_plan: '',
    roomTypes: [],
    amenities: [],
    services: { roomService: false, laundry: false, breakfast: false, customService: false },
    languages: { english: false, french: false, swahili: false, kinyarwanda: false },
    rules: {
      noSmoking: false,
      noPets: false,
      childrenAllowed: false,
      partiesAllowed: false,
      checkInTime: LISTING_DEFAULTS.checkInTime,
      checkOutTime: LISTING_DEFAULTS.checkOutTime,
      quietHours: { ...LISTING_DEFAULTS.quietHours },
      ecoFriendlyPractices: false,
      payAtProperty: true,
      maxGuests: 2,
    },
    // The host profile starts from the account: most hosts list under their own name and number.
    hostInfo: {
      hostName: user ? `${user.FirstName} ${user.LastName}`.trim() : '',
      hostPhone: user?.PhoneNumber ?? '',
      momoCode: user?.MomoCode ?? '',
      bankAccountNumber: user?.BankAccountNumber ?? '',
      hostShortDescription: user?.ShortDescription ?? '',
    },
    pictures: [],
    confirmed: false,
  };
}
