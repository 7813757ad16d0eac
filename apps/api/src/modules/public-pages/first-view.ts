// The first view of the home, search and detail pages, painted from the first HTML (docs/decisions/0032-first-paint.md):
// the web build's server renderer (apps/web/src/server/first-view.tsx, built to apps/web/dist-server/) renders the
// app's own screen components from the API's public answers, asked in process without the visitor's cookies, so
// nothing of a session is ever in it. Without that build, or when a render fails, the page is the app alone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@ikaze/domain';
import { escapeJsonForScript } from './html.ts';

export interface FirstView {
  /** The screen's markup, for inside <main>. */
  html: string;
  /** The public answers it was rendered from, as JSON (TanStack Query's dehydrated state). */
  state: string;
}

/** What apps/web/src/server/first-view.tsx exports. */
interface FirstViewModule {
  renderFirstView(
    url: string,
    locale: Locale,
    api: (path: string) => Promise<Response>,
  ): Promise<FirstView | null>;
}

export type FirstViewRenderer = (url: string, locale: Locale) => Promise<FirstView | undefined>;

/** The id the web app reads the state from (apps/web/src/app/first-view-state.ts). */
const STATE_ID = 'first-view-state';

/** The renderer of the web build at `webRoot` (its dist/; the renderer is in ../dist-server/), if it has one. */
export async function loadFirstViewRenderer(
  app: FastifyInstance,
  webRoot: string,
): Promise<FirstViewRenderer | undefined> {
  const file = join(webRoot, '..', 'dist-server', 'first-view.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as FirstViewModule;

  return async (url, locale) => {
    // The API's answer to a signed-out visitor in the page's language: public data only.
    const api = async (path: string) => {
      const answer = await app.inject({ method: 'GET', url: path, headers: { 'accept-language': locale } });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
    };
    try {
      return (await module.renderFirstView(url, locale, api)) ?? undefined;
    } catch (error) {
      app.log.error(error, 'the first view failed to render');
      return undefined;
    }
  };
}

/**
 * The page with its first view: the screen's markup in place of the loading status in <main> (the footer comes
 * with the app, below it), inside a disabled fieldset that changes nothing of the layout but keeps its fields and
 * buttons from being used before the app can answer them (a form sent then would go nowhere; links work as
 * links; the app's layout renders the same wrapper, enabled, and hydrates the screen in it); and its answers after the root as a JSON data block (not a script: the CSP runs none inline). In the head, first: a preload of the picture the screen marks as its largest (fetchpriority=high), with
 * the same srcset and sizes, so that the phone asks for it before the stylesheet and the scripts; and a
 * render-blocking `expect` of the state block, so that the first paint waits for the whole screen to be parsed
 * rather than painting it in parts that then move (layout shift).
 */
export function withFirstView(html: string, view: FirstView): string {
  const loading = /<p data-screen-loading[^>]*>[^<]*<\/p>/;
  if (!loading.test(html)) return html;
  const preload = largestPicturePreload(view.html);
  const expect = `<link rel="expect" href="#${STATE_ID}" blocking="render" />`;
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  const start = entry ? `\n    <script defer src="/start-app.js" data-entry="${entry[1]}"></script>` : '';
  return html
    .replace(entry?.[0] ?? '', '')
    .replace(/<meta name="viewport"[^>]*>/, (viewport) => `${viewport}\n    ${preload}${expect}`)
    .replace(
      loading,
      () => `<fieldset disabled role="none" style="display: contents">${view.html}</fieldset>`,
    )
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="${STATE_ID}">${escapeJsonForScript(view.state)}</script>${start}\n  </body>`,
    );
}

/** `<link rel="preload">` for the first `<img fetchpriority="high">` of the markup (attributes as rendered), or ''. */
export function largestPicturePreload(markup: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  if (!img) return '';
  // The values come from the renderer's own output, so they are already escaped for an attribute.
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return (
    `<link rel="preload" as="image" href="${src}" fetchpriority="high"` +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (sizes ? ` imagesizes="${sizes}"` : '') +
    ' />\n    '
  );
}

/**
 * The built page with its stylesheet written in a <style> element (the CSP allows inline styles, not scripts):
 * the first paint then waits for no request after the HTML, one round trip less on a slow network. For the pages
 * sent with a first view only; the others keep the cached file.
 */
export function inlineStylesheet(html: string, webRoot: string): string {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/.exec(html);
  const file = link && join(webRoot, link[1]!);
  if (!link || !file || !existsSync(file)) return html;
  const css = readFileSync(file, 'utf8');
  if (/<\/style/i.test(css)) return html;
  return html.replace(link[0], () => `<style>${css}</style>`);
}
