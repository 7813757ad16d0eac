// The JSON of search cards (view=card; docs/decisions/0033-search-cards.md), most of it written once per listing:
// a card is its listing's fields around the stay's price, and the listing stays the same while it is kept
// (property-loader.ts), so only the stay is written per search. Stringifying a page of 20 cards whole was about a
// tenth of a never-asked search's time (docs/decisions/0034-room-nights-replica.md, addendum).
import type { PropertyCard } from '@ikaze/domain';

type CardParts = { head: string; tail: string };

/** The card's JSON without its stay, split where the stay goes: `{"id":…,"stay":` and `,"roomTypes":[…]}`. */
const STAY_AT = ',"stay":null,';

/**
 * Where the parts are kept: on the listing row (the kept row object: a new row is a new listing) and on each card
 * built from it, under a symbol, which JSON.stringify and the schema's parse both leave out.
 */
const PARTS = Symbol('card JSON parts');
type WithParts = { [PARTS]?: CardParts };

/** Notes that `card` was built from the listing row `row` (the same row, the same card but for its stay). */
export function rememberCardJson(card: PropertyCard, row: object): void {
  const listing = row as WithParts;
  let parts = listing[PARTS];
  if (!parts) {
    const json = JSON.stringify({ ...card, stay: null });
    // Object keys and structural quotes are never escaped, quotes inside strings always are: STAY_AT is found
    // once, where the stay is.
    const at = json.indexOf(STAY_AT);
    parts = { head: json.slice(0, at) + ',"stay":', tail: json.slice(at + STAY_AT.length - 1) };
    listing[PARTS] = parts;
  }
  (card as WithParts)[PARTS] = parts;
}

/** JSON.stringify of a search's answer, with the cards' remembered parts where it is a page of cards. */
export function stringifySearchAnswer(data: unknown): string {
  if (!Array.isArray(data) || data.length === 0 || !(data[0] as WithParts)[PARTS])
    return JSON.stringify(data);
  let json = '[';
  for (let i = 0; i < data.length; i++) {
    const card = data[i] as PropertyCard & WithParts;
    const parts = card[PARTS];
    if (i > 0) json += ',';
    json += parts ? parts.head + JSON.stringify(card.stay) + parts.tail : JSON.stringify(card);
  }
  return json + ']';
}
