// The demo listings, written by hand: names, places, owners and descriptions. properties.ts derives the rest
// (coordinates, room types, prices, amenities...) from them with the seeded generator.
import type { AccommodationType, ApplicationStatus } from '@ikaze/domain';
import type { PlaceKey } from './places.ts';

export type Tier = 'budget' | 'mid' | 'luxury';

export interface Listing {
  name: string;
  type: AccommodationType;
  place: PlaceKey;
  /** The owner's username (users.ts). */
  host: string;
  status: ApplicationStatus;
  tier: Tier;
  /** Rented as a whole: one room type titled WHOLE_PROPERTY_CODE. */
  whole?: { bedrooms: number; washrooms: number; kitchens: number };
  pool?: boolean;
  /** Left without pictures to show the default picture. */
  noPictures?: boolean;
  /** The admin's note on the application. */
  recommendation?: string;
  description: string;
}

/** The listing whose every room is held for FULLY_BOOKED_STAY (bookings.ts): a dated search must hide it. */
export const FULLY_BOOKED_LISTING = 'Kinigi Gorilla Guest House';

export const LISTINGS: readonly Listing[] = [
  // ---------------------------------------------------------------- Kigali
  {
    name: 'Kiyovu Heights Hotel',
    type: 'hotel',
    place: 'kiyovu',
    host: 'host',
    status: 'approved',
    tier: 'luxury',
    pool: true,
    recommendation: 'Complete listing with clear pictures. Approved.',
    description:
      'A calm hotel on Kiyovu hill, five minutes from the city centre. Rooftop terrace with views over Nyarugenge, an outdoor pool and a restaurant serving coffee from the southern hills.',
  },
  {
    name: 'Urugo Apartments Kiyovu',
    type: 'apartment',
    place: 'kiyovu',
    host: 'host2',
    status: 'approved',
    tier: 'mid',
    description:
      'Bright furnished apartments on a quiet Kiyovu street, with fast Wi-Fi, a fitted kitchen and a balcony facing Mount Kigali. Ideal for business stays near the ministries and banks.',
  },
  {
    name: 'Inzu Nziza Guest House',
    type: 'guest_house',
    place: 'kiyovu',
    host: 'host',
    status: 'approved',
    tier: 'budget',
    description:
      'A family-run guest house with a flowering garden, home-cooked breakfast and a warm welcome in Kinyarwanda, French or English. The city centre is a ten-minute walk away.',
  },
  {
    name: 'Kimihurura Garden Villa',
    type: 'apartment',
    place: 'kimihurura',
    host: 'host2',
    status: 'approved',
    tier: 'luxury',
    pool: true,
    whole: { bedrooms: 4, washrooms: 3, kitchens: 1 },
    description:
      'Rent the whole four-bedroom villa in leafy Kimihurura: a private garden and pool, three washrooms and a large kitchen, close to the Kigali Convention Centre and the best restaurants in town.',
  },
  {
    name: 'Convention View Hotel',
    type: 'hotel',
    place: 'kimihurura',
    host: 'host',
    status: 'approved',
    tier: 'luxury',
    description:
      'Modern business hotel overlooking the Convention Centre dome. Meeting rooms, a gym, a cocktail bar and an airport shuttle; Kigali International Airport is 15 minutes away.',
  },
  {
    name: 'Amahoro Suites',
    type: 'apartment',
    place: 'kimihurura',
    host: 'sbizimana',
    status: 'approved',
    tier: 'mid',
    description:
      'Serviced suites with kitchenettes and daily housekeeping, on a quiet Kimihurura street near restaurants and embassies.',
  },
  {
    name: 'Nyarutarama Lake View Hotel',
    type: 'hotel',
    place: 'nyarutarama',
    host: 'host2',
    status: 'approved',
    tier: 'luxury',
    pool: true,
    description:
      'Upscale hotel above the golf course and the Nyarutarama lake. Spa, outdoor pool, tennis court and a terrace restaurant with sunset views over the hills of Gasabo.',
  },
  {
    name: 'Golf Hill Penthouse',
    type: 'apartment',
    place: 'nyarutarama',
    host: 'host',
    status: 'approved',
    tier: 'luxury',
    whole: { bedrooms: 3, washrooms: 2, kitchens: 1 },
    description:
      'The whole top-floor penthouse: three bedrooms, an open living room, a wrap-around balcony facing the golf course, two washrooms and a full kitchen. Secure parking and a lift.',
  },
  {
    name: 'Isimbi Residence',
    type: 'apartment',
    place: 'nyarutarama',
    host: 'host2',
    status: 'approved',
    tier: 'mid',
    description:
      'Quiet one- and two-bedroom apartments near the Kigali Heights shopping area, with Wi-Fi, weekly cleaning and a small gym for residents.',
  },
  {
    name: 'Kacyiru Business Hotel',
    type: 'hotel',
    place: 'kacyiru',
    host: 'host',
    status: 'approved',
    tier: 'mid',
    description:
      'Practical hotel close to the ministries and embassies. Work desks in every room, a conference hall, fast Wi-Fi and a breakfast buffet from 6 am.',
  },
  {
    name: 'Umucyo Guest House',
    type: 'guest_house',
    place: 'kacyiru',
    host: 'sbizimana',
    status: 'approved',
    tier: 'budget',
    description:
      'Simple, clean rooms in a bright house with a shared lounge and kitchen. Good value for travellers on a budget visiting Kacyiru.',
  },
  {
    name: 'Remera Gateway Hotel',
    type: 'hotel',
    place: 'remera',
    host: 'host2',
    status: 'approved',
    tier: 'mid',
    description:
      'Ten minutes from Kigali International Airport and steps from Amahoro Stadium. Airport transfers, a rooftop grill and soundproofed rooms for early flights.',
  },
  {
    name: 'Akeza Apartments',
    type: 'apartment',
    place: 'remera',
    host: 'host',
    status: 'approved',
    tier: 'budget',
    description:
      'Affordable studios and family apartments near the Remera bus park and the Kigali Arena, with kitchenettes, Wi-Fi and 24-hour security.',
  },
  {
    name: 'Remera Backpackers Guest House',
    type: 'guest_house',
    place: 'remera',
    host: 'host2',
    status: 'approved',
    tier: 'budget',
    description:
      'Sociable guest house with private rooms, a garden bar and bicycle hire. Buses and moto taxis to the city centre leave from the corner.',
  },
  {
    name: 'Kicukiro Comfort Inn',
    type: 'hotel',
    place: 'kicukiro',
    host: 'host',
    status: 'approved',
    tier: 'mid',
    description:
      'Comfortable hotel in the quiet residential streets of Kicukiro, on the road to Bugesera. Restaurant, parking and a garden terrace.',
  },
  {
    name: 'Gahanga Hill Apartments',
    type: 'apartment',
    place: 'kicukiro',
    host: 'host2',
    status: 'approved',
    tier: 'budget',
    noPictures: true,
    description:
      'Two-bedroom apartments with views over the Nyabarongo valley. Full kitchens, parking and a play area for children.',
  },
  {
    name: 'Nyamirambo Corner Guest House',
    type: 'guest_house',
    place: 'nyamirambo',
    host: 'host',
    status: 'approved',
    tier: 'budget',
    description:
      "Stay in Kigali's liveliest neighbourhood: colourful streets, the Green Mosque and the best brochettes in town. Rooftop breakfast with views over the valley.",
  },
  {
    name: 'Mount Kigali Lodge',
    type: 'hotel',
    place: 'nyamirambo',
    host: 'host2',
    status: 'approved',
    tier: 'mid',
    description:
      'A small hotel on the slopes of Mount Kigali with a panoramic terrace, a restaurant and guided walks to the summit.',
  },
  // ---------------------------------------------------------------- Musanze
  {
    name: 'Virunga Gate Lodge',
    type: 'hotel',
    place: 'kinigi',
    host: 'virunga_homes',
    status: 'approved',
    tier: 'luxury',
    description:
      'Stone cottages at the foot of the Virunga volcanoes, ten minutes from the Kinigi park headquarters. Fireplaces in every room, early breakfast before gorilla treks and a spa for tired legs.',
  },
  {
    name: FULLY_BOOKED_LISTING,
    type: 'guest_house',
    place: 'kinigi',
    host: 'virunga_homes',
    status: 'approved',
    tier: 'budget',
    description:
      'A cosy guest house with views of Mount Sabyinyo, hot showers, packed lunches for trekking days and a fire pit in the evening.',
  },
  {
    name: 'Ruhengeri Central Hotel',
    type: 'hotel',
    place: 'musanze',
    host: 'host',
    status: 'approved',
    tier: 'mid',
    description:
      'Modern hotel in Musanze town, near the market and the road to the volcanoes. Restaurant, parking and trekking permits arranged at the desk.',
  },
  {
    name: 'Muhabura View Apartments',
    type: 'apartment',
    place: 'musanze',
    host: 'host2',
    status: 'approved',
    tier: 'mid',
    description:
      'Furnished apartments facing Mount Muhabura, a good base for the Musanze caves, the twin lakes Burera and Ruhondo, and Volcanoes National Park.',
  },
  {
    name: 'Sabyinyo Family Cottage',
    type: 'guest_house',
    place: 'kinigi',
    host: 'virunga_homes',
    status: 'approved',
    tier: 'mid',
    whole: { bedrooms: 3, washrooms: 2, kitchens: 1 },
    description:
      'Rent the whole farmhouse cottage: three bedrooms, a kitchen, two washrooms and a garden with a view of three volcanoes. Perfect for families and trekking groups.',
  },
  // ---------------------------------------------------------------- Rubavu (Gisenyi)
  {
    name: 'Lake Kivu Serenity Hotel',
    type: 'hotel',
    place: 'rubavu',
    host: 'kivu_stays',
    status: 'approved',
    tier: 'luxury',
    pool: true,
    recommendation: 'Beautiful property. Please keep the rate plan up to date.',
    description:
      'Beachfront hotel on the shore of Lake Kivu with a sandy beach, a pool, kayaks and a restaurant serving fresh sambaza. Sunsets over the lake from every balcony.',
  },
  {
    name: 'Gisenyi Beach Apartments',
    type: 'apartment',
    place: 'rubavu',
    host: 'kivu_stays',
    status: 'approved',
    tier: 'mid',
    description:
      'Apartments a short walk from the public beach and the Rubavu market, with kitchens, lake-view balconies and bicycles for the Congo Nile Trail.',
  },
  {
    name: 'Inyange Guest House',
    type: 'guest_house',
    place: 'rubavu',
    host: 'host',
    status: 'approved',
    tier: 'budget',
    description:
      'A peaceful guest house in a garden of palm trees, two blocks from the lake. Coffee from the nearby washing stations and a hammock for lazy afternoons.',
  },
  {
    name: 'Kivu Sunset Villa',
    type: 'guest_house',
    place: 'rubavu',
    host: 'kivu_stays',
    status: 'approved',
    tier: 'luxury',
    pool: true,
    whole: { bedrooms: 4, washrooms: 3, kitchens: 1 },
    description:
      'The whole lakeside villa: four bedrooms, three washrooms, a kitchen, a private jetty and a pool. Ideal for families and friends visiting Rubavu.',
  },
  {
    name: 'Rubavu Hills Hotel',
    type: 'hotel',
    place: 'rubavu',
    host: 'host2',
    status: 'approved',
    tier: 'mid',
    description:
      'A hillside hotel above Gisenyi town with views over Lake Kivu, a garden restaurant and a free shuttle to the beach.',
  },
  // ---------------------------------------------------------------- Karongi (Kibuye)
  {
    name: 'Kibuye Bay Lodge',
    type: 'hotel',
    place: 'karongi',
    host: 'kivu_stays',
    status: 'approved',
    tier: 'mid',
    description:
      'Terraced lodge on the Kibuye peninsula with boat trips to Napoleon and Amahoro islands, a lakeside restaurant and swimming from the jetty.',
  },
  {
    name: 'Karongi Lake House',
    type: 'apartment',
    place: 'karongi',
    host: 'host',
    status: 'approved',
    tier: 'mid',
    whole: { bedrooms: 2, washrooms: 2, kitchens: 1 },
    description:
      'The whole lake house: two bedrooms, two washrooms, a kitchen and a deck over the water. Kayaks and life jackets included.',
  },
  {
    name: 'Bethanie Hillside Guest House',
    type: 'guest_house',
    place: 'karongi',
    host: 'kivu_stays',
    status: 'approved',
    tier: 'budget',
    description: 'Simple rooms with lake views and a quiet garden, a ten-minute walk from Karongi town.',
  },
  // ---------------------------------------------------------------- Nyanza
  {
    name: 'Royal Palace Inn',
    type: 'hotel',
    place: 'nyanza',
    host: 'southern_hosts',
    status: 'approved',
    tier: 'mid',
    description:
      "Near the King's Palace Museum at Rukari and its long-horned Inyambo cattle. Traditional dance evenings, a restaurant and large gardens.",
  },
  {
    name: 'Nyanza Heritage Guest House',
    type: 'guest_house',
    place: 'nyanza',
    host: 'southern_hosts',
    status: 'approved',
    tier: 'budget',
    description:
      'A family guest house close to the Rwesero art museum, with Rwandan home cooking and guides for the royal heritage sites.',
  },
  // ---------------------------------------------------------------- Rusizi
  {
    name: 'Cyangugu Lakeside Hotel',
    type: 'hotel',
    place: 'rusizi',
    host: 'kivu_stays',
    status: 'approved',
    tier: 'mid',
    pool: true,
    description:
      'On the southern tip of Lake Kivu, with a pool above the water, a fish restaurant and easy access to Nyungwe Forest National Park.',
  },
  {
    name: 'Kamembe Airport Apartments',
    type: 'apartment',
    place: 'rusizi',
    host: 'host2',
    status: 'approved',
    tier: 'budget',
    description:
      'Practical apartments near Kamembe airport and the market, with kitchens and parking. Good for travellers heading to Nyungwe.',
  },
  {
    name: 'Rusizi Riverside Guest House',
    type: 'guest_house',
    place: 'rusizi',
    host: 'host',
    status: 'approved',
    tier: 'budget',
    description:
      'A quiet guest house near the Rusizi river with a veranda, home-cooked meals and day trips to the Nyungwe canopy walkway.',
  },
  // ---------------------------------------------------------------- Kayonza
  {
    name: 'Akagera Savanna Lodge',
    type: 'hotel',
    place: 'kayonza',
    host: 'host2',
    status: 'approved',
    tier: 'luxury',
    pool: true,
    description:
      'Thatched cottages on the edge of Akagera National Park. Game drives at dawn, boat trips on Lake Ihema and a pool overlooking the savanna.',
  },
  {
    name: 'Kayonza Crossroads Hotel',
    type: 'hotel',
    place: 'kayonza',
    host: 'host',
    status: 'approved',
    tier: 'budget',
    description:
      'A clean, friendly hotel where the roads to Akagera and Tanzania meet, with a restaurant, parking and early breakfast on safari days.',
  },
  {
    name: 'Muhazi Shore Cottages',
    type: 'guest_house',
    place: 'kayonza',
    host: 'host2',
    status: 'approved',
    tier: 'mid',
    description:
      'Cottages on the eastern shore of Lake Muhazi near Gahini, with a jetty, grilled tilapia for lunch and excellent birdwatching.',
  },
  // ---------------------------------------------------------------- Rwamagana
  {
    name: 'Rwamagana Green Hotel',
    type: 'hotel',
    place: 'rwamagana',
    host: 'host',
    status: 'approved',
    tier: 'mid',
    description:
      'A calm hotel in the town centre with a garden, a conference room and a restaurant, one hour from Kigali on the road to Akagera.',
  },
  {
    name: 'Muhazi Breeze Guest House',
    type: 'guest_house',
    place: 'rwamagana',
    host: 'host2',
    status: 'approved',
    tier: 'budget',
    noPictures: true,
    description: 'A small guest house near Lake Muhazi with boat rides, grilled fish and quiet rooms.',
  },
  // ---------------------------------------------------------------- Huye (Butare)
  {
    name: 'Huye University Hotel',
    type: 'hotel',
    place: 'huye',
    host: 'southern_hosts',
    status: 'approved',
    tier: 'mid',
    description:
      'Close to the University of Rwanda campus and the Ethnographic Museum. Conference hall, restaurant and a garden for evening drinks.',
  },
  {
    name: 'Butare Coffee Hills Guest House',
    type: 'guest_house',
    place: 'huye',
    host: 'southern_hosts',
    status: 'approved',
    tier: 'budget',
    description:
      'A guest house among coffee farms, with tours of the washing station and Huye coffee served with breakfast.',
  },
  {
    name: 'Huye Green Apartments',
    type: 'apartment',
    place: 'huye',
    host: 'host',
    status: 'approved',
    tier: 'budget',
    description:
      'Furnished apartments for students, researchers and families, with kitchens and fast Wi-Fi, near the main road to Nyungwe.',
  },
  // ---------------------------------------------------------------- waiting for review
  {
    name: 'Kicukiro Skyline Apartments',
    type: 'apartment',
    place: 'kicukiro',
    host: 'host',
    status: 'pending',
    tier: 'mid',
    description:
      'New apartments with a rooftop terrace and views over the Kicukiro hills, ten minutes from the airport road.',
  },
  {
    name: 'Rubavu Pearl Hotel',
    type: 'hotel',
    place: 'rubavu',
    host: 'host2',
    status: 'pending',
    tier: 'luxury',
    pool: true,
    recommendation: 'Please add pictures of the rooms and the pool before we review.',
    description:
      'A new lakefront hotel with an infinity pool, a spa and a restaurant on the beach of Lake Kivu.',
  },
  {
    name: 'Huye Meadow Guest House',
    type: 'guest_house',
    place: 'huye',
    host: 'southern_hosts',
    status: 'pending',
    tier: 'budget',
    description: 'A quiet guest house with a vegetable garden, near the Huye arboretum.',
  },
  {
    name: 'Rwamagana Lakeview Apartments',
    type: 'apartment',
    place: 'rwamagana',
    host: 'host',
    status: 'pending',
    tier: 'mid',
    recommendation: 'Check the map marker: it points to the town centre, not to the lake.',
    description: 'Two-bedroom apartments with balconies facing Lake Muhazi and a shared garden.',
  },
  // ---------------------------------------------------------------- rejected
  {
    name: 'Nyamirambo Budget Rooms',
    type: 'guest_house',
    place: 'nyamirambo',
    host: 'host2',
    status: 'rejected',
    tier: 'budget',
    noPictures: true,
    recommendation:
      'The address could not be verified. Please add the street and house number and submit again.',
    description: 'Cheap rooms close to the Nyamirambo stadium.',
  },
  {
    name: 'Akagera Tented Camp',
    type: 'hotel',
    place: 'kayonza',
    host: 'host',
    status: 'rejected',
    tier: 'luxury',
    recommendation: 'The pictures do not show the listed property. Please upload photos of the actual tents.',
    description: 'Luxury safari tents with a view of the plains of Akagera.',
  },
  {
    name: 'Musanze Quick Stay',
    type: 'apartment',
    place: 'musanze',
    host: 'virunga_homes',
    status: 'rejected',
    tier: 'budget',
    description: 'Rooms.',
  },
];
