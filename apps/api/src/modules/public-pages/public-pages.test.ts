// The public pages as link previews and search engines read them: the HTML fetched without JavaScript (app.inject,
// no browser), parsed with parse5 as a crawler's parser would; the sitemap, robots.txt, the preview pictures, the
// help pages' API and the contact form (docs/decisions/0029-public-pages-and-help.md).
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REQUESTS_PER_HOUR, formatMoney, LOCALES } from '@ikaze/domain';
import { contactRequests, notifications, users } from '../../db/schema.ts';
import { createTestContext, signUpAs, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { createListing } from '../../test/test-data.ts';
import { renderPage } from './head.ts';
import { jsonForScript } from './html.ts';
import { propertiesSitemapXml, sitemapPageSize, sitemapXml, SITEMAP_MAX_URLS } from './sitemap.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const ORIGIN = 'http://localhost';
// The web app's own index.html, as the build writes it in each language (scripts/localize-index.mjs sets
// <html lang>): the test needs no build.
const SOURCE_INDEX = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');

let ctx: TestContext;
let webDist: string;
let host: SignedInUser;
let admin: SignedInUser;
let guest: SignedInUser;
let lodgeId: number;
let lodgeKey: string;
let plainId: number;
const hidden: Record<'pending' | 'rejected' | 'deactivatedHost', { id: number; key: string }> = {} as never;
const LODGE_NAME = 'Lake "Kivu" <Lodge> & Spa </script><!-- $& $1';
const HIDDEN_NAME = 'Secret Pending Villa';

async function storedPicture(color: string) {
  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: color } })
    .png()
    .toBuffer();
  return ctx.app.pictureStore.save(png);
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ikaze-web-'));
  writeFileSync(join(webDist, 'index.html'), SOURCE_INDEX);
  for (const locale of LOCALES)
    writeFileSync(
      join(webDist, `index.${locale}.html`),
      SOURCE_INDEX.replace('<html lang="en">', `<html lang="${locale}">`),
    );
  // The site's link-preview picture, as the build copies it from apps/web/public.
  copyFileSync(
    new URL('../../../../web/public/link-preview.jpg', import.meta.url),
    join(webDist, 'link-preview.jpg'),
  );
  ctx = await createTestContext({ webDist });
  [host, admin, guest] = await Promise.all([
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'admin'),
    signUpAs(ctx, 'user'),
  ]);
  const db = ctx.database.db;
  const picture = await storedPicture('#2f8a57');
  lodgeKey = picture.key;
  const lodge = await createListing(db, host.id, {
    name: LODGE_NAME,
    city: 'Rubavu',
    address: 'Avenue de la Production, Gisenyi',
    description: 'Rooms facing Lake Kivu, a short walk from the beach.',
    descriptionTranslations: { fr: 'Des chambres face au lac Kivu, à deux pas de la plage.' },
    latitude: -1.7025,
    longitude: 29.2564,
    pictures: [picture],
    roomTypes: [{ price: 120_000 }, { price: 45_000, title: 'single' }],
  });
  lodgeId = lodge.property.id;
  // Three reviews (the reviews' trigger keeps these; written here as that trigger would).
  await db.execute(sql`update properties set rating = 4.3, review_count = 3 where id = ${lodgeId}`);
  plainId = (await createListing(db, host.id, { name: 'Musanze Gorilla Rest', city: 'Musanze' })).property.id;

  for (const [which, status] of [
    ['pending', 'pending'],
    ['rejected', 'rejected'],
  ] as const) {
    const p = await storedPicture('#0b5f8c');
    const made = await createListing(db, host.id, { name: HIDDEN_NAME, reviewStatus: status, pictures: [p] });
    hidden[which] = { id: made.property.id, key: p.key };
  }
  const otherHost = await signUpAs(ctx, 'host');
  const p = await storedPicture('#fad201');
  const made = await createListing(db, otherHost.id, { name: HIDDEN_NAME, pictures: [p] });
  await db.update(users).set({ isActive: false }).where(eq(users.id, otherHost.id));
  hidden.deactivatedHost = { id: made.property.id, key: p.key };
});

