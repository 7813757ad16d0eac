import {
  NAVIGATION_MESSAGES,
  pageCount,
  PAGE_SIZES,
  PROPERTY_MESSAGES,
  type PropertyCard as PropertyCardData,
} from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PropertyMap, type MapMarker } from '@/components/map/property-map';
import { PropertyCard } from '@/components/property-card';
import { SearchForm } from '@/components/search-form';
import { Alert } from '@/components/ui/alert';
import { Page, PageHeading } from '@/components/ui/page';
import { Pagination } from '@/components/ui/pagination';
import { SkipLink } from '@/components/ui/skip-link';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { domainText } from '@/lib/i18n';
import { paths, type StayUrlState } from '@/lib/paths';
import { propertyListQueryOptions } from '@/lib/queries/properties';
import { FilterPanel, type FilterPatch } from '../components/filter-panel';
import { ResultSkeletons } from '../components/result-skeletons';
import { SortSelect } from '../components/sort-select';
import { filtersOf, hasStay, listParams, readSearch, toUrlState, type SearchState } from '../search-state';

const RESULTS_ID = 'results';
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 340px, (min-width: 640px) 50vw, 128px';
/**
 * Every card after the first: laid out and painted only when near the screen (a phone's first screen shows
 * the first card only), with a placeholder of about a card's height until then (a row on phones, a column from
 * sm up; `auto` keeps the real height once seen). The first view's style and layout then cover the first card,
 * not the whole page of them (docs/decisions/0032-first-paint.md).
 */
const BELOW_FIRST_CARD =
  '[content-visibility:auto] [contain-intrinsic-size:auto_236px] sm:[contain-intrinsic-size:auto_420px]';
/**
 * The second card: beside the first from sm up (two columns), so painted with it there; skipped like the others on
 * phones only. A skipped card beside the first would hold the row at its placeholder's height until laid out, and
 * the first card would shrink under the visitor's eyes (a layout shift).
 */
const SECOND_CARD = 'max-sm:[content-visibility:auto] max-sm:[contain-intrinsic-size:auto_236px]';

/**
 * The stay the detail screen opens with: the search's dates and rooms (docs/product.md#screen-search: they
 * carry over).
 */
function stayOf(search: SearchState): StayUrlState {
  if (hasStay(search)) return { checkIn: search.checkIn, checkOut: search.checkOut, rooms: search.rooms };
  return search.rooms > 1 ? { rooms: search.rooms } : {};
}

/** '41 properties found', and ' with rooms free for your dates' when the search has a stay. */
function found(total: number, withStay: boolean): string {
  const count = formatNumber(total);
  return withStay
    ? plural(total, {
        one: `${count} property found with rooms free for your dates`,
        other: `${count} properties found with rooms free for your dates`,
      })
    : plural(total, { one: `${count} property found`, other: `${count} properties found` });
}

/**
 * /search-results (docs/product.md#screen-search): the search form, the filter panel, up to 20 cards a page
 * with a page control, 'No results found', and a map with one marker per result. The whole search is in the
 * URL.
 */
