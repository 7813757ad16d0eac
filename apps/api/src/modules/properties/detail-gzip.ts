// A visitor's detail answer, gzipped from its listing's kept parts (lib/gzip-parts.ts): a detail is its listing's
// fields around each room type's free rooms and the stay's price, and the listing stays the same while it is kept
// (property-loader.ts), so only those few values are written per request. Gzipping the whole 2 KB answer per
// request took half of a detail's CPU (docs/decisions/0062-detail-answers-from-kept-gzip-parts.md).
import type { Locale, Property } from '@ikaze/domain';
import { gunzipSync } from 'node:zlib';
import { gzipOfParts, HOLE, keptGzipPart, type KeptGzipPart } from '../../lib/gzip-parts.ts';
import { verifyAnswers } from '../../plugins/serialize.ts';

/**
 * Where the values written per request go, found in the JSON of the answer with zero free rooms and no stay.
 * Quotes inside strings are always escaped, so neither is ever found inside a host's text.
 */
const FREE_ROOMS_AT = ',"remainingRoomCount":0,';
const STAY_AT = ',"stay":null,';

/**
 * An answer's kept parts: one before each room type's free rooms, one before the stay, one after it. Free rooms
 * are written `widths` wide (the digits of the room type's count, padded with spaces, which JSON allows), so the
 * parts after them may refer to the kept text before them; the stay's width changes, so the last part does not.
 */
type DetailParts = { parts: KeptGzipPart[]; widths: number[] };

/**
 * The kept parts, on the listing row (the kept row object: a new row is a new listing) by language, and on each
 * answer built from it, under a symbol, which JSON.stringify and the schema's parse both leave out. 'once': the
 * listing was asked once in that language; null: its answer could not be split. Both are gzipped whole.
 */
const PARTS = Symbol('detail gzip parts');
type Kept = DetailParts | 'once' | null;
type WithParts = { [PARTS]?: Kept };
type RowParts = { [PARTS]?: Map<Locale, Kept> };

/**
 * Notes that the public `answer` in `locale` was built from the kept listing row `row`. The parts are made when
 * the listing is asked a second time: making them costs more than gzipping one answer whole, and most listings
 * of a long tail are opened once while they are kept.
 */
export function rememberDetailParts(answer: Property, row: object, locale: Locale): void {
  const byLocale = ((row as RowParts)[PARTS] ??= new Map<Locale, Kept>());
  const seen = byLocale.get(locale);
  const kept = seen === undefined ? 'once' : seen === 'once' ? splitAnswer(answer) : seen;
  if (kept !== seen) byLocale.set(locale, kept);
  (answer as WithParts)[PARTS] = kept;
}

/** The answer gzipped from its kept parts; undefined when it has none (it is then gzipped whole). */
export function gzipDetail(answer: Property): Buffer | undefined {
  const kept = (answer as WithParts)[PARTS];
  if (!kept || kept === 'once') return undefined;
  const { parts, widths } = kept;
  const written: Array<KeptGzipPart | string> = [parts[0]!];
  for (let i = 0; i < widths.length; i++) {
    const free = String(answer.roomTypes[i]!.remainingRoomCount);
    if (free.length > widths[i]!) return undefined; // never: free rooms are at most the room type's count
    written.push(free.padEnd(widths[i]!), parts[i + 1]!);
  }
  written.push(JSON.stringify(answer.stay), parts[parts.length - 1]!);
  const gzip = gzipOfParts(written);
  // Under the tests, the kept parts must give the answer JSON.stringify gives (as plugins/serialize.ts does),
  // but for the spaces after free rooms.
  if (verifyAnswers && JSON.stringify(JSON.parse(gunzipSync(gzip).toString())) !== JSON.stringify(answer))
    throw new Error(`the kept gzip parts of property ${answer.id} differ from its answer`);
  return gzip;
}

/** The answer's JSON split around each room type's free rooms and the stay, each part deflated once. */
function splitAnswer(answer: Property): DetailParts | null {
  const json = JSON.stringify({
    ...answer,
    roomTypes: answer.roomTypes.map((type) => ({ ...type, remainingRoomCount: 0 })),
    stay: null,
  });
  const texts: string[] = [];
  let from = 0;
  for (const marker of [...answer.roomTypes.map(() => FREE_ROOMS_AT), STAY_AT]) {
    const at = json.indexOf(marker, from);
    if (at < 0) return null;
    // The part ends with the key and its colon; the next starts with the comma after the value.
    texts.push(json.slice(from, at + marker.indexOf(':') + 1));
    from = at + marker.length - 1;
  }
  const widths = answer.roomTypes.map((type) => String(type.roomCount).length);
  let before = '';
  const parts = texts.map((text, i) => {
    const part = keptGzipPart(text, before);
    before += text + HOLE.repeat(widths[i] ?? 0);
    return part;
  });
  parts.push(keptGzipPart(json.slice(from)));
  return { parts, widths };
}
