import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';

// Browser tests against the built app served by the API (run `npm run build` first), on a fresh embedded
// database seeded with the demo accounts. Debian's Chromium: never `npx playwright install`.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_PORT and E2E_DATA_DIR let two runs on one machine stay out of each other's way.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `${repoRoot}.data-e2e`;
const baseURL = `http://localhost:${PORT}`;
// A real SMTP server catches the API's emails (smtp-sink.mjs); tests read them over HTTP (tests/mailbox.ts,
// which derives the same port from E2E_PORT).
const SMTP_SINK_PORT = PORT + 20_000;
const SMTP_SINK_HTTP_PORT = PORT + 21_000;

// Most of our guests and hosts hold a cheap Android phone: their journeys (booking, paying, listing, pricing,
// messages, reviews, offline) run on the phone project only. The admins' desk screens and what a viewport cannot
// change (keyboard focus, route guards, help texts, language negotiation, the sign-in form) run on the desktop
// only. The layout, the search with its map and the first view run on both. Each journey once: running it at both
// widths doubled the browser stage for one proof (docs/decisions/0043-suite-time.md). A new spec runs on both
// until it is placed here.
const PHONE_JOURNEYS = [
  'booking-page.spec.ts',
  'calendar-rates.spec.ts',
  'first-tap.spec.ts',
  'guest-pays.spec.ts',
  'guest-reserve.spec.ts',
  'host-listing.spec.ts',
  'kinyarwanda-journey.spec.ts',
  'messages.spec.ts',
  'notifications.spec.ts',
  'offline.spec.ts',
  'offline-listing.spec.ts',
  'profile.spec.ts',
  'reviews.spec.ts',
  'sign-up.spec.ts',
  'your-data.spec.ts',
];
const DESK_SCREENS = [
  'admin-*.spec.ts',
  'keyboard.spec.ts',
  'guard.spec.ts',
  'help.spec.ts',
  'languages.spec.ts',
  'sign-in.spec.ts',
  'unsubscribe.spec.ts',
];

// Playwright passes these in its own --disable-features (playwright-core's chromiumSwitches); a second switch
// replaces the first, so ours repeats them.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const OMNIBOX_WEB_UI = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous: CI machines have two cores shared by the server, the database and two browsers.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]]
    : 'list',
  use: {
    baseURL,
    // The service worker keeps answers and pages (docs/decisions/0030-offline-app.md): only tests/offline.spec.ts
    // lets it run, so every other test sees the server's own answers.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium itself, not its /usr/bin wrapper, which adds flags meant for a desktop (GPU
      // rasterization, which headless does in SwiftShader, and the bundled extensions).
      executablePath: '/usr/lib/chromium/chromium',
      args: [
        // Playwright's own list (which this switch replaces) and Chromium's omnibox popup, a page rendered in a
        // hidden renderer of its own that took a fifth of the browser's CPU (docs/decisions/0043-suite-time.md).
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEB_UI].join(',')}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: PHONE_JOURNEYS,
    },
    {
      name: 'phone',
      testIgnore: DESK_SCREENS,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        // The layout is the Pixel's; its 2.6 device pixels per CSS pixel would paint seven times the pixels.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      command: 'node e2e/smtp-sink.mjs',
      cwd: repoRoot,
      url: `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_SINK_PORT: String(SMTP_SINK_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_SINK_HTTP_PORT) },
    },
    {
      command: `rm -rf '${dataDir}' && node apps/api/dist/server.js`,
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Many sign-ins from one address in a short run; the per-account failure limit still applies.
        AUTH_REQUESTS_PER_MINUTE: '1000',
        // The calendar import test serves its .ics from this machine (other sites cannot be reached here).
        CALENDAR_IMPORT_ALLOW_PRIVATE: 'true',
        // The sandbox's x…4 numbers succeed (found only by asking) after 8 s instead of 30: the journey waits for it.
        PAYMENT_SANDBOX_SLOW_SUCCESS_SECONDS: '8',
        // Emails go to the SMTP sink above; their links to this site.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
        PUBLIC_URL: baseURL,
      },
    },
  ],
});
