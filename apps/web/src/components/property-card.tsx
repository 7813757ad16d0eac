import {
  ACCOMMODATION_TYPE_LABELS,
  lowestShownPrice,
  truncateCardAddress,
  truncateCardName,
  type PropertyCard as PropertyCardData,
} from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format';
import { labelText } from '@/lib/i18n';
import { Picture } from './picture';
import { DiscountBadge } from './ui/discount-badge';
import { MapPinIcon } from './ui/icons';
import { StarRating } from './ui/star-rating';

/**
 * The discount of the first room type: what deals are sorted by and what the badge shows
 * (docs/product.md#constants).
 */
const firstDiscount = (property: Pick<PropertyCardData, 'roomTypes'>) => property.roomTypes[0]?.discount ?? 0;

/**
 * A property as a card (docs/product.md#screen-home and #screen-search): first picture with the discount
 * badge, name, stars, address, price from, and a 'More...' link. The link covers the whole card, so a tap
 * anywhere opens it, while screen readers meet one link. `truncate` cuts the name at 30 and the address at
 * 50 (search). A search with dates answers the stay's price (`stay`): the card shows its nightly average and its
 * total instead of the price from (docs/decisions/0023-calendar-and-rates.md).
 */
export function PropertyCard({
  property,
  href,
  truncate = false,
  sizes,
  priority = false,
  headingLevel: Heading = 'h3',
  rowOnPhones = false,
  className,
}: {
  /** A whole property or its card (view=card): the card reads only the card's fields. */
  property: PropertyCardData;
  href: string;
  truncate?: boolean;
  sizes: string;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** On phones, the picture beside the text (long result lists stay short); a column from sm up. */
  rowOnPhones?: boolean;
  className?: string;
}) {
  const fullName = property.name;
  const name = truncate ? truncateCardName(property.name) : property.name;
  const address = truncate ? truncateCardAddress(property.location.address) : property.location.address;
  const price = lowestShownPrice(property.roomTypes);
  const amount = price ? formatMoney(price.amount) : '';
  return (
    <article
      className={cn(
        'group relative flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600',
        rowOnPhones ? 'flex-row sm:flex-col' : 'flex-col',
        className,
      )}
    >
      <div
        className={cn(
          'relative overflow-hidden bg-slate-200',
          rowOnPhones ? 'w-32 shrink-0 sm:aspect-[4/3] sm:w-auto' : 'aspect-[4/3]',
        )}
      >
        <Picture
          source={property.pictureSet[0] ?? property.pictures[0]}
          alt=""
          sizes={sizes}
          priority={priority}
          className="absolute inset-0 h-full w-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <DiscountBadge
          discount={firstDiscount(property)}
          className={cn('absolute', rowOnPhones ? 'top-2 left-2 sm:top-3 sm:left-3' : 'top-3 left-3')}
        />
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1.5', rowOnPhones ? 'p-3 sm:p-4' : 'p-4')}>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {labelText(ACCOMMODATION_TYPE_LABELS, property.accommodationType)}
        </p>
        <Heading className="text-base leading-snug font-bold text-slate-900" title={property.name}>
          {name}
        </Heading>
        <StarRating rating={property.rating} count={property.reviewCount} />
        <p className="flex items-start gap-1 text-sm text-slate-600" title={property.location.address}>
          <MapPinIcon width={16} height={16} className="mt-0.5 shrink-0 text-slate-400" />
          <span>{address}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-2 pt-3">
          {property.stay ? (
            <StayPrice stay={property.stay} />
          ) : price ? (
            <p className="text-sm text-slate-600">
              <Trans>
                From <span className="text-base font-bold text-slate-900">{amount}</span>
              </Trans>
              <span className="block text-xs">
                {price.perDay ? <Trans>Per Day</Trans> : <Trans>per night</Trans>}
              </span>
            </p>
          ) : (
            <span />
          )}
          <Link
            to={href}
            className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white after:absolute after:inset-0 after:content-[''] hover:bg-brand-800 focus-visible:outline-none"
          >
            <Trans>
              More...<span className="sr-only"> about {fullName}</span>
            </Trans>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** 'RWF 95,000 per night' (the stay's average, one room) and 'RWF 190,000 for 2 nights'. */
function StayPrice({ stay }: { stay: NonNullable<PropertyCardData['stay']> }) {
  const average = formatMoney(stay.nightlyAverage);
  const total = formatMoney(stay.total);
  const count = stay.nights;
  const nights = formatNumber(count);
  return (
    <p className="text-sm text-slate-600">
      <Trans>
        <span className="text-base font-bold text-slate-900">{average}</span> per night
      </Trans>
      <span className="block text-xs">
        {plural(count, { one: `${total} for ${nights} night`, other: `${total} for ${nights} nights` })}
      </span>
    </p>
  );
}
