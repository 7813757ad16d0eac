// Each public page's head from what it shows, in its language (docs/product.md#link-previews). Crawlers choose a
// language by URL: `?lang=fr` answers the page in French whatever the cookie or Accept-Language say, and each
// page names its three languages' URLs (hreflang) and, as x-default and og:url, its URL without `?lang=`, which
// answers in the reader's own language (docs/decisions/0029-public-pages-and-help.md).
import {
  ACCOMMODATION_TYPE_LABELS,
  formatMoney,
  HELP_SLUGS,
  labelOf,
  LOCALES,
  type HelpPage,
  type Locale,
} from '@ikaze/domain';
import { say } from '../../lib/translations.ts';
import { describedIn } from '../properties/index.ts';
import { shorten } from './html.ts';
import { PAGE_WORDS, pageText } from './page-words.ts';
import type { PageHead, PreviewImage } from './head.ts';
import { previewUrlPath } from './preview-images.ts';
import type { PropertyPreview } from './service.ts';

/** A page's path and query as a full URL of the site, with `lang` set when given. */
export function siteUrl(origin: string, path: string, query: Record<string, string> = {}, lang?: Locale) {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  if (lang) url.searchParams.set('lang', lang);
  return url.toString();
}

const alternatesOf = (origin: string, path: string, query: Record<string, string> = {}) =>
  Object.fromEntries(LOCALES.map((l) => [l, siteUrl(origin, path, query, l)])) as Record<Locale, string>;

/**
 * The site's own link-preview picture (apps/web/public/link-preview.jpg, 1200 × 630 JPEG drawn by
 * scripts/make-link-preview.mjs): what the home and search pages' previews show
 * (docs/decisions/0053-search-and-room-cards.md).
 */
export const SITE_PREVIEW_PATH = '/link-preview.jpg';

const sitePreview = (origin: string, locale: Locale): PreviewImage => ({
  url: new URL(SITE_PREVIEW_PATH, origin).toString(),
  alt: PAGE_WORDS[locale].siteImageAlt,
});

export function homeHead(origin: string, locale: Locale): PageHead {
  return {
    locale,
    title: PAGE_WORDS[locale].homeTitle,
    titleAlone: true,
    description: PAGE_WORDS[locale].homeDescription,
    url: siteUrl(origin, '/'),
    alternates: alternatesOf(origin, '/'),
    image: sitePreview(origin, locale),
  };
}

export function searchHead(origin: string, locale: Locale, destination: string | undefined): PageHead {
  const query: Record<string, string> = destination ? { destination } : {};
  const words = PAGE_WORDS[locale];
  return {
    locale,
    title: destination ? pageText(words.searchTitle, { destination }) : words.searchAllTitle,
    description: pageText(words.searchDescription, { destination: destination ?? 'Rwanda' }),
    url: siteUrl(origin, '/search-results', query),
    alternates: alternatesOf(origin, '/search-results', query),
    image: sitePreview(origin, locale),
  };
}

export function notFoundHead(origin: string, locale: Locale, path: string): PageHead {
  return {
    locale,
    title: PAGE_WORDS[locale].notFoundTitle,
    description: PAGE_WORDS[locale].notFoundDescription,
    url: siteUrl(origin, path),
    noindex: true,
  };
}

export function helpHead(origin: string, page: HelpPage): PageHead {
  const path = `/help/${page.slug}`;
  return {
    locale: page.locale,
    title: page.title,
    description: page.description,
    url: siteUrl(origin, path),
    alternates: alternatesOf(origin, path),
    ogType: 'article',
  };
}

export const HELP_PATHS = HELP_SLUGS.map((slug) => `/help/${slug}`);

/**
 * A property's page: its name and city in the title; its type, city, 'from RWF …' (the lowest base price of its
 * room types) and description in the description; its first picture at 1200 × 630; schema.org LodgingBusiness.
 */
export function propertyHead(origin: string, locale: Locale, property: PropertyPreview): PageHead {
  const path = `/accommodation-detail/${property.id}`;
  const url = siteUrl(origin, path);
  const city = property.city.trim() || property.address;
  const type = say(locale, labelOf(ACCOMMODATION_TYPE_LABELS, property.accommodationType));
  const summary =
    property.lowestPrice === null
      ? `${type}, ${city}.`
      : pageText(PAGE_WORDS[locale].propertySummary, {
          type,
          city,
          price: formatMoney(property.lowestPrice, locale),
        });
  const described = describedIn(property, locale);
  const firstPicture = property.pictures[0];
  const image = firstPicture && {
    url: new URL(previewUrlPath(firstPicture.key), origin).toString(),
    alt: property.name,
  };
  return {
    locale,
    title: `${property.name}, ${city}`,
    description: shorten(`${summary} ${described}`, 200),
    url,
    alternates: alternatesOf(origin, path),
    image,
    jsonLd: lodgingBusiness(property, { url, image: image?.url, description: described }),
  };
}

/**
 * schema.org LodgingBusiness (https://schema.org/LodgingBusiness): name, address, geo, image, priceRange, and
 * aggregateRating only when the property has reviews (a rating without reviews is the listing's own claim).
 */
export function lodgingBusiness(
  property: PropertyPreview,
  links: { url: string; image: string | undefined; description: string },
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    '@id': links.url,
    name: property.name,
    description: links.description,
    url: links.url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: property.address,
      addressLocality: property.city.trim() || undefined,
      addressCountry: property.country.trim().toLowerCase() === 'rwanda' ? 'RW' : property.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: property.latitude, longitude: property.longitude },
    checkinTime: property.checkInTime,
    checkoutTime: property.checkOutTime,
    currenciesAccepted: 'RWF',
  };
  if (links.image) data.image = [links.image];
  if (property.lowestPrice !== null) {
    const low = formatMoney(property.lowestPrice, 'en');
    const high = formatMoney(property.highestPrice ?? property.lowestPrice, 'en');
    data.priceRange = low === high ? low : `${low} – ${high}`;
  }
  if (property.reviewCount !== null && property.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(property.rating * 10) / 10,
      reviewCount: property.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
