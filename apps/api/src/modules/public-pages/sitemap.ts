// /sitemap.xml and /robots.txt (docs/decisions/0029-public-pages-and-help.md). The sitemap names the home page,
// the help pages (with their three languages) and every public property. Past 50,000 URLs (the sitemaps
// protocol's cap per file) /sitemap.xml becomes an index of /sitemaps/pages.xml and /sitemaps/properties-{n}.xml,
// each of at most 50,000 URLs.
import { LOCALES } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from './html.ts';
import { HELP_PATHS, siteUrl } from './pages.ts';
import {
  countPublicProperties,
  lastPublicChange,
  publicPropertiesPage,
  publicPropertyPagesLastChange,
} from './service.ts';

/** The sitemaps protocol's cap on the URLs of one file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;
/** A page size as asked, never above the protocol's cap. */
export const sitemapPageSize = (asked: number = SITEMAP_MAX_URLS) =>
  Math.max(1, Math.min(Math.floor(asked), SITEMAP_MAX_URLS));

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

interface SitemapUrl {
  loc: string;
  lastmod?: Date | null;
  /** This page in each language (`?lang=`), for xhtml:link alternates. */
  alternates?: boolean;
}

function urlEntry(origin: string, path: string, entry: Omit<SitemapUrl, 'loc'>): string {
  const loc = siteUrl(origin, path);
  const lines = [`  <url>`, `    <loc>${escapeHtml(loc)}</loc>`];
  if (entry.lastmod) lines.push(`    <lastmod>${entry.lastmod.toISOString()}</lastmod>`);
  if (entry.alternates) {
    for (const locale of LOCALES)
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(siteUrl(origin, path, {}, locale))}"/>`,
      );
    lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(loc)}"/>`);
  }
  lines.push('  </url>');
  return lines.join('\n');
}

/** The home page and the help pages. */
async function pageEntries(db: Db, origin: string): Promise<string[]> {
  const home = urlEntry(origin, '/', { lastmod: await lastPublicChange(db), alternates: true });
  return [home, ...HELP_PATHS.map((path) => urlEntry(origin, path, { alternates: true }))];
}

async function propertyEntries(db: Db, origin: string, page: number, pageSize: number): Promise<string[]> {
  const rows = await publicPropertiesPage(db, page, pageSize);
  return rows.map((row) => urlEntry(origin, `/accommodation-detail/${row.id}`, { lastmod: row.updatedAt }));
}

const urlset = (entries: string[]) => `${XML_HEAD}${URLSET_OPEN}${entries.join('\n')}\n</urlset>\n`;

/**
 * /sitemap.xml: every URL in one file while they fit in `pageSize` (at most 50,000), else the index of the pages'
 * file and the properties' files.
 */
export async function sitemapXml(db: Db, origin: string, pageSize = SITEMAP_MAX_URLS): Promise<string> {
  const size = sitemapPageSize(pageSize);
  const properties = await countPublicProperties(db);
  const pages = await pageEntries(db, origin);
  if (pages.length + properties <= size)
    return urlset([...pages, ...(await propertyEntries(db, origin, 1, size))]);
  const lastChanges = await publicPropertyPagesLastChange(db, size);
  const sitemaps = [
    { loc: siteUrl(origin, '/sitemaps/pages.xml'), lastmod: await lastPublicChange(db) },
    ...lastChanges.map((lastmod, i) => ({
      loc: siteUrl(origin, `/sitemaps/properties-${i + 1}.xml`),
      lastmod,
    })),
  ];
  const body = sitemaps
    .map(
      (s) =>
        `  <sitemap>\n    <loc>${escapeHtml(s.loc)}</loc>\n${s.lastmod ? `    <lastmod>${s.lastmod.toISOString()}</lastmod>\n` : ''}  </sitemap>`,
    )
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** /sitemaps/pages.xml: the home and help pages. */
export async function pagesSitemapXml(db: Db, origin: string): Promise<string> {
  return urlset(await pageEntries(db, origin));
}

/** /sitemaps/properties-{page}.xml, or null past the last page. */
export async function propertiesSitemapXml(
  db: Db,
  origin: string,
  page: number,
  pageSize = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const entries = await propertyEntries(db, origin, page, sitemapPageSize(pageSize));
  if (entries.length === 0 && page > 1) return null;
  return urlset(entries);
}

/**
 * /robots.txt: dashboards, account pages and the API kept out, except the public reads that the pages' own
 * screens are drawn from (a crawler that renders the page needs them); the sitemap named.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Allow: /api/properties',
    'Allow: /api/help/',
    'Allow: /api/config',
    'Disallow: /dashboard/',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /list-your-property',
    'Disallow: /host-registration',
    'Disallow: /property/',
    'Disallow: /profile/',
    '',
    `Sitemap: ${siteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
