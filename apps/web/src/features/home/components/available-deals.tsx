import { pageCount, PAGE_SIZES, PROPERTY_MESSAGES } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PropertyCard } from '@/components/property-card';
import { Alert } from '@/components/ui/alert';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { propertyListQueryOptions } from '@/lib/queries/properties';
import { CardSkeleton } from './card-skeleton';

const CARD_SIZES = '(min-width: 1152px) 360px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * 'Available deals for you!' (docs/product.md#screen-home and #constants): 3 cards a page sorted by the first
 * room type's discount, highest first, with a page control (first page, neighbours, last page, ellipses). The
 * server sorts and pages (sort=discount&pageSize=3&page=N).
 */
export function AvailableDeals() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useQuery(propertyListQueryOptions({ sort: 'discount', pageSize: PAGE_SIZES.promoted, page }));
  const totalPages = query.data ? pageCount(query.data.total, PAGE_SIZES.promoted) : 1;

  return (
    <section aria-labelledby="deals-title" className="mx-auto w-full max-w-6xl px-4 pt-12 sm:px-6">
      <h2 id="deals-title" className="text-2xl font-bold tracking-tight text-slate-900">
        <Trans>Available deals for you!</Trans>
      </h2>
      <p className="mt-1 text-slate-600">
        <Trans>The biggest discounts across Rwanda right now.</Trans>
      </p>
      {query.isError && !query.data ? (
        <Alert tone="error" className="mt-6">
          {PROPERTY_MESSAGES.fetchListFailed}
        </Alert>
      ) : (
        <ul
          aria-busy={query.isFetching}
          className={cn(
            'mt-6 grid gap-5 sm:grid-cols-2 md:grid-cols-3',
            query.isPlaceholderData && 'opacity-60 transition-opacity',
          )}
        >
          {query.data
            ? query.data.items.map((property) => (
                <li key={property.id}>
                  <PropertyCard
                    property={property}
                    href={paths.accommodationDetail(property.id)}
                    sizes={CARD_SIZES}
                  />
                </li>
              ))
            : Array.from({ length: PAGE_SIZES.promoted }, (_, index) => (
                <li key={index}>
                  <CardSkeleton />
                </li>
              ))}
        </ul>
      )}
      <Pagination
        current={page}
        totalPages={totalPages}
        onChange={(next) => setPage(Math.min(Math.max(1, next), totalPages))}
        label={t`Deals pages`}
        className="mt-6 flex justify-center"
      />
    </section>
  );
}
