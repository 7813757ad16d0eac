// The <head> of a public page as link previews (WhatsApp, Facebook, X) and search engines read it without running
// JavaScript: title, description, canonical URL, hreflang alternates, Open Graph and Twitter tags, JSON-LD
// (docs/product.md#link-previews, docs/decisions/0029-public-pages-and-help.md). The built index.html of the
// page's language is the page; only its head (and, for help pages, its main) changes.
import { LOCALES, PRODUCT_NAME, type Locale } from '@ikaze/domain';
import { escapeHtml, jsonForScript } from './html.ts';

/** 1200 × 630: the size Open Graph consumers crop to (WhatsApp, Facebook, LinkedIn, X's large card). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export interface PreviewImage {
  url: string;
  alt: string;
}

export interface PageHead {
  locale: Locale;
  /** The title without the site's name; `titleAlone` keeps it as it is (the home page's names the site). */
  title: string;
  titleAlone?: boolean;
  description: string;
  /** The page's address without a language: what a link shared from it should be (og:url, x-default). */
  url: string;
  /** The same page in each language (`?lang=`), for hreflang. */
  alternates?: Record<Locale, string>;
  /**
   * Whether the address named the language (`?lang=`): the canonical is then that language's URL, else the URL
   * without a language (x-default). Either way the page's canonical is the address it was asked at, as search
   * engines and Lighthouse expect of a page among hreflang alternates.
   */
  languageInUrl?: boolean;
  ogType?: 'website' | 'article';
  image?: PreviewImage | undefined;
  /** schema.org data, written as JSON-LD. */
  jsonLd?: object | undefined;
  /** Not-found and error pages: never indexed, no canonical. */
  noindex?: boolean;
}

/** Open Graph writes a locale as language_TERRITORY; these are our three as spoken in Rwanda. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_RW', fr: 'fr_RW', rw: 'rw_RW' };

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')} />`;

export const fullTitle = (head: Pick<PageHead, 'title' | 'titleAlone'>) =>
  head.titleAlone ? head.title : `${head.title} | ${PRODUCT_NAME}`;

/** The tags added to the page's head (the title and description replace the built page's own). */
export function headTags(head: PageHead): string {
  const tags: string[] = [];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.alternates && !head.noindex) {
    tags.push(link({ rel: 'canonical', href: head.languageInUrl ? head.alternates[head.locale] : head.url }));
    for (const locale of LOCALES)
      tags.push(link({ rel: 'alternate', hreflang: locale, href: head.alternates[locale] }));
    tags.push(link({ rel: 'alternate', hreflang: 'x-default', href: head.url }));
  }
  tags.push(
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    ...LOCALES.filter((l) => l !== head.locale).map((l) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[l]),
    ),
  );
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
      meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
      meta('property', 'og:image:alt', head.image.alt),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image)
    tags.push(
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * The built index.html with this page's head: its `<html lang>`, title and description replaced, the other tags
 * added before `</head>`; `mainHtml` (trusted HTML: a help page rendered from our own Markdown) is painted in the
 * main after the loading status, so that fetchers without JavaScript read it. The web app replaces it when it
 * starts, with the same text.
 */
export function renderPage(indexHtml: string, head: PageHead, mainHtml?: string): string {
  // Replaced by functions, never by replacement strings: a '$&' in a property's name stays as it is.
  const description = meta('name', 'description', head.description);
  let html = indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(fullTitle(head))}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => description);
  if (!html.includes(description)) html = html.replace('</title>', () => `</title>\n    ${description}`);
  html = html.replace('</head>', () => `  ${headTags(head)}\n  </head>`);
  if (mainHtml !== undefined) {
    const article = `<article data-server-rendered="" class="help-article">${mainHtml}</article>`;
    const loading = /<p data-screen-loading[^>]*>[^<]*<\/p>/;
    html = loading.test(html)
      ? html.replace(loading, (status) => `${status}${article}`)
      : html.replace(/<main\b[^>]*>/, (main) => `${main}${article}`);
  }
  return html;
}
