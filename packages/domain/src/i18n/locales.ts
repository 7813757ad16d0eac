// The three languages of the product and how a request's language is chosen (docs/decisions/0020-languages.md):
// an explicit choice (the switch's cookie, else the account's saved language), then Accept-Language, then English.

export const LOCALES = ['en', 'fr', 'rw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie the language switch writes; a year long, readable by the server for the first paint. */
export const LOCALE_COOKIE = 'ikaze_lang';

/** Each language's name in itself, as the language switch lists them. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', rw: 'Ikinyarwanda' };

/** How long the language switch's cookie lasts: a year. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie / document.cookie text of the switch's cookie: a year, the whole site, SameSite=Lax. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The product's language for a BCP 47 tag: `fr-CA` → fr, `rw-RW` and `kin` (ISO 639-3) → rw. */
export function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'kin') return 'rw';
  return isLocale(primary) ? primary : undefined;
}

/**
 * The best of our languages in an Accept-Language header (RFC 9110 §12.5.4): highest q first, ties in the
 * header's order; q=0 means "not this one". Undefined when none of ours is acceptable.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .slice(0, 1_000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { locale: localeOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range): range is { locale: Locale; weight: number; index: number } =>
      Boolean(range.locale && range.weight > 0),
    )
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges[0]?.locale;
}

export interface LocaleSources {
  /** The language switch's cookie. */
  cookie?: string | undefined;
  /** The signed-in account's saved language. */
  account?: string | null | undefined;
  acceptLanguage?: string | undefined;
}

/** The language to answer in, from the sources in their order of precedence. */
export function chooseLocale(sources: LocaleSources): Locale {
  if (isLocale(sources.cookie)) return sources.cookie;
  if (isLocale(sources.account)) return sources.account;
  return localeFromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LOCALE;
}
