// Demo pictures: each scene of scenes.ts is rendered once, saved once through the picture store (like an
// upload: PNG in, WebP at 320/640/1280 out) and shared by the properties it suits.
import sharp from 'sharp';
import type { AccommodationType } from '@ikaze/domain';
import type { StoredPicture } from '../schema.ts';
import type { PictureStore } from '../../modules/uploads/picture-store.ts';
import type { Landscape } from './places.ts';
import type { Random } from './random.ts';
import { SCENE_NAMES, sceneSvg, type SceneName } from './scenes.ts';

export type ScenePictures = Record<SceneName, StoredPicture>;

/** Renders and stores every scene, two at a time (sharp works off the event loop). */
export async function saveScenePictures(store: PictureStore): Promise<ScenePictures> {
  const out: Partial<ScenePictures> = {};
  const queue = [...SCENE_NAMES];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      // PNG without compression: it is only handed to the store, which decodes it at once.
      const png = await sharp(Buffer.from(sceneSvg(name)))
        .png({ compressionLevel: 0 })
        .toBuffer();
      out[name] = await store.save(png);
    }
  };
  await Promise.all([worker(), worker()]);
  return out as ScenePictures;
}

/** The outside views that suit a landscape and a kind of property, best first. */
const EXTERIORS: Record<Landscape, Record<AccommodationType | 'whole', SceneName[]>> = {
  city: {
    hotel: ['kigali-hotel', 'kigali-dusk'],
    apartment: ['kigali-apartments', 'kigali-dusk'],
    guest_house: ['garden-guest-house', 'kigali-dusk'],
    whole: ['hillside-villa', 'kigali-dusk'],
  },
  lake: {
    hotel: ['kivu-hotel', 'kivu-sunset', 'terrace'],
    apartment: ['kivu-hotel', 'terrace', 'kivu-sunset'],
    guest_house: ['kivu-sunset', 'terrace', 'garden-guest-house'],
    whole: ['kivu-sunset', 'terrace', 'hillside-villa'],
  },
  volcano: {
    hotel: ['volcano-lodge', 'volcano-dawn'],
    apartment: ['volcano-dawn', 'volcano-lodge'],
    guest_house: ['volcano-dawn', 'volcano-lodge'],
    whole: ['volcano-lodge', 'volcano-dawn'],
  },
  savanna: {
    hotel: ['savanna-lodge', 'garden-guest-house'],
    apartment: ['savanna-lodge', 'garden-guest-house'],
    guest_house: ['savanna-lodge', 'garden-guest-house'],
    whole: ['savanna-lodge', 'hillside-villa'],
  },
  hills: {
    hotel: ['tea-hills', 'garden-guest-house'],
    apartment: ['hillside-villa', 'tea-hills'],
    guest_house: ['tea-hills', 'garden-guest-house'],
    whole: ['hillside-villa', 'tea-hills'],
  },
};

const INTERIORS: readonly SceneName[] = ['bedroom-king', 'bedroom-twin', 'lounge'];

/** 3 to 5 pictures: the best outside view first, then another view, the pool, and rooms inside. */
export function pickPictures(
  scenes: ScenePictures,
  random: Random,
  listing: { landscape: Landscape; type: AccommodationType; whole: boolean; pool: boolean },
): StoredPicture[] {
  const [first, ...others] = EXTERIORS[listing.landscape][listing.whole ? 'whole' : listing.type];
  const names: SceneName[] = [first!];
  if (listing.pool && !listing.whole) names.push('pool');
  const count = random.int(3, 5);
  const rest = [...random.sample(others, random.int(0, others.length)), ...random.shuffle(INTERIORS)];
  for (const name of rest) {
    if (names.length >= count) break;
    if (!names.includes(name)) names.push(name);
  }
  return names.map((name) => scenes[name]);
}