afterAll(async () => {
  await ctx?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

// ---- Reading a page as a fetcher without JavaScript does ----

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

function walk(node: Node, visit: (element: Element) => void) {
  if ('tagName' in node) visit(node);
  if ('childNodes' in node) for (const child of node.childNodes) walk(child, visit);
  if ('content' in node && node.content) walk(node.content, visit);
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const textOf = (element: Element): string =>
  element.childNodes
    .map((child) => ('value' in child ? child.value : 'tagName' in child ? textOf(child) : ''))
    .join('');

/** What a link preview or a crawler reads of a page. */
function readPage(html: string) {
  const elements: Element[] = [];
  walk(parse(html), (element) => elements.push(element));
  const metas = elements.filter((e) => e.tagName === 'meta');
  const meta = (key: string) => {
    const found = metas.filter((m) => attr(m, 'property') === key || attr(m, 'name') === key);
    return found.map((m) => attr(m, 'content'));
  };
  const links = elements.filter((e) => e.tagName === 'link');
  return {
    lang: attr(
      elements.find((e) => e.tagName === 'html')!,
      'lang',
    ),
    title: elements.filter((e) => e.tagName === 'title').map(textOf),
    meta: (key: string) => meta(key)[0],
    metas: meta,
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href')),
    hreflang: Object.fromEntries(
      links
        .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'))
        .map((l) => [attr(l, 'hreflang')!, attr(l, 'href')!]),
    ),
    jsonLd: elements
      .filter((e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json')
      .map((e) => JSON.parse(textOf(e)) as Record<string, unknown>),
    scripts: elements.filter((e) => e.tagName === 'script').length,
    article: elements.find((e) => e.tagName === 'article'),
    headings: elements.filter((e) => /^h[12]$/.test(e.tagName)).map(textOf),
  };
}

describe('the home page', () => {
  it('has its title, description, canonical URL, hreflang and Open Graph tags', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = readPage(response.body);
    expect(page.lang).toBe('en');
    expect(page.title).toEqual(['Ikaze: hotels, apartments and guest houses in Rwanda']);
    expect(page.metas('description')).toEqual([
      'Find and book hotels, apartments and guest houses across Rwanda, with prices in RWF. Pay at the property.',
    ]);
    expect(page.canonical).toEqual([`${ORIGIN}/`]);
    expect(page.hreflang).toEqual({
      en: `${ORIGIN}/?lang=en`,
      fr: `${ORIGIN}/?lang=fr`,
      rw: `${ORIGIN}/?lang=rw`,
      'x-default': `${ORIGIN}/`,
    });
    expect(page.meta('og:title')).toBe('Ikaze: hotels, apartments and guest houses in Rwanda');
    expect(page.meta('og:url')).toBe(`${ORIGIN}/`);
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:site_name')).toBe('Ikaze');
    expect(page.meta('og:locale')).toBe('en_RW');
    expect(page.metas('og:locale:alternate')).toEqual(['fr_RW', 'rw_RW']);
    // The site's own picture, served by the site, with its size (docs/decisions/0053-search-and-room-cards.md).
    expect(page.meta('og:image')).toBe(`${ORIGIN}/link-preview.jpg`);
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('630');
    expect(page.meta('og:image:type')).toBe('image/jpeg');
    expect(page.meta('og:image:alt')).toBe('Ikaze: places to stay across Rwanda');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(`${ORIGIN}/link-preview.jpg`);
    const picture = await get('/link-preview.jpg');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    // Still the web app: its script and its static first paint.
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('data-screen-loading');
  });

  it('is in the language ?lang= names, over the cookie and Accept-Language, else in the reader’s', async () => {
    const french = readPage((await get('/?lang=fr', { 'accept-language': 'rw' })).body);
    expect(french.lang).toBe('fr');
    expect(french.title).toEqual(['Ikaze\u00a0: hôtels, appartements et maisons d’hôtes au Rwanda']);
    expect(french.canonical).toEqual([`${ORIGIN}/?lang=fr`]);
    expect(french.meta('og:locale')).toBe('fr_RW');
    const kinyarwanda = readPage((await get('/', { 'accept-language': 'rw-RW' })).body);
    expect(kinyarwanda.lang).toBe('rw');
    expect(kinyarwanda.title).toEqual(['Ikaze: amahoteli, inzu zo guturamo n’amacumbi mu Rwanda']);
    expect(kinyarwanda.canonical).toEqual([`${ORIGIN}/`]);
    // A language we do not speak is ignored, as is a repeated parameter: never a 400 for a page.
    expect(readPage((await get('/?lang=de')).body).lang).toBe('en');
    expect((await get('/?lang=fr&lang=rw')).statusCode).toBe(200);
  });

  it('uses PUBLIC_URL for absolute URLs when it is set', async () => {
    const { openSecondApp } = await import('../../test/harness.ts');
    const other = await openSecondApp(ctx, { publicUrl: 'https://ikaze.rw' });
    try {
      const page = readPage((await other.inject({ method: 'GET', url: '/help/faq' })).body);
      expect(page.canonical).toEqual(['https://ikaze.rw/help/faq']);
      expect(page.meta('og:url')).toBe('https://ikaze.rw/help/faq');
    } finally {
      await other.close();
    }
  });
});

describe('search results', () => {
  it('name the destination; the canonical keeps only the destination', async () => {
    const response = await get('/search-results?destination=Musanze&checkIn=2030-01-01&rooms=2&lang=fr');
    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.title).toEqual(['Logements à Musanze | Ikaze']);
    expect(page.meta('description')).toContain('Musanze');
    expect(page.canonical).toEqual([`${ORIGIN}/search-results?destination=Musanze&lang=fr`]);
    expect(page.meta('og:url')).toBe(`${ORIGIN}/search-results?destination=Musanze`);
    expect(page.hreflang.rw).toBe(`${ORIGIN}/search-results?destination=Musanze&lang=rw`);
    expect(page.meta('og:image')).toBe(`${ORIGIN}/link-preview.jpg`);
    expect(page.meta('og:image:alt')).toBe('Ikaze\u00a0: des logements partout au Rwanda');
    expect(page.meta('twitter:image')).toBe(`${ORIGIN}/link-preview.jpg`);
  });

  it('without a destination, speak of Rwanda', async () => {
    const page = readPage((await get('/search-results')).body);
    expect(page.title).toEqual(['Places to stay in Rwanda | Ikaze']);
  });
});

describe('a property’s page', () => {
  it('previews its name, city, price from and first picture at 1200 × 630', async () => {
    const response = await get(`/accommodation-detail/${lodgeId}?checkIn=2030-01-01`);
    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.title).toEqual([`${LODGE_NAME}, Rubavu | Ikaze`]);
    expect(page.meta('og:title')).toBe(`${LODGE_NAME}, Rubavu`);
    expect(page.meta('description')).toBe(
      `Hotel in Rubavu, from ${formatMoney(45_000, 'en')} a night. Rooms facing Lake Kivu, a short walk from the beach.`,
    );
    expect(page.meta('og:description')).toBe(page.meta('description'));
    const image = `${ORIGIN}/media/previews/${lodgeKey}.jpg`;
    expect(page.meta('og:image')).toBe(image);
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('630');
    expect(page.meta('og:image:type')).toBe('image/jpeg');
    expect(page.meta('og:image:alt')).toBe(LODGE_NAME);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(image);
    expect(page.canonical).toEqual([`${ORIGIN}/accommodation-detail/${lodgeId}`]);
    expect(page.meta('og:url')).toBe(`${ORIGIN}/accommodation-detail/${lodgeId}`);
    expect(Object.keys(page.hreflang).sort()).toEqual(['en', 'fr', 'rw', 'x-default']);
  });

  it('escapes the host’s words: the name closes no tag and starts no comment', async () => {
    const response = await get(`/accommodation-detail/${lodgeId}`);
    // Only the app's own script and the JSON-LD: nothing the name opened.
    expect(readPage(response.body).scripts).toBe(2);
    expect(response.body).not.toContain('<Lodge>');
    expect(response.body).not.toContain('</script><!--');
    expect(response.body).toContain('Lake &quot;Kivu&quot; &lt;Lodge&gt; &amp; Spa');
    expect(jsonForScript({ name: '</script><!--' })).toBe('{"name":"\\u003c/script\\u003e\\u003c!--"}');
  });

  it('describes the property as a schema.org LodgingBusiness', async () => {
    const [data, ...more] = readPage((await get(`/accommodation-detail/${lodgeId}`)).body).jsonLd;
    expect(more).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: LODGE_NAME,
      url: `${ORIGIN}/accommodation-detail/${lodgeId}`,
      image: [`${ORIGIN}/media/previews/${lodgeKey}.jpg`],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Avenue de la Production, Gisenyi',
        addressLocality: 'Rubavu',
        addressCountry: 'RW',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -1.7025, longitude: 29.2564 },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
      currenciesAccepted: 'RWF',
    });
    expect(data!.priceRange).toBe(`${formatMoney(45_000, 'en')} – ${formatMoney(120_000, 'en')}`);
    // The types schema.org gives these properties.
    expect(typeof data!.name).toBe('string');
    expect(typeof data!.description).toBe('string');
    expect(Number.isFinite((data!.geo as { latitude: number }).latitude)).toBe(true);
  });

  it('has no rating in its JSON-LD without reviews, and no image without pictures', async () => {
    const page = readPage((await get(`/accommodation-detail/${plainId}`)).body);
    expect(page.jsonLd[0]).not.toHaveProperty('aggregateRating');
    expect(page.jsonLd[0]).not.toHaveProperty('image');
    expect(page.meta('og:image')).toBeUndefined();
    expect(page.meta('twitter:card')).toBe('summary');
  });

  it('is in French with ?lang=fr: the host’s French description, French money', async () => {
    const page = readPage((await get(`/accommodation-detail/${lodgeId}?lang=fr`)).body);
    expect(page.lang).toBe('fr');
    expect(page.meta('description')).toBe(
      `Hôtel à Rubavu, à partir de ${formatMoney(45_000, 'fr')} la nuit. Des chambres face au lac Kivu, à deux pas de la plage.`,
    );
  });

  it('of a pending, rejected or hidden-host property is a 404 that names nothing', async () => {
    for (const { id } of Object.values(hidden)) {
      const response = await get(`/accommodation-detail/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      const page = readPage(response.body);
      expect(page.title).toEqual(['Page not found | Ikaze']);
      expect(page.meta('robots')).toBe('noindex');
      expect(page.canonical).toEqual([]);
      expect(page.jsonLd).toEqual([]);
      expect(response.body).not.toContain(HIDDEN_NAME);
      expect(response.body).not.toContain('og:image"');
    }
    for (const bad of ['0', '99999999', 'abc', '1e3', '%E0%A4%A']) {
      const response = await get(`/accommodation-detail/${bad}`);
      expect(response.statusCode, bad).toBe(404);
      expect(readPage(response.body).title).toEqual(['Page not found | Ikaze']);
    }
  });
});

describe('an address no screen has', () => {
  it('answers 404 with the app (its not-found screen) and a noindex head; real routes stay 200', async () => {
    for (const url of ['/no-such-page', '/dashboard/host/nothing', '/login/extra?x=1']) {
      const response = await get(url, { 'accept-language': 'fr' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      const page = readPage(response.body);
      expect(page.lang).toBe('fr');
      expect(page.title).toEqual(['Page introuvable | Ikaze']);
      expect(page.meta('robots')).toBe('noindex');
    }
    for (const url of ['/login', '/dashboard/host/bookings', '/dashboard/user/bookings/12', '/profile/3']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NO_ROUTE' });
  });
});

describe('link-preview pictures', () => {
  it('are the first picture at 1200 × 630 JPEG, made once and then read from disk', async () => {
    const response = await get(`/media/previews/${lodgeKey}.jpg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
    expect(readdirSync(join(ctx.dataDir, 'previews'))).toContain(`${lodgeKey}-1200x630.jpg`);
    const again = await get(`/media/previews/${lodgeKey}.jpg`);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('are not made for a property that is not public, nor for names that are not ours', async () => {
    for (const { key } of Object.values(hidden)) {
      expect((await get(`/media/previews/${key}.jpg`)).statusCode).toBe(404);
      expect(existsSync(join(ctx.dataDir, 'previews', `${key}-1200x630.jpg`))).toBe(false);
    }
    for (const bad of ['nope.jpg', `${lodgeKey}.png`, '..%2Fdb.jpg', 'a.b.jpg'])
      expect((await get(`/media/previews/${bad}`)).statusCode, bad).toBe(404);
  });
});

describe('help pages', () => {
  it('are served with their Markdown rendered inside the page, in each language', async () => {
    const english = await get('/help/faq');
    expect(english.statusCode).toBe(200);
    const page = readPage(english.body);
    expect(page.title).toEqual(['Frequently asked questions | Ikaze']);
    expect(page.meta('description')).toMatch(/^Answers to what guests and hosts ask us most/);
    expect(page.meta('og:type')).toBe('article');
    expect(page.canonical).toEqual([`${ORIGIN}/help/faq`]);
    // Asked with ?lang=, the canonical is that language's URL.
    expect(readPage((await get('/help/faq?lang=en')).body).canonical).toEqual([`${ORIGIN}/help/faq?lang=en`]);
    expect(page.article).toBeDefined();
    expect(page.headings).toEqual(
      expect.arrayContaining(['Frequently asked questions', 'Paying', 'Cancelling', 'Listing review']),
    );
    const french = readPage((await get('/help/privacy?lang=fr')).body);
    expect(french.title).toEqual(['Confidentialité et cookies | Ikaze']);
    expect(french.headings).toContain('Cookies');
    const kinyarwanda = readPage((await get('/help/partners', { cookie: 'ikaze_lang=rw' })).body);
    expect(kinyarwanda.title).toEqual(['Ubufasha ku bafatanyabikorwa | Ikaze']);
    expect(kinyarwanda.headings).toContain('Guhuza kalendari (.ics)');
  });

  it('exist for every footer link in every language', async () => {
    for (const slug of ['faq', 'contact', 'privacy', 'terms', 'how-we-work', 'partners'])
      for (const lang of LOCALES) {
        const response = await get(`/help/${slug}?lang=${lang}`);
        expect(response.statusCode, `${slug} ${lang}`).toBe(200);
        const page = readPage(response.body);
        expect(page.lang).toBe(lang);
        expect(page.headings.length, `${slug} ${lang}`).toBeGreaterThan(0);
        expect(page.meta('description')!.length, `${slug} ${lang}`).toBeGreaterThan(40);
      }
  });

  it('answer 404 for a page that does not exist', async () => {
    const response = await get('/help/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(readPage(response.body).meta('robots')).toBe('noindex');
  });

  it('GET /api/help/{slug} answers the same HTML in the asker’s language', async () => {
    const response = await get('/api/help/terms', { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ slug: string; locale: string; title: string; html: string }>();
    expect(body).toMatchObject({ slug: 'terms', locale: 'fr', title: 'Conditions générales' });
    expect(body.html).toContain('<h2>Pour les voyageurs</h2>');
    const page = await get('/help/terms?lang=fr');
    expect(page.body).toContain(body.html);
    // The screen names its language when it differs from the request's (a page opened with ?lang=).
    const asked = await get('/api/help/terms?lang=rw', { 'accept-language': 'fr' });
    expect(asked.json()).toMatchObject({ locale: 'rw', title: 'Amategeko n’amabwiriza' });
    expect((await get('/api/help/terms?lang=de')).statusCode).toBe(400);
    const missing = await get('/api/help/nothing-here', { 'accept-language': 'rw' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Urupapuro rw’ubufasha ntirubonetse.',
    });
  });
});

describe('the sitemap and robots.txt', () => {
  it('/sitemap.xml names the home and help pages and public properties only, with lastmod', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${ORIGIN}/`,
      ...['faq', 'contact', 'privacy', 'terms', 'how-we-work', 'partners'].map((s) => `${ORIGIN}/help/${s}`),
      `${ORIGIN}/accommodation-detail/${lodgeId}`,
      `${ORIGIN}/accommodation-detail/${plainId}`,
    ]);
    expect(response.body).toMatch(
      new RegExp(`<loc>${ORIGIN}/accommodation-detail/${lodgeId}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`),
    );
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="rw" href="${ORIGIN}/help/faq?lang=rw"/>`,
    );
    for (const { id } of Object.values(hidden))
      expect(response.body).not.toContain(`/accommodation-detail/${id}<`);
  });

  it('becomes an index of files of at most the page size past it', async () => {
    const db = ctx.database.db;
    // 7 pages + 2 public properties: past a page size of 5, an index.
    const index = await sitemapXml(db, ORIGIN, 5);
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/properties-1.xml`]);
    expect(index).toMatch(/<lastmod>\d{4}-/);
    // A page size of 1: one file per property, each with its one URL.
    const perProperty = await sitemapXml(db, ORIGIN, 1);
    expect([...perProperty.matchAll(/properties-(\d+)\.xml/g)].map((m) => m[1])).toEqual(['1', '2']);
    const second = await propertiesSitemapXml(db, ORIGIN, 2, 1);
    expect([...second!.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/accommodation-detail/${plainId}`,
    ]);
    expect(await propertiesSitemapXml(db, ORIGIN, 3, 1)).toBeNull();
    // The protocol's cap: never more than 50,000 URLs a file, whatever is asked.
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapPageSize(100_000)).toBe(50_000);
    expect(sitemapPageSize()).toBe(50_000);
    expect(sitemapPageSize(0)).toBe(1);
    // The files answer over HTTP; past the last, 404.
    const pages = await get('/sitemaps/pages.xml');
    expect(pages.statusCode).toBe(200);
    expect(pages.body).toContain(`<loc>${ORIGIN}/help/how-we-work</loc>`);
    expect((await get('/sitemaps/properties-1.xml')).body).toContain(`/accommodation-detail/${lodgeId}<`);
    expect((await get('/sitemaps/properties-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(404);
  });

  it('/robots.txt keeps dashboards, account pages and the API out and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const rule of [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /dashboard/',
      'Disallow: /login',
      'Disallow: /register',
      'Disallow: /list-your-property',
      'Disallow: /profile/',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    ])
      expect(lines).toContain(rule);
  });
});

