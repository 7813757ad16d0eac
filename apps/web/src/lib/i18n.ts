import {
  DEFAULT_LOCALE,
  isLocale,
  labelOf,
  LOCALE_COOKIE,
  LOCALES,
  registerDomainCatalog,
  translate,
  type Locale,
} from '@ikaze/domain';
import { i18n, type Messages } from '@lingui/core';
import domainCatalogParts from 'virtual:domain-catalogs';

// The page's language is the one the server chose and wrote in <html lang> (docs/decisions/0020-languages.md).
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

type CatalogModule = { messages: Messages };

// One compiled chunk per language: the page loads only its own.
const coreCatalogs: Record<Locale, () => Promise<CatalogModule>> = {
  en: () => import('../locales/en.po'),
  fr: () => import('../locales/fr.po'),
  rw: () => import('../locales/rw.po'),
};

// The domain's messages and labels (validation, server messages, accommodation types…), English being their
// source: French and Kinyarwanda load the core part of their table beside the core catalog, and a feature's part
// with its screens (packages/domain/src/i18n/message-sets.ts, docs/decisions/0021-domain-messages.md).
async function loadDomainPart(locale: Locale, part: string): Promise<void> {
  const load = domainCatalogParts[`${locale}/${part}`];
  if (load) registerDomainCatalog(locale, (await load()).default);
}

/**
 * Each feature's own catalog, loaded with its screens, and the catalogs of parts loaded after them (see
 * lingui.config.ts).
 */
const featureCatalogs = import.meta.glob<CatalogModule>([
  '../features/*/locales/*.po',
  '../features/*/*/locales/*.po',
]);
/** Where a catalog that is not a whole feature's lives, under features/. */
const CATALOG_FOLDERS: Partial<Record<Feature, string>> = { checkout: 'property/checkout' };
export type Feature =
  | 'account'
  | 'admin'
  | 'auth'
  | 'bookings'
  | 'calendar'
  | 'checkout'
  | 'help'
  | 'host'
  | 'listing'
  | 'messages'
  | 'notifications'
  | 'property'
  | 'reviews'
  | 'search';

/** The language being activated; the router's first screen starts loading before activation ends. */
let pageLocale: Locale | undefined;

/** Loads the language's catalog and makes it the active one; awaited before the first render. */
export async function activateLocale(locale: Locale): Promise<void> {
  pageLocale = locale;
  const [{ messages }] = await Promise.all([coreCatalogs[locale](), loadDomainPart(locale, 'core')]);
  // load merges: a feature's catalog may have arrived first (the first screen's loader runs meanwhile).
  i18n.load(locale, messages);
  i18n.activate(locale);
}

/**
 * Adds a feature's messages in the page's language; the router awaits it beside the screen's code. The first
 * screen's loader runs before activateLocale has finished, so the language is the page's, not i18n's yet.
 */
export async function loadFeatureMessages(feature: Feature): Promise<void> {
  const locale = pageLocale ?? documentLocale();
  const folder = CATALOG_FOLDERS[feature] ?? feature;
  const load = featureCatalogs[`../features/${folder}/locales/${locale}.po`];
  if (!load) throw new Error(`No ${locale} catalog for the ${feature} screens.`);
  const [{ messages }] = await Promise.all([load(), loadDomainPart(locale, feature)]);
  i18n.load(locale, messages);
}

/** Tests: every catalog of a language at once, as if each screen had been opened. */
export async function activateLocaleWithAllFeatures(locale: Locale): Promise<void> {
  await activateLocale(locale);
  const features = Object.keys(featureCatalogs).filter((path) => path.endsWith(`/${locale}.po`));
  for (const path of features) i18n.load(locale, (await featureCatalogs[path]!()).messages);
  for (const feature of features.map((path) => path.split('/')[2]!)) await loadDomainPart(locale, feature);
}

/**
 * The language the server last chose for this browser (the switch's cookie, which signing in sets to the
 * account's saved language), or undefined.
 */
export function cookieLocale(): Locale | undefined {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : undefined;
}

/** The active language, for formatMoney and formatDate. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * A message or label of the domain (its English is the id: validation and server messages, accommodation
 * types, amenities…) in the page's language (docs/decisions/0021-domain-messages.md).
 */
export function domainText(english: string): string {
  return translate(activeLocale(), english);
}

/** A stored value (an id) by its label in the page's language: `labelText(AMENITY_LABELS, 'wifi')` is 'Wi-Fi'. */
export function labelText(labels: Readonly<Record<string, string>>, value: string): string {
  return domainText(labelOf(labels, value));
}

/**
 * A form field's message in the page's language, undefined when the field is fine: the zod schemas' messages are
 * the domain's English; a message the server sent is already translated and stays as it is.
 */
export function fieldError(message: string | undefined): string | undefined {
  return message ? domainText(message) : undefined;
}

export { i18n, LOCALES };
