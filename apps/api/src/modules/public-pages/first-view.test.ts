// How a public page carries its first view (docs/decisions/0032-first-paint.md): the screen in <main>, its
// answers as a data block, its largest picture preloaded, the stylesheet written in, the app started after the
// paint. The render itself (the web build's) is covered by e2e/tests/first-view.spec.ts.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheet, largestPicturePreload, withFirstView } from './first-view.ts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ikaze</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root"><main id="main"><p data-screen-loading="" role="status" class="sr-only">Loading Ikaze</p></main></div>
  </body>
</html>`;

const PICTURE =
  '<img src="/media/pictures/a-1280.webp" srcset="/media/pictures/a-320.webp 320w, /media/pictures/a-1280.webp 1280w" ' +
  'sizes="(min-width: 1024px) 760px, 100vw" width="1280" height="853" alt="" fetchPriority="high"/>';

describe('withFirstView', () => {
  const view = { html: `<h1>Kiyovu</h1>${PICTURE}`, state: '{"queries":[{"name":"</script><!--"}]}' };
  const page = withFirstView(BUILT, view);

  it('paints the screen in place of the loading status, its fields held until the app runs', () => {
    expect(page).toContain(
      `<main id="main"><fieldset disabled role="none" style="display: contents"><h1>Kiyovu</h1>${PICTURE}</fieldset></main>`,
    );
    expect(page).not.toContain('data-screen-loading');
  });

  it('writes the answers as JSON that cannot close its element, and starts the app after the paint', () => {
    expect(page).toContain(
      '<script type="application/json" id="first-view-state">{"queries":[{"name":"\\u003c/script\\u003e\\u003c!--"}]}</script>',
    );
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain('<script defer src="/start-app.js" data-entry="/assets/index-abc.js"></script>');
    expect(page.indexOf('first-view-state')).toBeLessThan(page.indexOf('/start-app.js'));
  });

  it('preloads the largest picture first in the head and holds the paint until the screen is parsed', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('<title>'));
    expect(head).toContain('<link rel="expect" href="#first-view-state" blocking="render" />');
  });

  it('leaves a page without the loading status as it is', () => {
    expect(withFirstView('<main id="main"></main>', view)).toBe('<main id="main"></main>');
  });
});

describe('largestPicturePreload', () => {
  it('asks for the picture marked high priority with its srcset and sizes, whatever the attribute case', () => {
    expect(largestPicturePreload(`<p>x</p>${PICTURE}`)).toBe(
      '<link rel="preload" as="image" href="/media/pictures/a-1280.webp" fetchpriority="high" ' +
        'imagesrcset="/media/pictures/a-320.webp 320w, /media/pictures/a-1280.webp 1280w" ' +
        'imagesizes="(min-width: 1024px) 760px, 100vw" />\n    ',
    );
  });

  it('is empty without such a picture', () => {
    expect(largestPicturePreload('<img src="/a.webp" loading="lazy">')).toBe('');
  });
});

describe('inlineStylesheet', () => {
  const root = mkdtempSync(join(tmpdir(), 'ikaze-first-view-'));
  mkdirSync(join(root, 'assets'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes the built stylesheet into the page', () => {
    writeFileSync(join(root, 'assets', 'index-def.css'), '.a{color:red}');
    const page = inlineStylesheet(BUILT, root);
    expect(page).toContain('<style>.a{color:red}</style>');
    expect(page).not.toContain('rel="stylesheet"');
  });

  it('keeps the link when the file is missing or could close the element', () => {
    writeFileSync(join(root, 'assets', 'index-def.css'), '.a{content:"</style>"}');
    expect(inlineStylesheet(BUILT, root)).toBe(BUILT);
    rmSync(join(root, 'assets', 'index-def.css'));
    expect(inlineStylesheet(BUILT, root)).toBe(BUILT);
  });
});
