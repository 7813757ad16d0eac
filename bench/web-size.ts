// How much JavaScript each guest page loads before any interaction, in each language, against the 100 KiB
// gzipped budget (a page in French or Kinyarwanda also loads its language's catalogs).
//
//   npx tsx bench/web-size.ts [--no-build] [--port 3300] [--list]
//
// Builds the site (unless --no-build), serves it on a fresh embedded database, opens home, search and detail
// in Chromium at a phone viewport, waits for the load event, the app's start and network idle, and counts every
// script response. "gzip" is each file gzipped here at level 9 (independent of what the server sent); "sent" is the
// encoded body as it came over the wire (Brotli from the precompressed .br copies). Exits 1 when a page is
// over budget. It prints each page's five largest scripts, or every script with --list. Results go in
// docs/benchmarks.md.
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { printTable } from './lib/measure.ts';
import { LOCALES, type Locale } from '@ikaze/domain';
import { build, CHROMIUM, CHROMIUM_FLAGS, kib, startSite } from './lib/site.ts';

const BUDGET_KIB = 100;

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '3300' },
    list: { type: 'boolean', default: false },
  },
});

type Script = { url: string; raw: number; gzip: number; sent: number; encoding: string };

if (!values['no-build']) build();
const site = await startSite(Number(values.port));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const version = browser.version();

const rows: Array<Record<string, string | number>> = [];
const largest: Array<Record<string, string | number>> = [];
let overBudget = false;
try {
  for (const page of site.pages.flatMap((p) => LOCALES.map((locale) => ({ ...p, locale })))) {
    const scripts = await scriptsOf(site.origin + page.path, page.locale);
    const raw = sum(scripts.map((s) => s.raw));
    const gzip = sum(scripts.map((s) => s.gzip));
    const sent = sum(scripts.map((s) => s.sent));
    const encodings = [...new Set(scripts.map((s) => s.encoding))].join(',');
    const pass = gzip <= BUDGET_KIB * 1024;
    overBudget ||= !pass;
    rows.push({
      page: page.name,
      language: page.locale,
      path: page.path,
      'JS files': scripts.length,
      'raw KiB': kib(raw),
      'gzip-9 KiB': kib(gzip),
      'sent KiB': kib(sent),
      'sent as': encodings || '-',
      budget: `${BUDGET_KIB} KiB`,
      result: pass ? 'PASS' : 'FAIL',
    });
    const byGzip = [...scripts].sort((a, b) => b.gzip - a.gzip);
    for (const script of values.list ? byGzip : byGzip.slice(0, 5)) {
      largest.push({
        page: `${page.name} (${page.locale})`,
        chunk: new URL(script.url).pathname,
        'raw KiB': kib(script.raw),
        'gzip-9 KiB': kib(script.gzip),
        'sent KiB': kib(script.sent),
      });
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

console.log(
  `\nJavaScript loaded before interaction (phone viewport 390×844, load + the app's start + network idle), ` +
    `Chromium ${version}, Node ${process.version}, detail = property ${site.propertyId}`,
);
printTable(rows);
console.log(`\n${values.list ? 'Every script' : 'Largest 5 scripts'} per page (by gzip-9 size)`);
printTable(largest);
process.exit(overBudget ? 1 : 0);

/** Opens `url` in `locale` in a fresh phone context (empty cache) and returns every script it loaded. */
async function scriptsOf(url: string, locale: Locale): Promise<Script[]> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'ikaze_lang', value: locale, url }]);
  const page = await context.newPage();
  const pending: Array<Promise<Script | undefined>> = [];
  page.on('response', (response) => {
    // The app's entry is first downloaded by a prefetch (resource type "other"), then run from the cache.
    const type = response.request().resourceType();
    if (type !== 'script' && !(type === 'other' && /\.js$/.test(new URL(response.url()).pathname))) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          sent: sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      })().catch((error: unknown) => {
        console.warn(`could not read ${response.url()}: ${String(error)}`);
        return undefined;
      }),
    );
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response?.ok()) console.warn(`${url} answered ${response?.status() ?? 'nothing'}`);
  // A page sent with its first view starts the app at the first input or once idle after loading
  // (docs/decisions/0032-first-paint.md): its scripts count once the app has taken the page over.
  await page.locator('main fieldset[disabled]').waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Each file once: the same URL asked again (the start script also runs as a worker) comes from the browser's
  // cache, revalidated with no body.
  const scripts = new Map<string, Script>();
  for (const script of await Promise.all(pending))
    if (script && !scripts.has(script.url)) scripts.set(script.url, script);
  await context.close();
  return [...scripts.values()];
}

function sum(list: number[]): number {
  return list.reduce((a, b) => a + b, 0);
}