describe('the contact form', () => {
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/contact_requests', payload: body as object, headers });
  const message = {
    name: 'Aline Uwase',
    email: 'aline@example.rw',
    subject: 'My booking dates',
    message: 'Could the host move my check-in to Friday?',
  };

  it('keeps the message, tells every admin, and shows it in the admins’ list', async () => {
    const response = await send(message, { cookie: guest.cookie, 'accept-language': 'fr' });
    expect(response.statusCode).toBe(201);
    const { id, message: said } = response.json<{ id: number; message: string }>();
    expect(said).toBe(
      'Merci. Votre message est bien parvenu à notre équipe\u202f; nous vous répondrons par e-mail.',
    );
    const [row] = await ctx.database.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row).toMatchObject({ ...message, userId: guest.id, locale: 'fr' });
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'contact_request',
        params: { requestId: id, name: 'Aline Uwase', subject: 'My booking dates' },
        link: '/dashboard/admin/contact-requests',
      }),
    ]);
    const list = await get('/api/contact_requests', { cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      page: 1,
      items: [{ id, ...message, userId: guest.id, username: guest.username, locale: 'fr' }],
    });
  });

  it('is read by admins only', async () => {
    expect((await get('/api/contact_requests')).statusCode).toBe(401);
    expect((await get('/api/contact_requests', { cookie: guest.cookie })).statusCode).toBe(403);
    expect((await get('/api/contact_requests', { cookie: host.cookie })).statusCode).toBe(403);
  });

  it('checks each field and says what is wrong in the sender’s language', async () => {
    const cases: Array<[object, string]> = [
      [{ ...message, name: ' ' }, 'Veuillez indiquer votre nom.'],
      [{ ...message, email: 'not-an-email' }, 'Format d’adresse e-mail non valide.'],
      [{ ...message, subject: '' }, 'Veuillez indiquer un objet.'],
      [{ ...message, message: 'Hi' }, 'Veuillez écrire un message d’au moins 10 caractères.'],
      [{ ...message, message: 'x'.repeat(5001) }, 'Le message peut compter au plus 5\u202f000 caractères.'],
    ];
    for (const [body, expected] of cases) {
      const response = await send(body, { 'accept-language': 'fr', 'x-forwarded-for': '10.0.0.9' });
      expect(response.statusCode, expected).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(expected);
    }
  });

  it(`takes at most ${CONTACT_REQUESTS_PER_HOUR} messages an hour from one sender`, async () => {
    const signedOut = { 'accept-language': 'en' };
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_REQUESTS_PER_HOUR; i += 1)
      statuses.push((await send(message, signedOut)).statusCode);
    expect(statuses).toEqual([...Array<number>(CONTACT_REQUESTS_PER_HOUR).fill(201), 429]);
    const refused = await send(message, signedOut);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^You can send at most 5 messages an hour\. Please try again in \d+ minutes\.$/,
      ),
    });
    // Another sender (a signed-in account) still can.
    expect((await send(message, { cookie: host.cookie })).statusCode).toBe(201);
  });
});

describe('renderPage', () => {
  it('puts values in as text, even those that look like replacement patterns', () => {
    const html = renderPage(
      '<html lang="en"><head><title>Ikaze</title></head><body><main id="main"></main></body></html>',
      { locale: 'rw', title: '$& $1 $$', description: '$`', url: 'http://x/' },
      '<p>$&</p>',
    );
    expect(html).toContain('<title>$&amp; $1 $$ | Ikaze</title>');
    expect(html).toContain('<meta name="description" content="$`" />');
    expect(html).toContain('<html lang="rw">');
    expect(html).toContain('<main id="main"><article data-server-rendered="" class="help-article"><p>$&</p>');
  });
});
