// The domain's messages and labels in the three languages (docs/decisions/0021-domain-messages.md).
//
// The English text is each message's id, as in the web app's catalogs: services, schemas and tests keep using
// the English constants, and the text is translated where it leaves for a person (the API's error handler, an
// export, a screen). A message with values is defined by its template ('Only {n} rooms are left for these
// dates.'); its English text is matched back to the template, so the values cross into the translation.
import { formatNumber } from './format.ts';
import type { Locale } from './locales.ts';

type Params = Readonly<Record<string, string | number>>;

/** A message with named values, e.g. `onlyLeft({ n: 2 })`; `.template` is its id in the catalogs. */
export interface TemplatedMessage<T extends string> {
  (params: Params): string;
  readonly template: T;
}

/** Defines a message with values from its English template. */
export function template<const T extends string>(text: T): TemplatedMessage<T> {
  const render = (params: Params) => fill(text, params, (value) => englishValue(value));
  return Object.assign(render, { template: text });
}

const englishValue = (value: string | number) =>
  typeof value === 'number' ? formatNumber(value, 'en') : value;

function fill(text: string, params: Params, show: (value: string | number) => string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : show(value);
  });
}

interface Pattern {
  regex: RegExp;
  english: string;
  translation: string;
}

interface Catalog {
  exact: ReadonlyMap<string, string>;
  patterns: readonly Pattern[];
}

const catalogs = new Map<Locale, Catalog>();

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Adds a language's table (English → translation), or a part of it, to what `translate` uses for it: the web app
 * loads the core part with the page and each feature's part with its screens (./message-sets.ts).
 */
export function registerDomainCatalog(locale: Locale, table: Readonly<Record<string, string>>): void {
  const exact = new Map([...(catalogs.get(locale)?.exact ?? []), ...Object.entries(table)]);
  const patterns = [...exact]
    .filter(([english]) => /\{\w+\}/.test(english))
    .map(([english, translation]) => ({
      english,
      translation,
      regex: new RegExp(
        `^${escapeRegex(english).replace(/\\\{(\w+)\\\}/g, (_whole, name: string) => `(?<${name}>.+?)`)}$`,
        's',
      ),
    }))
    // The template with the most words of its own first: 'Each score must be a whole number from {min} to {max}.'
    // before '{what} must be a whole number from {min} to {max}.', which matches the same English.
    .sort((a, b) => literalLength(b.english) - literalLength(a.english));
  catalogs.set(locale, { exact, patterns });
}

const literalLength = (template: string) => template.replace(/\{\w+\}/g, '').length;

/** 1,234 or 12 as English writes them: re-grouped in the asked language. */
const ENGLISH_NUMBER = /^-?\d{1,3}(?:,\d{3})*$/;

/**
 * The English message (or label) in `locale`; the English itself when the language is English or its table
 * has no such message. Values inside a templated message are translated too when they are labels
 * ('confirmed'), and numbers are grouped the language's way.
 */
export function translate(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const catalog = catalogs.get(locale);
  if (!catalog) return english;
  const exact = catalog.exact.get(english);
  if (exact !== undefined) return exact;
  for (const pattern of catalog.patterns) {
    const match = pattern.regex.exec(english);
    if (!match?.groups) continue;
    const values = match.groups;
    return fill(pattern.translation, values, (value) => {
      const text = String(value);
      if (ENGLISH_NUMBER.test(text)) return formatNumber(Number(text.replace(/,/g, '')), locale);
      return catalog.exact.get(text) ?? text;
    });
  }
  return english;
}

/**
 * A templated message in `locale`, its values given as that language shows them (a translated label, money
 * already formatted); numbers are grouped the language's way. For sentences put together from several messages,
 * where matching the English back would be guesswork.
 */
export function translateTemplate<T extends string>(
  locale: Locale,
  message: TemplatedMessage<T>,
  params: Params,
): string {
  return fill(translate(locale, message.template), params, (value) =>
    typeof value === 'number' ? formatNumber(value, locale) : value,
  );
}

/** Whether `locale` has a translation for the English message (tests: nothing reaches a person untranslated). */
export function hasTranslation(locale: Locale, english: string): boolean {
  return locale === 'en' || translate(locale, english) !== english;
}
