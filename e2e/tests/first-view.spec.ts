// The home, search and detail pages paint their screen from the first HTML, rendered by the server from public
// answers, and the app takes that screen over without moving it (docs/decisions/0032-first-paint.md).
import { test, type Page } from '@playwright/test';
import { appTookOver } from './browser-support';
import { expect, propertyIdByName } from './guest-support';

test.describe.configure({ timeout: 60_000 });

const PROPERTY = 'Kiyovu Heights Hotel';

type Shift = { value: number; sources: string[] };

/**
 * Layout shifts seen since the page started, as the browser reports them (CLS's own entries), with the elements
 * that moved. The map's own controls are left out: Leaflet lays its attribution out once its tiles load, inside
 * the map's fixed box, long after the first view.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        sources: Array<{ node: Node | null }>;
      }>) {
        const nodes = entry.sources.map((s) => s.node).filter((n): n is Element => n instanceof Element);
        if (nodes.length && nodes.every((n) => n.closest('.leaflet-container'))) continue;
        seen.push({ value: entry.value, sources: nodes.map((n) => n.outerHTML.slice(0, 120)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

test('the first HTML holds the screen, public data only, and starts the app after it', async ({
  request,
}) => {
  const id = await propertyIdByName(request, PROPERTY);
  const detail = await (await request.get(`/accommodation-detail/${id}`)).text();
  const main = detail.slice(detail.indexOf('<main'), detail.indexOf('</main>'));
  expect(main).toContain(`>${PROPERTY}</h1>`);
  expect(main).not.toContain('data-screen-loading');
  // Its largest picture is asked for first, with the srcset and sizes the screen gives it.
  expect(detail).toMatch(
    /<link rel="preload" as="image" href="[^"]+" fetchpriority="high" imagesrcset="[^"]+"/,
  );
  expect(detail).toContain('<script type="application/json" id="first-view-state">');
  expect(detail).toContain('<script defer src="/start-app.js" data-entry="/assets/');
  expect(detail).not.toMatch(/<link rel="stylesheet"/);

  const search = await (await request.get('/search-results?destination=Kigali')).text();
  expect(search).toContain('Stays in Kigali</h1>');
  expect(search).toContain(`>${PROPERTY}</`);
  const home = await (await request.get('/')).text();
  expect(home).toContain('id="hero-title"');
});

test('without JavaScript the property page shows its name, picture and rooms', async ({
  browser,
  request,
}) => {
  const id = await propertyIdByName(request, PROPERTY);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/accommodation-detail/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: PROPERTY })).toBeVisible();
  await expect(page.getByRole('img', { name: `${PROPERTY}, picture 1 of` }).first()).toBeVisible();
  // Its fields wait for the app (a form sent without it would go nowhere).
  await expect(page.locator('main fieldset[disabled]')).toHaveCount(1);
  await context.close();
});

for (const [name, path] of [
  ['home', '/'],
  ['search', '/search-results?destination=Kigali'],
  ['detail', 'detail'],
] as const) {
  test(`the app takes the ${name} page's first view over without a layout shift`, async ({
    page,
    request,
  }) => {
    const layoutShifts = await watchLayoutShifts(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      // The map's tiles come from another site, which this machine cannot reach: not the page's errors.
      const from = message.location().url;
      if (from.startsWith('http') && !from.startsWith(new URL(page.url()).origin)) return;
      if (message.type() === 'error') errors.push(message.text());
    });
    const url =
      path === 'detail' ? `/accommodation-detail/${await propertyIdByName(request, PROPERTY)}` : path;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app has taken over: the header's menu and the screen's fields answer.
    await expect(page.locator('main fieldset[disabled]')).toHaveCount(0);
    await expect(page.locator('#first-view-state')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts()).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("the visitor's first key or touch starts the app at once; without one it starts once the page is idle", async ({
  page,
  request,
}) => {
  const id = await propertyIdByName(request, PROPERTY);
  const entry = 'script[type="module"][src*="/assets/index-"]';
  await page.goto(`/accommodation-detail/${id}`);
  // Loaded, readable and its links working, the page waits for the visitor before running the app.
  await expect(page.getByRole('heading', { level: 1, name: PROPERTY })).toBeVisible();
  await expect(page.locator(entry)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.locator(entry)).toHaveCount(1, { timeout: 500 });
  await appTookOver(page);

  // A visitor who does nothing gets the app too, a few seconds after the load.
  const idle = await page.context().newPage();
  await idle.goto(`/accommodation-detail/${id}`);
  await appTookOver(idle);
  await idle.close();
});

test('a signed-out visitor keeps the nodes the server sent: the app hydrates them', async ({
  page,
  request,
}) => {
  const id = await propertyIdByName(request, PROPERTY);
  // The app's entry waits until the page's nodes are marked, so the app cannot take over before.
  let release = () => {};
  const marked = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await marked;
    await route.continue();
  });
  await page.goto(`/accommodation-detail/${id}`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => {
    const kept = window as unknown as { firstView: Element[] };
    kept.firstView = Array.from(document.querySelectorAll('main h1, main img[fetchpriority="high"]'));
  });
  release();
  await appTookOver(page);
  await expect(page.getByRole('button', { name: 'Next picture' })).toBeEnabled();
  const connected = await page.evaluate(() =>
    (window as unknown as { firstView: Element[] }).firstView.map((element) => element.isConnected),
  );
  expect(connected).toEqual([true, true]);
});
