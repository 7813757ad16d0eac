// The end of every strategy: the page's property ids made into the answer's properties, or cards (view=card;
// docs/decisions/0033-search-cards.md), with the stay's price when the search has dates (stay-price.ts).
import { type Property, type PropertyCard, tonight } from '@ikaze/domain';
import { loadProperties, type StayRowsRead } from '../property-loader.ts';
import { canManageProperty, toProperty, toPropertyCard } from '../service.ts';
import { cheapestStay } from '../stay-price.ts';
import type { SearchContext } from './search-context.ts';

export type SearchPage = {
  items: Array<Property | PropertyCard>;
  total: number;
  page: number;
  pageSize: number;
};

/**
 * The properties `ids`, in their order (one since removed is left out). `stayRows`: the stay's rows already read,
 * or where to read them (the per-night inventory in memory); without it they are read from PostgreSQL.
 */
export async function pageItems(
  ctx: SearchContext,
  ids: number[],
  stayRows?: StayRowsRead,
): Promise<Array<Property | PropertyCard>> {
  const { stay, viewer, rooms, today } = ctx;
  const loaded = await loadProperties(
    ctx.db,
    ids,
    stay ?? tonight(),
    stay !== undefined,
    ctx.cached?.listingCache,
    stayRows,
  );
  return ids.flatMap((id) => {
    const found = loaded.get(id);
    if (!found) return [];
    const stayPrice = stay && cheapestStay(found.roomTypes, found.stayRates ?? [], stay, rooms, today);
    if (ctx.query.view === 'card')
      return [toPropertyCard(found.property, found.roomTypes, stayPrice ?? null)];
    return [
      toProperty(found.property, found.roomTypes, {
        allPictures: false,
        showPrivate: canManageProperty(viewer, found.property.hostId),
        hostActive: found.hostActive,
        locale: ctx.locale,
        stay: stayPrice,
      }),
    ];
  });
}