export default function SearchResultsRoute() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const query = useQuery(propertyListQueryOptions(listParams(search)));
  const top = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  const destination = search.destination;
  const title = destination ? t`Stays in ${destination}` : t`Search results`;
  const stay = useMemo(() => stayOf(search), [search]);

  function navigate(next: SearchState, replace = false) {
    const url = paths.searchResults(toUrlState(next));
    setParams(new URLSearchParams(url.split('?')[1] ?? ''), { replace });
  }

  function onFilter(patch: FilterPatch) {
    navigate({ ...search, ...patch, page: 1 });
  }

  function onPage(page: number) {
    navigate({ ...search, page });
    top.current?.scrollIntoView({ block: 'start' });
  }

  const data = query.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const totalPages = data ? pageCount(data.total, PAGE_SIZES.search) : 1;
  const markers = useMemo(
    () =>
      items.map((property: PropertyCardData): MapMarker => ({
        id: property.id,
        position: property.location.markerPosition,
        title: property.name,
        subtitle: property.location.address,
        href: paths.accommodationDetail(property.id, stay),
      })),
    [items, stay],
  );
  const map = (className: string) =>
    items.length ? (
      <PropertyMap markers={markers} label={t`Map of the results`} className={className} />
    ) : null;

  return (
    <Page title={title} className="max-w-7xl">
      <PageHeading>{title}</PageHeading>
      <SearchForm
        // A new search in the URL (from the header, the footer or here) starts the form over.
        key={params.toString()}
        withStay
        initial={toUrlState(search)}
        carry={filtersOf(search)}
        className="mt-6"
      />
      {/* Past the filters (and the map) to the results: without it the first result is dozens of Tabs away. */}
      <SkipLink target={RESULTS_ID}>{domainText(NAVIGATION_MESSAGES.skipToResults)}</SkipLink>
      {/* Wide screens: the map beside the results, not above them, so that the first result shows without
          scrolling (docs/decisions/0053-search-and-room-cards.md); narrower ones get it after the results, where it
          loads only when seen. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start xl:grid-cols-[15rem_minmax(0,1fr)_20rem]">
        <aside aria-label={t`Filters`} className="lg:sticky lg:top-20">
          <FilterPanel search={search} onChange={onFilter} />
        </aside>
        <div ref={top} className="min-w-0 scroll-mt-20">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <p role="status" className="text-sm text-slate-600">
              {query.isPending
                ? t`Loading results...`
                : data?.total
                  ? found(data.total, hasStay(search))
                  : ''}
            </p>
            <SortSelect value={search.sort} onChange={(sort) => onFilter({ sort })} />
          </div>
          {/* 'Skip to results' lands past the count and the sort, so that the next Tab is the first result. */}
          <div id={RESULTS_ID} tabIndex={-1} className="outline-none">
            {query.isError && !data ? (
              <Alert tone="error">
                {query.error instanceof ApiError && query.error.status === 400
                  ? query.error.message
                  : domainText(PROPERTY_MESSAGES.fetchListFailed)}
              </Alert>
            ) : query.isPending ? (
              <ResultSkeletons />
            ) : !items.length ? (
              <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <p className="text-lg font-semibold text-slate-900">
                  {domainText(PROPERTY_MESSAGES.noResults)}
                </p>
                <p className="mt-1 text-slate-600">
                  <Trans>Try another destination, other dates or fewer filters.</Trans>
                </p>
              </div>
            ) : (
              <ul
                aria-busy={query.isFetching}
                aria-label={t`Results`}
                className={cn(
                  'grid gap-5 sm:grid-cols-2',
                  query.isPlaceholderData && 'opacity-60 transition-opacity',
                )}
              >
                {items.map((property, index) => (
                  <li
                    key={property.id}
                    className={index > 1 ? BELOW_FIRST_CARD : index === 1 ? SECOND_CARD : undefined}
                  >
                    <PropertyCard
                      property={property}
                      href={paths.accommodationDetail(property.id, stay)}
                      // The page's h1, then the results (the Filters h2 shows on wide screens only).
                      headingLevel="h2"
                      truncate
                      rowOnPhones
                      sizes={CARD_SIZES}
                      priority={index === 0}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Pagination
            current={search.page}
            totalPages={totalPages}
            onChange={(page) => onPage(Math.min(Math.max(1, page), totalPages))}
            label={t`Search results pages`}
            className="mt-8 flex justify-center"
          />
          {map('mt-8 h-72 xl:hidden')}
        </div>
        {items.length ? (
          <div className="sticky top-20 hidden xl:block">{map('h-[calc(100vh-6rem)] max-h-[48rem]')}</div>
        ) : null}
      </div>
    </Page>
  );
}
