import { PAGE_SIZES, PROPERTY_MESSAGES } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { PropertyCard } from '@/components/property-card';
import { Alert } from '@/components/ui/alert';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { propertyListQueryOptions } from '@/lib/queries/properties';
import { CardSkeleton } from './card-skeleton';

/**
 * 'Deals for the weekend' (docs/product.md#screen-home and #constants): the first 10 properties by first room
 * type discount, highest first, in a horizontal list that scrolls by touch, by keyboard through its links, or
 * with the arrows.
 */
export function WeekendDeals() {
  const { t } = useLingui();
  const query = useQuery(
    propertyListQueryOptions({ sort: 'discount', pageSize: PAGE_SIZES.weekendDeals, page: 1 }),
  );
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <section aria-labelledby="weekend-title" className="mx-auto w-full max-w-6xl px-4 pt-14 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="weekend-title" className="text-2xl font-bold tracking-tight text-slate-900">
            <Trans>Deals for the weekend</Trans>
          </h2>
          <p className="mt-1 text-slate-600">
            <Trans>Save on a short break this weekend.</Trans>
          </p>
        </div>
        <div className="hidden gap-2 sm:flex">
          <button
            type="button"
            onClick={() => scroll(-1)}
            aria-label={t`Scroll weekend deals back`}
            className="grid h-10 w-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            aria-label={t`Scroll weekend deals forward`}
            className="grid h-10 w-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50"
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      {query.isError ? (
        <Alert tone="error" className="mt-6">
          {PROPERTY_MESSAGES.fetchListFailed}
        </Alert>
      ) : (
        <ul
          ref={list}
          className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6"
        >
          {query.data
            ? query.data.items.map((property) => (
                <li key={property.id} className="w-64 shrink-0 snap-start sm:w-72">
                  <PropertyCard
                    property={property}
                    href={paths.accommodationDetail(property.id)}
                    sizes="288px"
                  />
                </li>
              ))
            : Array.from({ length: 4 }, (_, index) => (
                <li key={index} className="w-64 shrink-0 sm:w-72">
                  <CardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
