// Gzip answers put together from kept deflated parts and stored texts (gzip-parts.ts) decode, with Node's own
// gunzip (the zlib browsers use), to the parts' text in order.
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GZIP_OPTIONS } from './gzip-answers.ts';
import { gzipOfParts, HOLE, keptGzipPart } from './gzip-parts.ts';

describe('gzipOfParts', () => {
  it('decodes to the kept parts and the texts between them, in order', () => {
    const head = keptGzipPart('{"name":"Kiyovu Heights","roomTypes":[{"id":1,"remainingRoomCount":');
    const middle = keptGzipPart(',"title":"Twin room"}],"stay":');
    const tail = keptGzipPart(',"hostId":7}');
    const gz = gzipOfParts([head, '3', middle, '{"total":365000}', tail]);
    expect(gunzipSync(gz).toString()).toBe(
      '{"name":"Kiyovu Heights","roomTypes":[{"id":1,"remainingRoomCount":3,"title":"Twin room"}],' +
        '"stay":{"total":365000},"hostId":7}',
    );
  });

  it('keeps text in any language, and texts longer than one stored block', () => {
    const kinyarwanda = keptGzipPart('Icyumba cy’abantu babiri — café, « chambre » ');
    const long = 'x'.repeat(70_000) + 'é';
    const gz = gzipOfParts([kinyarwanda, long, '', kinyarwanda]);
    expect(gunzipSync(gz).toString()).toBe(
      `${kinyarwanda.raw.toString()}${long}${kinyarwanda.raw.toString()}`,
    );
  });

  it('is about as small as gzipping the whole text when a part refers to the kept text before it', () => {
    const listing = JSON.stringify({
      description:
        'A quiet hotel above the city with views over the valleys; ten minutes from the centre. '.repeat(4),
      pictures: Array.from({ length: 8 }, (_, i) => `/media/properties/12/${i}-1280.webp`),
    });
    const whole = gzipSync(`${listing}4${listing}`, GZIP_OPTIONS).length;
    const alone = gzipOfParts([keptGzipPart(listing), '4', keptGzipPart(listing)]);
    // The value written between them stands as a HOLE of its width in what the second part refers to.
    const referring = gzipOfParts([keptGzipPart(listing), '4', keptGzipPart(listing, `${listing}${HOLE}`)]);
    expect(gunzipSync(referring).toString()).toBe(`${listing}4${listing}`);
    // A few bytes of framing more: each part's flush, the stored block's header, the empty last block.
    expect(referring.length).toBeLessThan(whole + 32);
    expect(referring.length).toBeLessThan(alone.length);
    expect(gunzipSync(gzipOfParts([keptGzipPart(listing)])).toString()).toBe(listing);
  });
});
