// The demo's destinations: the product's popular destinations (docs/product.md#constants) plus Huye, with
// real coordinates. Kigali is split into neighbourhoods so that its properties spread over the city's hills.

/** Which demo pictures suit a place (see pictures.ts). */
export type Landscape = 'city' | 'lake' | 'volcano' | 'savanna' | 'hills';

export interface Place {
  /** The city as the listing form's city field holds it, and as searched. */
  city: string;
  /** How the address ends: 'Kiyovu, Kigali', 'Rubavu (Gisenyi)', so that both names find the place. */
  addressTail: string;
  lat: number;
  lng: number;
  /** How far (degrees) properties may lie from the centre; lakeside towns spread only inland. */
  latRange: readonly [number, number];
  lngRange: readonly [number, number];
  streets: readonly string[];
  landscape: Landscape;
}

const kigali = (neighbourhood: string, lat: number, lng: number, streets: readonly string[]): Place => ({
  city: 'Kigali',
  addressTail: `${neighbourhood}, Kigali`,
  lat,
  lng,
  latRange: [-0.004, 0.004],
  lngRange: [-0.004, 0.004],
  streets,
  landscape: 'city',
});

export const PLACES = {
  kiyovu: kigali('Kiyovu', -1.9525, 30.061, ['KN 3 Rd', 'KN 67 St', 'KN 14 Ave', 'KN 31 St']),
  kimihurura: kigali('Kimihurura', -1.9485, 30.089, ['KG 7 Ave', 'KG 549 St', 'KG 5 Ave', 'KG 568 St']),
  nyarutarama: kigali('Nyarutarama', -1.9368, 30.1045, ['KG 9 Ave', 'KG 303 St', 'KG 13 Ave', 'KG 311 St']),
  kacyiru: kigali('Kacyiru', -1.9405, 30.0785, ['KG 3 Ave', 'KG 567 St', 'KG 8 Ave']),
  remera: kigali('Remera', -1.9565, 30.1125, ['KG 11 Ave', 'KG 17 Ave', 'KG 201 St', 'KG 18 Ave']),
  kicukiro: kigali('Kicukiro', -1.983, 30.103, ['KK 15 Rd', 'KK 508 St', 'KK 3 Rd', 'KK 31 Ave']),
  nyamirambo: kigali('Nyamirambo', -1.979, 30.044, ['KN 2 Ave', 'KN 121 St', 'KN 135 St', 'KN 7 Rd']),
  musanze: {
    city: 'Musanze',
    addressTail: 'Musanze',
    lat: -1.499,
    lng: 29.634,
    latRange: [-0.008, 0.008],
    lngRange: [-0.008, 0.008],
    streets: ['Avenue de la Paix, Ruhengeri', 'Muhabura Road', 'Cyanika Road', 'Market Street, Ruhengeri'],
    landscape: 'volcano',
  },
  kinigi: {
    // Kinigi, at the gate of Volcanoes National Park, is in Musanze district.
    city: 'Musanze',
    addressTail: 'Kinigi, Musanze',
    lat: -1.4295,
    lng: 29.593,
    latRange: [-0.006, 0.006],
    lngRange: [-0.006, 0.006],
    streets: ['Kinigi Road', 'Volcanoes Park Road', 'Bisoke Lane'],
    landscape: 'volcano',
  },
  rubavu: {
    city: 'Rubavu',
    addressTail: 'Rubavu (Gisenyi)',
    lat: -1.6995,
    lng: 29.256,
    latRange: [-0.006, 0.006],
    lngRange: [0.002, 0.01],
    streets: [
      "Avenue de l'Indépendance",
      'Lake Kivu Beach Road',
      'Rue du Marché',
      'Avenue de la Coopération',
    ],
    landscape: 'lake',
  },
  karongi: {
    city: 'Karongi',
    addressTail: 'Karongi (Kibuye)',
    lat: -2.06,
    lng: 29.347,
    latRange: [-0.004, 0.004],
    lngRange: [0.001, 0.007],
    streets: ['Kibuye Peninsula Road', 'Lakeshore Road', 'Bethanie Road'],
    landscape: 'lake',
  },
  nyanza: {
    city: 'Nyanza',
    addressTail: 'Nyanza',
    lat: -2.351,
    lng: 29.742,
    latRange: [-0.007, 0.007],
    lngRange: [-0.007, 0.007],
    streets: ['Rukari Road', 'Nyanza–Huye Road', 'Mwima Hill Road'],
    landscape: 'hills',
  },
  rusizi: {
    city: 'Rusizi',
    addressTail: 'Kamembe, Rusizi',
    lat: -2.484,
    lng: 28.908,
    latRange: [-0.007, 0],
    lngRange: [0, 0.007],
    streets: ['Cyangugu Lakeshore Road', 'Kamembe Market Street', 'Rusizi Bridge Road'],
    landscape: 'lake',
  },
  kayonza: {
    city: 'Kayonza',
    addressTail: 'Kayonza',
    lat: -1.9005,
    lng: 30.508,
    latRange: [-0.01, 0.01],
    lngRange: [-0.01, 0.01],
    streets: ['RN3', 'Akagera Road', 'Kabarondo Road'],
    landscape: 'savanna',
  },
  rwamagana: {
    city: 'Rwamagana',
    addressTail: 'Rwamagana',
    lat: -1.949,
    lng: 30.435,
    latRange: [-0.008, 0.008],
    lngRange: [-0.008, 0.008],
    streets: ['RN3', 'Muhazi Road', 'Hospital Road'],
    landscape: 'hills',
  },
  huye: {
    city: 'Huye',
    addressTail: 'Huye (Butare)',
    lat: -2.596,
    lng: 29.739,
    latRange: [-0.008, 0.008],
    lngRange: [-0.008, 0.008],
    streets: ["Avenue de l'Université", 'Museum Road', 'Rue Prince Rwagasore', 'Taba Road'],
    landscape: 'hills',
  },
} as const satisfies Record<string, Place>;

export type PlaceKey = keyof typeof PLACES;

/** The nine destinations the demo covers (every city above). */
export const DEMO_CITIES = [
  'Kigali',
  'Musanze',
  'Rubavu',
  'Karongi',
  'Nyanza',
  'Rusizi',
  'Kayonza',
  'Rwamagana',
  'Huye',
] as const;
